import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { createRoutes, type PageRouteId } from './router';
import { parseListingId } from '@/features/listings/utils/listing-id';
import { profileTarget } from '@/features/profiles/utils/profile-target';

/*
 * Which addresses the server renderer (src/entry-server.tsx) renders, and which it refuses before asking the API
 * anything. The browser renders every route itself; these rules only decide what a crawler gets as HTML.
 */

/**
 * The public routes, with the module of each screen (the Vite manifest's key): the renderer preloads that
 * module's chunks so hydration does not wait for them. Every other route gets the shell.
 */
export const PUBLIC_PAGE_SOURCES: Partial<Record<PageRouteId, string>> = {
  home: 'src/app/routes/home/home.tsx',
  listings: 'src/app/routes/listings/listings.tsx',
  listing: 'src/app/routes/listings/listing.tsx',
  category: 'src/app/routes/listings/category.tsx',
  teachers: 'src/app/routes/teachers/teachers.tsx',
  profileByIdentifier: 'src/app/routes/profile/public-profile.tsx',
  profileById: 'src/app/routes/profile/public-profile.tsx',
  profileByUsername: 'src/app/routes/profile/public-profile.tsx',
  terms: 'src/app/routes/static/terms.tsx',
  privacy: 'src/app/routes/static/privacy.tsx',
  contact: 'src/app/routes/static/contact.tsx',
  about: 'src/app/routes/static/about.tsx',
  faq: 'src/app/routes/static/faq.tsx',
  help: 'src/app/routes/static/help.tsx',
  notFound: 'src/app/routes/not-found.tsx',
};

/** Longer paths name nothing of ours (a username has at most 20 characters, an id a few digits). */
const MAX_PATH_LENGTH = 512;

/**
 * The refusals the browser makes before asking the API (the route parameter guards of the listing and the
 * profile screens), plus what no route of ours ever carries: an encoded slash or backslash, a `..` segment,
 * control characters, a path too long.
 */
export function isHostilePath(pathname: string): boolean {
  if (pathname.length > MAX_PATH_LENGTH) return true;
  if (/%(2f|5c|00)/i.test(pathname)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return true;
  return decoded.split('/').some((segment) => segment === '..' || segment === '.');
}

export function paramsRefused(id: string, params: Params): boolean {
  if (id === 'listing') return parseListingId(params.id) === null;
  if (id === 'profileByIdentifier' || id === 'profileById' || id === 'profileByUsername')
    return profileTarget(params) === null;
  return false;
}

/** The browser's route table, made once: only matched against, never rendered from. */
let routeTable: RouteObject[] | undefined;

/** Which page an address shows, from the same route table as the browser's. */
export function classify(url: URL): { id: string; params: Params } | null {
  const matches = matchRoutes((routeTable ??= createRoutes()), url.pathname);
  const leaf = matches?.at(-1);
  if (!leaf?.route.id) return null;
  return { id: leaf.route.id, params: leaf.params };
}
