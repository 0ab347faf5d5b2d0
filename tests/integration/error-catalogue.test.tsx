import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEMO_STUDENT } from '../../mocks/db/demo';
import { resetScenario, setScenario } from '../../mocks/scenarios/testing';
import {
  getAnnouncementsByCategory,
  getAnnouncementsPage,
} from '../../src/generated/api/announcements/announcements';
import { getRootCategories, getSubcategories } from '../../src/generated/api/categories/categories';
import {
  getDashboardCounts,
  getGetAnnouncementCountQueryKey,
} from '../../src/generated/api/dashboard/dashboard';
import { getNotifications } from '../../src/generated/api/notifications/notifications';
import { getAllTeachers } from '../../src/generated/api/teacher/teacher';
import { getCurrentUser } from '../../src/generated/api/user/user';
import { NO_TOKEN_MESSAGE } from '../../src/features/notifications/hooks/use-notification-bell';
import { readStoredUser, SESSION_EXPIRED_RESULT } from '../../src/lib/api';
import { connectRealtime, disconnectRealtime, subscribe } from '../../src/lib/realtime';
import { HOME_H1, renderApp, signIn } from '../render';
import { type AppRow, rejection, rowTitle } from '../support/error-catalogue';
import { recordRequests } from '../support/record-requests';

/*
 * The error-catalogue rows, through the screens: each test chooses the row's scenario (the same handler
 * list and db as the browser) and drives the real app. The other rows: error-catalogue-data.test.ts.
 */

// jsdom has no ResizeObserver; Chakra's popovers position themselves with it.
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

const faqModule = await import('../../src/app/routes/static/faq');

const serverError = { kind: 'http', status: 500, serverMessage: undefined };

async function openPopover(button: string, dialog: string) {
  await userEvent.setup().click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

/**
 * A screen part loaded the way the browser does it: the file is fetched (here through MSW, so the scenario
 * answers), and a failed fetch rejects with the browser's or Vite's own error. The statuses seen are kept.
 */
function chunkImporter(files: string[], statuses: number[], signal: AbortSignal) {
  return async () => {
    for (const file of files) {
      const url = new URL(`/assets/${file}`, location.href).href;
      const response = await fetch(url, { signal });
      statuses.push(response.status);
      if (response.ok) continue;
      if (file.endsWith('.css')) throw new Error(`Unable to preload CSS for ${url}`);
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    }
    return faqModule;
  };
}

afterEach(resetScenario);

const rows = {
  sessionRenewal: [
    ['expired-session'],
    async () => {
      await setScenario('expired-session');
      signIn('student');
      renderApp({ realtime: false, route: '/faq' });
      // The synthetic result for the caller…
      expect(await rejection(getCurrentUser())).toMatchObject({
        kind: 'session-expired',
        status: 401,
        body: SESSION_EXPIRED_RESULT,
      });
      cleanup();

      // …and the app: both storages emptied (but for the note the login page reads), then the login page.
      sessionStorage.setItem('draft', 'unsent message');
      signIn('student');
      const { router } = renderApp({ realtime: false, route: '/settings' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.search).toBe('?redirectTo=%2Fsettings');
      // Only the browser's preferences stay (renderApp's decided analytics consent among them).
      expect({ ...localStorage }).toEqual({ 'analytics-consent': 'true' });
      expect(Object.keys(sessionStorage)).toEqual(['sessionExpired']);
      expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
      expect(screen.getByText('Oturumunuzun süresi doldu, lütfen tekrar giriş yapın')).toBeInTheDocument();
    },
  ],
  noToken: [
    ['no-token'],
    async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const requests = recordRequests();
      await setScenario('no-token');
      const { router } = renderApp({ realtime: false, route: '/' });

      // While the lost token is renewed the bell logs and asks for nothing; the refresh then fails, so the
      // session has expired: the list goes with the signed-in header, and the login page says why.
      await waitFor(() => expect(warn).toHaveBeenCalledWith(NO_TOKEN_MESSAGE));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(
        await screen.findByText('Oturumunuzun süresi doldu, lütfen tekrar giriş yapın'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Bildirimler/ })).not.toBeInTheDocument();
      expect(requests.filter((request) => request.includes('/v1/notifications'))).toEqual([]);
    },
  ],
  homeLoad: [
    ['errors', 'empty'],
    async () => {
      await setScenario('errors');
      // Every call gets its rejection handler at once: awaited one by one, a call that fails while an earlier
      // one is still awaited would be an unhandled rejection for a moment, which fails the run.
      const failures = await Promise.all(
        [
          getDashboardCounts(),
          getAnnouncementsPage({ page: 0, size: 6 }),
          getAnnouncementsByCategory(101, { page: 0, size: 20 }),
          getRootCategories(),
          getSubcategories(1),
          getAllTeachers({ page: 0, size: 12 }),
        ].map(rejection),
      );
      for (const failure of failures) expect(failure).toMatchObject(serverError);

      // In the shell: the listings count fails (after its one retry) and the Courses badge stays empty.
      const { queryClient } = renderApp({ realtime: false, route: '/' });
      const countState = () => queryClient.getQueryState(getGetAnnouncementCountQueryKey());
      await waitFor(() => expect(countState()?.status).toBe('error'));
      const nav = screen.getByRole('navigation', { name: 'Ana menü' });
      expect(within(nav).getByRole('link', { name: 'Kurslar' })).toBeInTheDocument();

      // An empty market gives the empty lists the empty-state texts are for.
      await setScenario('empty');
      expect((await getAllTeachers({ page: 0, size: 12 })).data.content).toEqual([]);
      const listings = await getAnnouncementsPage({ page: 0, size: 6 });
      expect(listings.data).toMatchObject({ content: [], last: true });
      expect((await getDashboardCounts()).data).toMatchObject({ teacherCount: 0, announcementCount: 0 });
    },
  ],
  parseErrors: [
    ['malformed', 'socket-garbage'],
    async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      await setScenario('malformed', { fail: ['getNotifications', 'getChats'] });
      signIn('student');
      const { queryClient } = renderApp({ realtime: false, route: '/' });
      expect(await rejection(getNotifications())).toMatchObject({ kind: 'malformed', status: 200 });

      // Unreadable lists: the dropdowns say they did not load (not that there are none), nothing breaks.
      const notifications = await openPopover('Bildirimler', 'Bildirimler');
      expect(await within(notifications).findByText('Bildirimler yüklenemedi.')).toBeInTheDocument();
      await userEvent.setup().keyboard('{Escape}');
      const messages = await openPopover('Mesajlar', 'Mesajlar');
      expect(await within(messages).findByText('Mesajlar yüklenemedi.')).toBeInTheDocument();

      // Socket: a non-JSON body, a contract-breaking one and a STOMP ERROR are logged and dropped.
      await setScenario('socket-garbage');
      const handler = vi.fn();
      const unsubscribe = subscribe('notifications', { userId: DEMO_STUDENT.id }, handler);
      onTestFinished(async () => {
        unsubscribe();
        await disconnectRealtime();
      });
      void connectRealtime();
      const logged = () => warn.mock.calls.map(([message]) => String(message)).join('\n');
      for (const warning of ['that is not JSON', 'does not match the contract', 'STOMP error']) {
        await waitFor(() => expect(logged()).toContain(warning));
      }
      expect(handler).not.toHaveBeenCalled();
      // The app's own subscription dropped them too: the cached list is unchanged.
      expect(queryClient.getQueryData(['/v1/notifications'])).toBeUndefined();
    },
  ],
  unauthorisedRole: [
    ['signed-in-student', 'signed-in-teacher'],
    async () => {
      await setScenario('signed-in-student');
      const { router } = renderApp({ realtime: false, route: '/teacher-dashboard', history: ['/faq'] });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
      // Sent away as a signed-in student, not as a guest.
      expect(readStoredUser()?.role).toBe('ROLE_STUDENT');
      expect(screen.queryAllByRole('link', { name: 'Giriş Yap' })).toHaveLength(0);
      cleanup();

      await setScenario('signed-in-teacher');
      const teacherApp = renderApp({ realtime: false, route: '/student-dashboard', history: ['/faq'] });
      await waitFor(() => expect(teacherApp.router.state.location.pathname).toBe('/'));
      expect(readStoredUser()?.role).toBe('ROLE_TEACHER');
    },
  ],
  pagePart: [
    ['chunk-fails', 'chunk-stalls'],
    async () => {
      const aborter = new AbortController();
      onTestFinished(() => aborter.abort());
      const statuses: number[] = [];
      const load = (...files: string[]) => ({ faq: chunkImporter(files, statuses, aborter.signal) });

      await setScenario('chunk-fails');
      renderApp({ realtime: false, route: '/faq', importOverrides: load('route-faq-x1.js') });
      expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa yüklenemedi' })).toBeInTheDocument();
      cleanup();
      renderApp({
        realtime: false,
        route: '/faq',
        importOverrides: load('route-faq-x1.css', 'route-faq-x1.js'),
      });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Sayfa görünümü yüklenemedi' }),
      ).toBeInTheDocument();
      expect(statuses).toEqual([500, 500]);
      cleanup();

      // A part that never arrives: the load error after 120 s.
      await setScenario('chunk-stalls');
      vi.useFakeTimers();
      try {
        renderApp({ realtime: false, route: '/faq', importOverrides: load('route-faq-x1.js') });
        await act(() => vi.advanceTimersByTimeAsync(119_999));
        expect(
          screen.queryByRole('heading', { level: 1, name: 'Sayfa yüklenemedi' }),
        ).not.toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(screen.getByRole('heading', { level: 1, name: 'Sayfa yüklenemedi' })).toBeInTheDocument();
        expect(statuses).toEqual([500, 500]);
      } finally {
        vi.useRealTimers();
      }
    },
  ],
} satisfies Record<AppRow, [string[], () => Promise<void>]>;

describe('error catalogue: the app', () => {
  for (const [row, [scenarios, test]] of Object.entries(rows) as Array<[AppRow, (typeof rows)[AppRow]]>) {
    it(rowTitle(row, ...scenarios), test, 30_000);
  }
});
