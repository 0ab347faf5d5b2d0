import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_H1, renderApp, signIn, type TestAccount } from '../render';
import { expectReplacedBy } from '../support/router-location';

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
    const { router } = renderApp({ realtime: false, route, history: ['/faq'] });

    await expectReplacedBy(router, '/', '/faq');
  });

  it('lands on the home screen after the redirect', async () => {
    renderApp({ realtime: false, route: '/teacher-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
  });

  it('lets a teacher into the teacher dashboard and a student into the student dashboard', async () => {
    signIn('teacher');
    renderApp({ realtime: false, route: '/teacher-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Eğitmen Paneli' })).toBeInTheDocument();
  });

  it('lets a student into the student dashboard', async () => {
    signIn('student');
    renderApp({ realtime: false, route: '/student-dashboard' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Öğrenci Paneli' })).toBeInTheDocument();
  });
});

describe('sign-in guard (design notes)', () => {
  it.each(['/profile', '/settings', '/notifications', '/dashboard', '/lesson-requests/42'])(
    'sends a guest from %s to the login page with a way back',
    async (route) => {
      const { router } = renderApp({ realtime: false, route, history: ['/faq'] });

      await expectReplacedBy(router, `/login?redirectTo=${encodeURIComponent(route)}`, '/faq');
    },
  );

  it('keeps the query in redirectTo', async () => {
    const { router } = renderApp({ realtime: false, route: '/notifications?page=2' });
    await waitFor(() => expect(router.state.location.search).toBe('?redirectTo=%2Fnotifications%3Fpage%3D2'));
  });

  it('shows the screen to a signed-in user', async () => {
    signIn('student');
    renderApp({ realtime: false, route: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayarlar' })).toBeInTheDocument();
  });
});
