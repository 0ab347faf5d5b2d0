// First: the guest's empty storage, before any module that reads storage is evaluated.
import './app/server-globals';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { classify, isHostilePath, paramsRefused, PUBLIC_PAGE_SOURCES } from './app/public-pages';
import { fetchPlanned, plannedQueries, rememberPlan } from './app/render-plan';
import { createRoutes, type PageRouteId } from './app/router';
import { SSR_MARKER_ATTRIBUTE, SSR_STATE_ID, type SsrState } from './app/ssr-state';
import { i18n, DEFAULT_LANGUAGE } from './i18n';
import { isApiError } from './lib/api/api-error';
import { isNotFound } from './lib/api/not-found';
import { PageStatusContext } from './lib/seo/page-status';

/*
 * The server renderer (server/ serves it): a public page rendered as a guest sees it, with its data, its
 * styles and the state the browser hydrates from. It never reads the visitor's cookies or headers, so every
 * answer may be shared by caches.
 */

/** A Vite manifest entry (build.manifest), the part the renderer reads. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export type RenderOutcome =
  | {
      kind: 'page';
      status: 200 | 404 | 503;
      /** Style tags and hoisted document tags (title, meta) for <head>. */
      head: string;
      /** The screen's chunks beyond the entry's (build files): the server names them for the page to load. */
      modules: string[];
      /** The app's markup for #root. */
      body: string;
      /** Attributes for #root: the hydration marker on a page the browser hydrates. */
      rootAttributes: string;
      /** The JSON script the browser hydrates from (empty when it renders afresh). */
      stateScript: string;
    }
  /** The client-rendered shell: a signed-in screen, a route error, a page whose data did not come in time. */
  | { kind: 'shell'; status: 200 }
  /** A path no screen could show (hostile parameters): answered 404 without asking the API anything. */
  | { kind: 'refused'; status: 404 }
  | { kind: 'redirect'; status: number; location: string };

const isEnabled = (query: Query): boolean => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

const isProvincesQuery = (query: Query): boolean =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/v1/provinces');

/**
 * Queries a render asked for that have not been fetched (the server's useQuery never fetches by itself). The
 * external provinces service is asked only when the address names a place (its chip and field show the name):
 * otherwise its list only fills a closed combobox, and the browser asks for it after hydration. Asked on every
 * directory and course-list render, it held them on an outside service and its DNS look-up (at 50 connections
 * the look-ups queued for seconds, so those pages went past 2 s and got the shell).
 */
const unfetched = (queryClient: QueryClient, namesPlace: boolean): Query[] =>
  queryClient
    .getQueryCache()
    .findAll({
      predicate: (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (namesPlace || !isProvincesQuery(query)),
    })
    .filter(isEnabled);

/** The query parameters that name a place (the directory's and the course list's filters). */
const PLACE_PARAMETERS = ['cityId', 'districtId'];

/**
 * At most this many renders: the first finds the screen's queries (and lazy parts), the next ones those that
 * depend on them.
 */
const MAX_RENDER_PASSES = 5;

/** React's mark of a Suspense boundary the server could not finish (the browser renders it). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _chunk of stream) {
    // Only the waiting matters: the next pass renders the finished tree.
  }
}

/** JSON inside <script type="application/json">: nothing in it may close the element or open a comment. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/*
 * React 19 hoists a page's <title>, <meta> and <link> into <head>; rendering #root's subtree alone, it writes them
 * first, before the markup. They are moved into the template's head, where the browser's React finds and keeps
 * them as it hydrates.
 */
const LEADING_HOISTABLE = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)/;

export function splitHoisted(html: string): { hoisted: string; markup: string } {
  let markup = html;
  let hoisted = '';
  for (let match = LEADING_HOISTABLE.exec(markup); match; match = LEADING_HOISTABLE.exec(markup)) {
    hoisted += match[0];
    markup = markup.slice(match[0].length);
  }
  return { hoisted, markup };
}

/** The files `key`'s chunk loads: its own and those of everything it imports. */
function collectFiles(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, into);
  return into;
}

/** The entry's files of each manifest, found once per process instead of once per page. */
const entryFilesCache = new WeakMap<Manifest, Set<string>>();

function entryFiles(manifest: Manifest): Set<string> {
  let files = entryFilesCache.get(manifest);
  if (!files) {
    files = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest))
      if (chunk.isEntry) collectFiles(manifest, key, files);
    entryFilesCache.set(manifest, files);
  }
  return files;
}

/** The chunks a screen's module needs beyond the entry's (which index.html already preloads). */
export function modulePreloads(manifest: Manifest, source: string | undefined): string[] {
  if (!source || !manifest[source]) return [];
  const loaded = entryFiles(manifest);
  return [...collectFiles(manifest, source, new Set())].filter((file) => !loaded.has(file));
}

/** What a render's failed queries say: the API unreachable or failing (503), or the thing absent (404). */
function statusFromQueries(queryClient: QueryClient): 200 | 404 | 503 {
  const errors = queryClient
    .getQueryCache()
    // The external provinces service only fills the filters' choices: the page is whole without it.
    .findAll({ predicate: (query) => query.state.status === 'error' && !isProvincesQuery(query) })
    .map((query) => query.state.error);
  const unavailable = errors.some(
    (error) =>
      !isApiError(error) ||
      error.kind === 'network' ||
      error.kind === 'malformed' ||
      (error.kind === 'http' && error.status >= 500),
  );
  if (unavailable) return 503;
  return errors.some(isNotFound) ? 404 : 200;
}

export interface RenderOptions {
  /** Aborted when the answer would come too late: the renderer gives up and the server sends the shell. */
  signal: AbortSignal;
  manifest: Manifest;
  /**
   * Runs one synchronous step of the render (a pass, the page's assembly); the server counts the CPU time it
   * took as the page's own work (Server-Timing `cpu`, server/timing.ts).
   */
  measure?: <T>(step: () => T) => T;
}

const unmeasured = <T,>(step: () => T): T => step();

/** Renders one address as a guest sees it. */
export async function render(
  url: URL,
  { signal, manifest, measure = unmeasured }: RenderOptions,
): Promise<RenderOutcome> {
  if (isHostilePath(url.pathname)) return { kind: 'refused', status: 404 };
  const page = classify(url);
  if (!page || !(page.id in PUBLIC_PAGE_SOURCES)) return { kind: 'shell', status: 200 };
  if (paramsRefused(page.id, page.params)) return { kind: 'refused', status: 404 };

  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
  const queryClient = createQueryClient();
  // One try per call: the answer must come within the server's time limit, and a failure is the page's to show.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    // retryOnMount off: a query that failed renders its error state, not the spinner of a retry that never runs here.
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  const cancel = () => void queryClient.cancelQueries();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await renderWith(queryClient, url, { signal, manifest, measure });
  } finally {
    // The time limit's timer holds its signal, and so its listeners, for 2 s: a finished render (its client and
    // every answer in it) is not kept that long.
    signal.removeEventListener('abort', cancel);
  }
}

/** The page at `url` rendered with this request's own query client. */
async function renderWith(
  queryClient: QueryClient,
  url: URL,
  { signal, manifest, measure = unmeasured }: RenderOptions,
): Promise<RenderOutcome> {
  const handler = createStaticHandler(createRoutes({ queryClient, awaitPrefetches: true }));
  // What this address asked for last time is asked for now, beside the route's own prefetch: one render pass
  // instead of one per round of queries (src/app/render-plan.ts).
  const address = url.pathname + url.search;
  const namesPlace = PLACE_PARAMETERS.some((name) => url.searchParams.has(name));
  const [context] = await Promise.all([
    handler.query(new Request(url, { signal })),
    fetchPlanned(queryClient, plannedQueries(address)),
  ]).catch((error: unknown) => {
    // Aborted while a lazy route's loader waits on the API, React Router's static handler loses the abort and
    // fails with "Cannot read properties of undefined (reading 'result')": the time limit is what happened, and
    // the server logs it as a timeout.
    signal.throwIfAborted();
    throw error;
  });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    return location ? { kind: 'redirect', status: context.status, location } : { kind: 'shell', status: 200 };
  }
  // A screen whose code failed on the server: the browser's own route error view handles it.
  if (context.errors) return { kind: 'shell', status: 200 };

  // Set by a screen's not-found state during the last pass (src/lib/seo/page-status.ts).
  let notFound = false;
  const pageStatus = { markNotFound: () => void (notFound = true) };
  const renderPass = (cache: EmotionCache) => (
    <StrictMode>
      <CacheProvider value={cache}>
        <PageStatusContext value={pageStatus}>
          <AppProvider queryClient={queryClient}>
            <StaticRouterProvider
              router={createStaticRouter(handler.dataRoutes, context)}
              context={context}
              hydrate={false}
            />
          </AppProvider>
        </PageStatusContext>
      </CacheProvider>
    </StrictMode>
  );

  let html = '';
  let styles = '';
  for (let pass = 0; pass < MAX_RENDER_PASSES; pass += 1) {
    signal.throwIfAborted();
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    // renderToString writes no inline script (the streaming renderers do, which the CSP forbids); what it
    // could not finish (a lazy part still loading) it marks as a client-rendered boundary.
    notFound = false;
    html = measure(() => renderToString(renderPass(cache)));
    const waiting = unfetched(queryClient, namesPlace);
    const suspended = html.includes(CLIENT_RENDERED_BOUNDARY);
    if ((waiting.length === 0 && !suspended) || pass === MAX_RENDER_PASSES - 1) {
      styles = measure(() => emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)));
      break;
    }
    if (waiting.length > 0) {
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    } else {
      // Lets the lazy parts load: prerendering waits for every one of them.
      const { prelude } = await prerenderToNodeStream(renderPass(createCache({ key: 'css' })), { signal });
      await drain(prelude);
    }
  }
  signal.throwIfAborted();
  // The page's assembly: its status, head, markup and the state the browser hydrates from.
  return measure((): RenderOutcome => {
    rememberPlan(address, queryClient);

    const leafId = context.matches.at(-1)?.route.id ?? '';
    // Not found: the API said so for the page's data, or no route matched. A page that merely asks not to be
    // indexed (a student's profile) is still a page.
    let status = statusFromQueries(queryClient);
    if (status === 200 && (leafId === 'notFound' || notFound)) status = 404;

    const { hoisted, markup } = splitHoisted(html);
    const modules = modulePreloads(manifest, PUBLIC_PAGE_SOURCES[leafId as PageRouteId]);

    const page = { kind: 'page' as const, status, head: hoisted + styles, modules, body: markup };
    /*
     * Only a complete page is hydrated. A 404 or 503 page shows a failure the browser's cache does not hold
     * (failed queries are not dehydrated): the browser renders it afresh instead of hydrating different markup.
     */
    if (status !== 200) return { ...page, rootAttributes: '', stateScript: '' };
    const state: SsrState = {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    return {
      ...page,
      rootAttributes: ` ${SSR_MARKER_ATTRIBUTE}=""`,
      stateScript: `<script type="application/json" id="${SSR_STATE_ID}">${scriptSafeJson(state)}</script>`,
    };
  });
}
