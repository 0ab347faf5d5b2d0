import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { DEMO_TOKENS } from '../../mocks/db';

/*
 * Test-only: the app's providers plus a memory router and a probe showing the current location, for the
 * header, footer and dropdowns (tests/render.tsx offers the whole app, or providers without a router).
 * Not imported by app code, so it never reaches the bundle.
 */

// jsdom has no ResizeObserver; Chakra's popovers and menus position themselves with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

export interface SignedInUser {
  id: number;
  username: string;
  role: string;
  profileImageUrl?: string | null;
}

/**
 * Seeds storage the way a signed-in browser has it (spec section 3). The token must be one the mock backend
 * knows (it rejects made-up tokens with 401, as the real server would).
 */
export function signIn(user: SignedInUser, token: string = DEMO_TOKENS.student): void {
  localStorage.setItem('user', JSON.stringify({ profileImageUrl: null, ...user }));
  localStorage.setItem('auth-storage', JSON.stringify({ state: { accessToken: token }, version: 0 }));
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

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface Options {
  route?: string;
  queryClient?: QueryClient;
}

export function renderWithProviders(
  ui: ReactElement,
  { route = '/', queryClient = createTestQueryClient() }: Options = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        {children}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}
