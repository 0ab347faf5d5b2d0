import { render, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, type DataRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../src/app/provider';
import { createQueryClient } from '../src/app/query-client';
import { type AppRouteOptions, createAppRouter } from '../src/app/router';
import homeTr from '../src/i18n/locales/tr/home.json';
import { DEMO_STUDENT, DEMO_STUDENT_2, DEMO_TEACHER, DEMO_TOKENS } from '../mocks/db';
import { type StoredUser, writeAccessToken, writeStoredUser } from '../src/lib/api';

/** Stored users as the login flow leaves them (spec section 3). */
/** The home page's h1 (its hero title), which several shell tests wait for. */
export const HOME_H1 = homeTr.hero.title;

/** Seeded demo accounts (mocks/README.md); `admin` is a student account whose stored role is another one. */
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

/** Tokens the mock backend accepts for those accounts (made-up tokens get a 401, as from the real server). */
export const testTokens = {
  teacher: DEMO_TOKENS.teacher,
  student: DEMO_TOKENS.student,
  admin: DEMO_TOKENS.student2,
};

export interface RenderAppOptions extends AppRouteOptions {
  /** The URL to open. */
  route?: string;
  /** Earlier history entries, oldest first; `route` is opened after them (to test Back and replace). */
  history?: string[];
  /** Seeded into localStorage `user` before the first render. */
  user?: StoredUser;
  /** Seeded into localStorage `auth-storage` before the first render. */
  token?: string;
  queryClient?: QueryClient;
}

export interface RenderAppResult extends RenderResult {
  router: DataRouter;
  queryClient: QueryClient;
}

/** The real app (providers, shell, route table, guards) in a memory router, against the MSW handlers. */
export function renderApp({
  route = '/',
  history = [],
  user,
  token,
  queryClient = createQueryClient(),
  ...routeOptions
}: RenderAppOptions = {}): RenderAppResult {
  if (user) writeStoredUser(user);
  if (token) writeAccessToken(token);
  const initialEntries = [...history, route];
  const router = createAppRouter(createMemoryRouter, {
    ...routeOptions,
    routerOptions: { initialEntries, initialIndex: initialEntries.length - 1 },
  });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** Providers only (Chakra, i18n, react-query, toaster), for components that need no router. */
export function renderWithProviders(
  ui: ReactNode,
  queryClient: QueryClient = createQueryClient(),
): RenderResult {
  return render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>);
}
