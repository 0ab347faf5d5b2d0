import { render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  createMemoryRouter,
  type DataRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
} from 'react-router-dom';
import { AppProvider } from '../src/app/provider';
import { createQueryClient } from '../src/app/query-client';
import { type AppRouteOptions, createAppRouter } from '../src/app/router';
import homeTr from '../src/i18n/locales/tr/home.json';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../mocks/db';
import { setAnalyticsConsent } from '../src/lib/analytics';
import { type StoredUser, writeAccessToken, writeStoredUser } from '../src/lib/api';
import { type RealtimeConnector, RealtimeConnectorContext } from '../src/lib/realtime';

/*
 * The one render harness: the whole app (`renderApp`), or one component inside the app's providers
 * (`renderWithProviders`), and a signed-in browser (`signIn`) seeded through the product's own storage helpers.
 * Test-only: no app code imports it, so it never reaches the bundle.
 */

/** The home page's h1 (its hero title), which several shell tests wait for. */
export const HOME_H1 = homeTr.hero.title;

/** Seeded demo accounts (mocks/README.md) as the login flow stores them; `admin` is a student whose stored role is another one. */
export const testUsers = {
  teacher: {
    id: DEMO_TEACHER.id,
    username: DEMO_TEACHER.username,
    role: 'ROLE_TEACHER',
    profileImageUrl: null,
  },
  student: {
    id: DEMO_STUDENT.id,
    username: DEMO_STUDENT.username,
    role: 'ROLE_STUDENT',
    profileImageUrl: null,
  },
  admin: {
    id: DEMO_STUDENT_2.id,
    username: DEMO_STUDENT_2.username,
    role: 'ROLE_ADMIN',
    profileImageUrl: null,
  },
} satisfies Record<string, StoredUser>;

export type TestAccount = keyof typeof testUsers;

/** Tokens the mock backend accepts for those accounts (made-up tokens get a 401, as from the real server). */
export const testTokens: Record<TestAccount, string> = {
  teacher: DEMO_TOKENS.teacher,
  student: DEMO_TOKENS.student,
  admin: DEMO_TOKENS.student2,
};

/** A stored user; `profileImageUrl` may be left out (no picture). */
export type SignedInUser = Omit<StoredUser, 'profileImageUrl'> & { profileImageUrl?: string | null };

/**
 * Stores a session the way signing in leaves it: the user entry and the access token, through the product's
 * storage helpers. Either a seeded account by name, or any user with a token the mock backend knows (the
 * demo student's by default).
 */
export function signIn(account: TestAccount): void;
export function signIn(user: SignedInUser, token?: string): void;
export function signIn(who: TestAccount | SignedInUser, token: string = DEMO_TOKENS.student): void {
  if (typeof who === 'string') {
    writeStoredUser(testUsers[who]);
    writeAccessToken(testTokens[who]);
    return;
  }
  writeStoredUser({ profileImageUrl: null, ...who });
  writeAccessToken(token);
}

/**
 * What the shell gets with `realtime: false`: it never opens the socket. Subscriptions stay on the real client,
 * so a test can still open the socket itself (`connectRealtime`) and see what the app's subscriptions do.
 */
const offlineConnector: RealtimeConnector = {
  connect: () => Promise.resolve(),
  disconnect: () => Promise.resolve(),
};

/** The app's query client without retries, so a failure a test provokes shows at once. */
function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export interface RenderAppOptions extends AppRouteOptions {
  /** The URL to open. */
  route?: string;
  /** Earlier history entries, oldest first; `route` is opened after them (to test Back and replace). */
  history?: string[];
  queryClient?: QueryClient;
  /**
   * `false`: the shell never opens the socket to the mock broker, for tests that are not about live updates
   * (quicker, and no socket outlives the test). Default `true`: the app as users get it.
   */
  realtime?: boolean;
  /**
   * The visitor's analytics choice before the app starts. Default `true`: a decided visitor, so the consent
   * banner stays out of every test that is not about it (and page views are recorded); `null` leaves it
   * undecided, as on a first visit.
   */
  analyticsConsent?: boolean | null;
}

export interface RenderAppResult extends RenderResult {
  router: DataRouter;
  queryClient: QueryClient;
}

/** The real app (providers, shell, route table, guards) in a memory router, against the MSW handlers. */
export function renderApp({
  route = '/',
  history = [],
  queryClient = createQueryClient(),
  realtime = true,
  analyticsConsent = true,
  ...routeOptions
}: RenderAppOptions = {}): RenderAppResult {
  if (analyticsConsent !== null) setAnalyticsConsent(analyticsConsent);
  const initialEntries = [...history, route];
  const router = createAppRouter(createMemoryRouter, {
    ...routeOptions,
    queryClient,
    routerOptions: { initialEntries, initialIndex: initialEntries.length - 1 },
  });
  const app = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const result = render(
    realtime ? (
      app
    ) : (
      <RealtimeConnectorContext.Provider value={offlineConnector}>{app}</RealtimeConnectorContext.Provider>
    ),
  );
  return { ...result, router, queryClient };
}

/** Shows where the router is, so tests can assert navigation by role and name. */
function LocationProbe() {
  const location = useLocation();
  const state: unknown = location.state;
  return (
    <output aria-label="location" data-state={state === null ? undefined : JSON.stringify(state)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderWithProvidersOptions {
  /**
   * Wraps the component in a memory router with a location probe (`getByRole('status', { name: 'location' })`),
   * for components with links or navigation. On by default when `route` is given.
   */
  router?: boolean;
  /** The URL the memory router starts at. */
  route?: string;
  /** Defaults to the app's query client without retries. */
  queryClient?: QueryClient;
}

/** One component inside the app's providers (Chakra, i18n, react-query, toaster), optionally in a router. */
export function renderWithProviders(
  ui: ReactNode,
  {
    route,
    router = route !== undefined,
    queryClient = createTestQueryClient(),
  }: RenderWithProvidersOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient}>
      {router ? (
        <MemoryRouter initialEntries={[route ?? '/']}>
          {children}
          <Routes>
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      ) : (
        children
      )}
    </AppProvider>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}
