import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { readAccessToken, readStoredUser, STORAGE_KEYS } from '../../src/lib/api';
import { DEMO_PASSWORD } from '../../mocks/db';
import { HOME_H1, renderApp, signIn, testTokens, testUsers } from '../render';
import { deferred } from '../support/deferred';
import { failOperation, onOperation } from '../support/operations';
import { openSettings } from '../support/settings';

import { findOpenDialog } from '../support/dialogs';
import { here } from '../support/router-location';

/*
 * One meaning of "signed in" for header, guards and requests: a stored user whose token is gone is renewed
 * before anyone is sent away, and ends either signed in everywhere or signed out everywhere.
 */

const EXPIRED_NOTICE = 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın';

const banner = () => screen.getByRole('banner');
const userMenu = () =>
  within(banner()).queryByRole('button', { name: new RegExp(testUsers.student.username) });
const settingsHeading = () => screen.findByRole('heading', { level: 1, name: 'Ayarlar' });

/** What another tab does to this one: it removes the token, and this tab hears a storage event. */
function removeTokenInAnotherTab(): void {
  act(() => {
    localStorage.removeItem(STORAGE_KEYS.auth);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.auth }));
  });
}

describe('a stored user whose token is gone', { timeout: 30_000 }, () => {
  it('is renewed before the guard decides, then stays signed in in header and guard alike', async () => {
    const held = deferred();
    let refreshes = 0;
    server.use(
      onOperation('refreshToken', async () => {
        refreshes += 1;
        await held.promise;
        return HttpResponse.json({ success: true, message: '', data: { accessToken: testTokens.student } });
      }),
    );
    signIn('student');
    const { router } = renderApp({ realtime: false, route: '/settings' });
    expect(await settingsHeading()).toBeInTheDocument();

    removeTokenInAnotherTab();
    // The refresh is asked for without any request needing it, and nobody is sent away while it runs.
    await waitFor(() => expect(refreshes).toBe(1));
    expect(here(router)).toBe('/settings');
    expect(userMenu()).toBeInTheDocument();

    held.resolve();
    await waitFor(() => expect(readAccessToken()).toBe(testTokens.student));
    expect(await settingsHeading()).toBeInTheDocument();
    expect(here(router)).toBe('/settings');
    expect(userMenu()).toBeInTheDocument();
    expect(refreshes).toBe(1);
  });

  it('that cannot be renewed is signed out everywhere, told why, and keeps colour mode and language', async () => {
    server.use(failOperation('refreshToken', { status: 401 }));
    signIn('student');
    localStorage.setItem('darkMode', 'true');
    localStorage.setItem('language', 'tr');
    // An unreadable token entry is no token at all.
    localStorage.setItem(STORAGE_KEYS.auth, '{not json');
    const { router } = renderApp({ realtime: false, route: '/settings' });

    await waitFor(() => expect(here(router)).toBe('/login?redirectTo=%2Fsettings'));
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(userMenu()).not.toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(localStorage.getItem('language')).toBe('tr');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('signs in again without the expiry note once the person signs in', async () => {
    server.use(failOperation('refreshToken', { status: 401 }, { once: true }));
    signIn('student');
    localStorage.removeItem(STORAGE_KEYS.auth);
    const { router, unmount } = renderApp({ realtime: false, route: '/settings' });
    expect(await screen.findByText(EXPIRED_NOTICE)).toBeInTheDocument();
    unmount();

    signIn('student');
    renderApp({ realtime: false, route: here(router) });
    expect(await settingsHeading()).toBeInTheDocument();
    expect(screen.queryByText(EXPIRED_NOTICE)).not.toBeInTheDocument();
  });
});

describe("an expired session on a role's own screen", { timeout: 30_000 }, () => {
  it.each([
    // A token the server no longer accepts: the screen's requests get a 401 and the refresh fails too.
    [
      'a token the server refuses',
      'expired-access-token',
      () => screen.getByRole('heading', { level: 1, name: 'Eğitmen Paneli' }),
    ],
    // The token already gone (another tab, a cleared entry): the guard waits while the session is renewed.
    ['no token at all', null, () => screen.getByRole('status', { name: 'Sayfa yükleniyor' })],
  ])(
    'with %s whose renewal fails ends on the sign-in page with the expiry note, never on /',
    async (_, token, guardShown) => {
      const refreshAnswered = deferred();
      server.use(
        onOperation('refreshToken', async () => {
          await refreshAnswered.promise;
          return new HttpResponse(null, { status: 401 });
        }),
      );
      signIn(testUsers.teacher, token ?? testTokens.teacher);
      if (token === null) localStorage.removeItem(STORAGE_KEYS.auth);
      // The sign-in screen's part arrives late, as over a network: the shell's way to /login is still loading
      // when the role guard sees a guest, which is when the guard must not send the person anywhere else.
      const loginPart = deferred();
      const { router } = renderApp({
        realtime: false,
        route: '/teacher-dashboard',
        importOverrides: {
          login: async () => {
            await loginPart.promise;
            return import('../../src/app/routes/auth/login');
          },
        },
      });
      // A first load is no navigation (its state stays 'idle' throughout): the screen's code is there once the
      // router is initialized. Spinners replace one another on the way (first load, then the guard's), so the
      // element is asked for afresh until it holds, never kept from an earlier look.
      await waitFor(() => expect(router.state.initialized).toBe(true));
      await waitFor(() => expect(guardShown()).toBeInTheDocument());
      expect(here(router)).toBe('/teacher-dashboard');

      refreshAnswered.resolve();
      // Signed out everywhere: the header already shows the way to sign in; only then does the part arrive.
      expect(await within(banner()).findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
      expect(readStoredUser()).toBeNull();
      loginPart.resolve();

      await waitFor(() => expect(here(router)).toBe('/login?redirectTo=%2Fteacher-dashboard'));
      expect(await screen.findByText(EXPIRED_NOTICE)).toBeInTheDocument();
    },
  );
});

describe('a guest', () => {
  it('on a guarded page goes to the sign-in page without the expiry note and without a refresh', async () => {
    let refreshes = 0;
    server.use(
      onOperation('refreshToken', () => {
        refreshes += 1;
      }),
    );
    const { router } = renderApp({ realtime: false, route: '/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeInTheDocument();
    expect(here(router)).toBe('/login?redirectTo=%2Fsettings');
    expect(screen.queryByText(EXPIRED_NOTICE)).not.toBeInTheDocument();
    expect(refreshes).toBe(0);
  });
});

describe('ending a session on purpose is no expiry', { timeout: 30_000 }, () => {
  it('deleting the account lands on the home page, signed out, without the expiry note', async () => {
    const { user, router } = await openSettings('student');
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = await findOpenDialog('alertdialog', 'Hesabınızı silmek istediğinize emin misiniz?');
    await user.type(within(dialog).getByLabelText(/^Şifre/, { selector: 'input' }), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));

    expect(await screen.findByText('Hesabınız ve kişisel verileriniz silindi.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
    expect(here(router)).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('heading', { level: 1, name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(screen.queryByText(EXPIRED_NOTICE)).not.toBeInTheDocument();
    expect(within(banner()).getByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
  });
});
