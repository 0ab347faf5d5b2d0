import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOME_H1, renderApp, signIn, type TestAccount } from '../render';

// A signed-in user opens the socket; the mock broker is not part of these tests.
import type * as Realtime from '../../src/lib/realtime';

vi.mock('../../src/lib/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof Realtime>()),
  useRealtimeConnection: vi.fn(),
}));

async function expectReplacedBy(
  router: ReturnType<typeof renderApp>['router'],
  href: string,
  previous: string,
) {
  await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(href));
  expect(router.state.historyAction).toBe('REPLACE');
  // Back skips the guarded URL: it was replaced, not pushed.
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe(previous);
}

describe('role guards', () => {
  const cases: Array<[string, string, TestAccount | null]> = [
    ['a guest', '/teacher-dashboard', null],
    ['a student', '/teacher-dashboard', 'student'],
    ['another role', '/teacher-dashboard', 'admin'],
    ['a guest', '/student-dashboard', null],
    ['a teacher', '/student-dashboard', 'teacher'],
    ['another role', '/student-dashboard', 'admin'],
  ];

  it.each(cases)('sends %s away from %s to /, replacing the entry', async (_, route, who) => {
    if (who) signIn(who);
    const { router } = renderApp({ route, history: ['/faq'] });

    await expectReplacedBy(router, '/', '/faq');
  });

  it('lands on the home screen after the redirect', async () => {
    renderApp({ route: '/teacher-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
  });

  it('lets a teacher into the teacher dashboard and a student into the student dashboard', async () => {
    signIn('teacher');
    renderApp({ route: '/teacher-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eğitmen Paneli' })).toBeInTheDocument();
  });

  it('lets a student into the student dashboard', async () => {
    signIn('student');
    renderApp({ route: '/student-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Öğrenci Paneli' })).toBeInTheDocument();
  });
});

describe('sign-in guard (design notes)', () => {
  it.each(['/profile', '/settings', '/notifications', '/dashboard', '/lesson-requests/42'])(
    'sends a guest from %s to the login page with a way back',
    async (route) => {
      const { router } = renderApp({ route, history: ['/faq'] });

      await expectReplacedBy(router, `/login?redirectTo=${encodeURIComponent(route)}`, '/faq');
    },
  );

  it('keeps the query in redirectTo', async () => {
    const { router } = renderApp({ route: '/notifications?page=2' });
    await waitFor(() => expect(router.state.location.search).toBe('?redirectTo=%2Fnotifications%3Fpage%3D2'));
  });

  it('shows the screen to a signed-in user', async () => {
    signIn('student');
    renderApp({ route: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayarlar' })).toBeInTheDocument();
  });
});
