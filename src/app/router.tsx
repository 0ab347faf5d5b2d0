import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import {
  createBrowserRouter,
  type DataRouter,
  type DOMRouterOpts,
  type Params,
  type RouteObject,
} from 'react-router-dom';
import { RequireRole } from './guards/require-role';
import { RequireSignIn } from './guards/require-sign-in';
import { PageLoading } from './layout/page-loading';
import { RootLayout } from './layout/root-layout';
import { RootErrorView, RouteErrorView } from './layout/route-error-view';
import { withLoadTimeout } from './lazy-route';
import { paths } from '@/config/paths';
import { prefetchListing } from '@/features/listings/utils/prefetch-listing';
import { loadNamespaces } from '@/i18n';
import { ROLES } from '@/lib/people/roles';

export type RouteModule = { Component: ComponentType };
export type RouteImporter = () => Promise<RouteModule>;

const publicProfile: RouteImporter = () => import('./routes/profile/public-profile');

// The field rules of the sign-in family and of the account forms speak in `auth:` and `register:` keys.
const ACCOUNT_FORM_TEXTS = ['auth', 'register'] as const;
// A profile page, its request button, its week and its reviews.
const PROFILE_TEXTS = ['profile', 'lesson-requests', 'week-grid', 'reviews'] as const;

/*
 * Screens whose Turkish texts are not bundled (src/i18n): the router asks for them beside the screen's code, so
 * neither waits for the other and the screen never renders a missing text.
 */
const ROUTE_NAMESPACES: Partial<Record<PageRouteId, readonly string[]>> = {
  terms: ['static-pages', 'static-terms'],
  privacy: ['static-pages', 'static-privacy'],
  contact: ['static-pages', 'static-contact'],
  about: ['static-pages', 'static-about'],
  faq: ['static-pages', 'static-faq'],
  help: ['static-pages', 'static-help'],
  teacherDashboard: [
    'dashboards-teacher',
    'dashboards-student',
    'listing-management',
    'lesson-requests',
    'schedule-editor',
  ],
  studentDashboard: ['dashboards-teacher', 'dashboards-student', 'lesson-requests', 'reviews'],
  dashboard: ['dashboards-teacher', 'dashboards-student'],
  login: ACCOUNT_FORM_TEXTS,
  register: ACCOUNT_FORM_TEXTS,
  forgotPassword: ACCOUNT_FORM_TEXTS,
  resetPassword: ACCOUNT_FORM_TEXTS,
  uploadProfileImage: ['profile-setup'],
  settings: ['profile-setup', 'settings', ...ACCOUNT_FORM_TEXTS],
  verifyEmail: ['verify', ...ACCOUNT_FORM_TEXTS],
  chat: ['chat'],
  lessonRequest: ['lesson-requests', 'reviews'],
  newLessonRequest: ['lesson-requests'],
  // 'Ders Talebi Gönder' on a listing and on a teacher's profile.
  listing: ['lesson-requests'],
  profileByIdentifier: PROFILE_TEXTS,
  profileById: PROFILE_TEXTS,
  profileByUsername: PROFILE_TEXTS,
  profile: PROFILE_TEXTS,
  // The search filters' controls (components/filters) of the directory and the course search.
  teachers: ['filters'],
  listings: ['filters', 'course-search'],
};

const withScreenNeeds =
  (id: PageRouteId, load: RouteImporter): RouteImporter =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(ROUTE_NAMESPACES[id] ?? [])]);
    return module;
  };

// One chunk per screen: a visitor downloads only the screens they open.
const pageImports = {
  home: () => import('./routes/home/home'),
  listings: () => import('./routes/listings/listings'),
  listing: () => import('./routes/listings/listing'),
  category: () => import('./routes/listings/category'),
  teachers: () => import('./routes/teachers/teachers'),
  login: () => import('./routes/auth/login'),
  register: () => import('./routes/auth/register'),
  forgotPassword: () => import('./routes/auth/forgot-password'),
  resetPassword: () => import('./routes/auth/reset-password'),
  verifyEmail: () => import('./routes/auth/verify-email'),
  uploadProfileImage: () => import('./routes/auth/upload-profile-image'),
  profile: () => import('./routes/profile/own-profile'),
  profileByIdentifier: publicProfile,
  profileById: publicProfile,
  profileByUsername: publicProfile,
  chat: () => import('./routes/chat/chat'),
  teacherDashboard: () => import('./routes/dashboards/teacher-dashboard'),
  studentDashboard: () => import('./routes/dashboards/student-dashboard'),
  dashboard: () => import('./routes/dashboards/dashboard'),
  settings: () => import('./routes/account/settings'),
  notifications: () => import('./routes/account/notifications'),
  lessonRequest: () => import('./routes/lesson-requests/lesson-request'),
  newLessonRequest: () => import('./routes/lesson-requests/new-lesson-request'),
  terms: () => import('./routes/static/terms'),
  privacy: () => import('./routes/static/privacy'),
  contact: () => import('./routes/static/contact'),
  about: () => import('./routes/static/about'),
  faq: () => import('./routes/static/faq'),
  help: () => import('./routes/static/help'),
  notFound: () => import('./routes/not-found'),
} satisfies Record<string, RouteImporter>;

export type PageRouteId = keyof typeof pageImports;

export interface AppRouteOptions {
  /** Replaces one screen's import, e.g. with a promise that never settles to test the load time-out. */
  importOverrides?: Partial<Record<PageRouteId, RouteImporter>>;
  loadTimeoutMs?: number;
  /** The app's query cache: with it, a screen's data is asked for while its code loads (see `prefetch`). */
  queryClient?: QueryClient;
  /**
   * The server renderer (src/entry-server.tsx) waits for a screen's data before it renders; the browser never
   * does, so a navigation does not wait for the answer.
   */
  awaitPrefetches?: boolean;
}

/**
 * Starts a screen's data request from the URL alone. It settles once the answer (or failure) is in the cache:
 * the browser ignores that, the server renderer awaits it (`awaitPrefetches`).
 */
type Prefetch = (queryClient: QueryClient, params: Params) => Promise<void>;

/*
 * The profile's calls and its username rule (zod) are no part of the first load: they load with the prefetch,
 * beside the screen's code. Should that fail, the page's own query asks.
 */
const prefetchProfile: Prefetch = (queryClient, params) =>
  import('@/features/profiles/utils/prefetch-profile').then(
    (module) => module.prefetchProfile(queryClient, params),
    () => undefined,
  );

/** Screens whose data request starts with their code (see `page`). */
const PREFETCHES: Partial<Record<PageRouteId, Prefetch>> = {
  listing: (client, params) => prefetchListing(client, params.id),
  profileByIdentifier: prefetchProfile,
  profileById: prefetchProfile,
  profileByUsername: prefetchProfile,
};

/** Screens anyone may open, each at its own path from config/paths. */
const OPEN_PAGES = [
  'home',
  'listings',
  'listing',
  'category',
  'teachers',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'uploadProfileImage',
  'profileByIdentifier',
  'profileById',
  'profileByUsername',
  'terms',
  'privacy',
  'contact',
  'about',
  'faq',
  'help',
] as const satisfies readonly PageRouteId[];

/** Screens for a signed-in person of either role (RequireSignIn sends a guest to the sign-in page). */
const SIGNED_IN_PAGES = [
  'profile',
  'dashboard',
  'settings',
  'notifications',
  'chat',
  'lessonRequest',
  'newLessonRequest',
] as const satisfies readonly PageRouteId[];

/** The route table. Guards are pathless parents, so a screen module never repeats them. */
export function createRoutes({
  importOverrides = {},
  loadTimeoutMs,
  queryClient,
  awaitPrefetches = false,
}: AppRouteOptions = {}): RouteObject[] {
  const page = (id: PageRouteId): RouteObject => {
    const prefetch = PREFETCHES[id];
    return {
      id,
      path: id === 'notFound' ? '*' : paths[id].path,
      lazy: withLoadTimeout(withScreenNeeds(id, importOverrides[id] ?? pageImports[id]), loadTimeoutMs),
      // A static loader runs beside `lazy`: the data request starts with the code's, not after it.
      ...(prefetch && queryClient
        ? {
            loader: async ({ params }: { params: Params }) => {
              const answered = prefetch(queryClient, params);
              if (awaitPrefetches) await answered;
              return null;
            },
          }
        : {}),
    };
  };

  /** A pathless guard over screens, so a screen module never repeats it. */
  const guarded = (id: string, element: ReactElement, ids: readonly PageRouteId[]): RouteObject => ({
    id,
    element,
    children: ids.map(page),
  });

  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RootErrorView />,
      children: [
        {
          // Pathless: its error view and first-load spinner render inside the shell's <main>.
          id: 'pages',
          errorElement: <RouteErrorView />,
          hydrateFallbackElement: <PageLoading />,
          children: [
            ...OPEN_PAGES.map(page),
            guarded('teacher-only', <RequireRole role={ROLES.teacher} />, ['teacherDashboard']),
            guarded('student-only', <RequireRole role={ROLES.student} />, ['studentDashboard']),
            guarded('signed-in', <RequireSignIn />, SIGNED_IN_PAGES),
            page('notFound'),
          ],
        },
      ],
    },
  ];
}

type RouterFactory<O> = (routes: RouteObject[], options?: O) => DataRouter;

export interface AppRouterOptions<O> extends AppRouteOptions {
  /** Passed to the factory: `{ initialEntries }` for createMemoryRouter, `{ basename }` for the browser. */
  routerOptions?: O;
}

/** The app's data router; tests pass `createMemoryRouter` and the same route table runs in memory. */
export function createAppRouter<O = DOMRouterOpts>(
  createRouter: RouterFactory<O> = createBrowserRouter as RouterFactory<O>,
  { routerOptions, ...routeOptions }: AppRouterOptions<O> = {},
): DataRouter {
  return createRouter(createRoutes(routeOptions), routerOptions);
}
