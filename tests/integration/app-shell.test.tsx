import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { emitSessionExpired } from '../../src/lib/api/session-events';
import { pageViewLog } from '../../src/lib/analytics';
import { removeStoredUser, writeAccessToken } from '../../src/lib/api';
import { disconnectRealtime, getRealtimeStatus } from '../../src/lib/realtime';
import { HOME_H1, renderApp, signIn } from '../render';

const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('route table', () => {
  it.each([
    '/',
    '/courses',
    '/courses/12',
    '/category/Matematik',
    '/teachers',
    '/login',
    '/register?tab=teacher',
    '/forgot-password',
    '/reset-password?token=abc',
    '/verify-email',
    '/upload-profile-image',
    '/profile/ayse',
    '/profile/id/7',
    '/profile/username/ayse',
    '/chat',
    '/terms',
    '/privacy',
    '/contact',
    '/about',
    '/faq',
    '/help',
  ])('%s shows its screen inside the shell, with one h1 and a document title', async (route) => {
    // /chat is for a signed-in person: a guest would be sent to sign in, and the test would pass on /login.
    if (route === '/chat') signIn('student');
    const { router } = renderApp({ realtime: false, route });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(new URL(route, 'http://localhost').pathname);
    // Asked afresh until it holds: a screen whose data is still arriving may swap its first h1 (a loading
    // state's) for the loaded one, and the first one found is then no longer in the page.
    await waitFor(() => {
      const headings = screen.getAllByRole('heading', { level: 1 });
      expect(headings).toHaveLength(1);
      expect(screen.getByRole('main')).toContainElement(headings[0]!);
    });
    await waitFor(() => expect(document.title).toMatch(/Özel Ders/));
  });

  it('shows a not-found page for an unknown address', async () => {
    renderApp({ realtime: false, route: '/no-such-page' });
    expect(await h1('Sayfa bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
  });
});

describe('page views', () => {
  beforeEach(() => pageViewLog.clear());

  it('records one page view per navigation, with path and query', async () => {
    const { router } = renderApp({ realtime: false, route: '/' });
    await h1(HOME_H1);
    // A query whose second page exists (all 60 teachers, best rated first), so the directory never rewrites it.
    await act(() => router.navigate('/teachers?top=1&page=2'));
    await act(() => router.navigate('/faq'));

    expect(pageViewLog.entries().map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/', query: '' },
      { path: '/teachers', query: 'top=1&page=2' },
      { path: '/faq', query: '' },
    ]);
    expect(pageViewLog.entries()[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('never records the token of a reset-password link', async () => {
    renderApp({ realtime: false, route: '/reset-password?token=s3cr3t-t0ken&email=a%40b.com' });
    await screen.findByRole('heading', { level: 1 });

    await waitFor(() => expect(pageViewLog.entries()).toHaveLength(1));
    expect(pageViewLog.entries()).toEqual([
      expect.objectContaining({ path: '/reset-password', query: 'token=[redacted]&email=[redacted]' }),
    ]);
    expect(JSON.stringify(pageViewLog.entries())).not.toContain('s3cr3t');
  });

  it('records the requested URL and the destination of a guard redirect', async () => {
    renderApp({ realtime: false, route: '/teacher-dashboard' });
    await h1(HOME_H1);
    // The page view is recorded in an effect that may run just after the heading is painted.
    await waitFor(() =>
      expect(pageViewLog.entries().map(({ path }) => path)).toEqual(['/teacher-dashboard', '/']),
    );
  });
});

describe('navigation', () => {
  it('scrolls smoothly to the top and moves focus to the new screen heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp({ realtime: false, route: '/' });
    await h1(HOME_H1);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(await h1('Sıkça Sorulan Sorular')).toHaveFocus();
  });

  it('leaves scroll and focus alone when only the query changes (filters kept in the URL)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp({ realtime: false, route: '/help' });
    await h1('Yardım');
    const link = screen.getAllByRole('link')[0]!;
    link.focus();

    await act(() => router.navigate('/help?topic=kayit'));
    expect(link).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1); // the /faq navigation only
    await act(() => router.navigate('/faq?category=Genel'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(await h1('Sıkça Sorulan Sorular')).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const { router } = renderApp({ realtime: false, route: '/' });
    await h1(HOME_H1);
    await act(() => router.navigate('/help'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const events = userEvent.setup();
    renderApp({ realtime: false, route: '/' });
    await h1(HOME_H1);
    await events.click(screen.getByRole('link', { name: 'İçeriğe geç' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('session', () => {
  it('goes to the login page when the session expires, replacing the screen', async () => {
    const { router } = renderApp({ realtime: false, route: '/help', history: ['/faq'] });
    await h1('Yardım');

    act(() => emitSessionExpired());

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fhelp');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Yardım'));
  });

  // The real socket to the mock broker (no `realtime: false`): its status says whether the shell opened it.
  it('keeps the socket open only while signed in', async () => {
    onTestFinished(() => disconnectRealtime());
    signIn('student');
    renderApp({ route: '/' });
    await h1(HOME_H1);
    await waitFor(() => expect(getRealtimeStatus()).toBe('connected'));

    act(() => {
      writeAccessToken(null);
      removeStoredUser();
    });
    await waitFor(() => expect(getRealtimeStatus()).toBe('idle'));
  });

  it('never opens the socket for a guest', async () => {
    renderApp({ route: '/' });
    await h1(HOME_H1);
    // The shell connects in an effect of its first render, before the page's h1 can show.
    expect(getRealtimeStatus()).toBe('idle');
  });
});
