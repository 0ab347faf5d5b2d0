import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '../../mocks/db';
import { issuePasswordResetToken } from '../../mocks/db/services/auth';
import { server } from '../../mocks/node';
import {
  getForgotPasswordMockHandler,
  getResetPasswordMockHandler,
} from '../../src/generated/api/auth/auth.msw';
import { pageViewLog } from '../../src/lib/analytics';
import { readStoredUser } from '../../src/lib/api';
import { renderApp } from '../render';
import { expectAt } from '../support/router-location';

const NEUTRAL =
  'Bu e-posta adresi kayıtlıysa şifre sıfırlama bağlantısı gönderildi. Gelen kutunuzu (ve istenmeyen klasörünüzü) kontrol edin.';
const NEW_PASSWORD = /^Yeni şifre\W*$/;
const newPasswordInput = () => screen.getByLabelText(NEW_PASSWORD, { selector: 'input' });
const confirmInput = () => screen.getByLabelText(/Yeni şifre \(tekrar\)/, { selector: 'input' });

// Whole journeys through the real app (lazy screens, MSW, the db): generous limits for a busy CI machine.
describe('forgot password /forgot-password', { timeout: 20_000 }, () => {
  it.each(['elif.demir@ornek.com.tr', 'kimse@ornek.com.tr'])(
    'shows the same neutral text for %s, registered or not',
    async (email) => {
      const user = userEvent.setup();
      renderApp({ realtime: false, route: '/forgot-password' });
      await user.type(await screen.findByLabelText(/E-posta/), email);
      await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));

      expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(NEUTRAL);
      expect(screen.getByRole('link', { name: 'Giriş sayfasına dön' })).toHaveAttribute('href', '/login');
    },
  );

  it('checks the address first and ties the message to the field', async () => {
    const calls = vi.fn();
    server.use(getForgotPasswordMockHandler(() => (calls(), { success: true })));
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/forgot-password' });
    const email = await screen.findByLabelText(/E-posta/);
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');

    await user.type(email, 'elif@');
    await user.click(screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
    expect(email).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');
    await waitFor(() => expect(email).toHaveFocus());
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('reset password /reset-password', { timeout: 30_000 }, () => {
  it('explains a missing token and links to a new request', async () => {
    renderApp({ realtime: false, route: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('şifre sıfırlama bağlantısıyla açmalısınız');
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Yeni bağlantı iste' }),
    ).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Şifremi güncelle' })).not.toBeInTheDocument();
  });

  it('keeps the token out of the page-view record', async () => {
    pageViewLog.clear();
    renderApp({ realtime: false, route: '/reset-password?token=gizli-jeton' });
    await screen.findByRole('button', { name: 'Şifremi güncelle' });
    await waitFor(() => expect(pageViewLog.entries().at(-1)?.path).toBe('/reset-password'));
    expect(JSON.stringify(pageViewLog.entries())).not.toContain('gizli-jeton');
    expect(pageViewLog.entries().at(-1)?.query).toBe('token=[redacted]');
  });

  it('applies the registration rules, shows the meter and says when the two differ', async () => {
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/reset-password?token=x' });
    await screen.findByRole('button', { name: 'Şifremi güncelle' });

    await user.type(newPasswordInput(), 'abcdef');
    expect(screen.getByText('Şifre gücü: Orta')).toBeInTheDocument();
    await user.type(confirmInput(), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Şifremi güncelle' }));

    expect(newPasswordInput()).toHaveAccessibleDescription(
      expect.stringContaining('Şifre en az bir büyük harf içermeli'),
    );
    expect(confirmInput()).toHaveAccessibleDescription('Şifreler eşleşmiyor');
    await waitFor(() => expect(newPasswordInput()).toHaveFocus());
    expect(newPasswordInput()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirmInput()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('shows the server message when the link is no longer valid', async () => {
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/reset-password?token=eskimis' });
    await user.type(await screen.findByLabelText(NEW_PASSWORD, { selector: 'input' }), 'Yeni.Sifre12');
    await user.type(confirmInput(), 'Yeni.Sifre12');
    await user.click(screen.getByRole('button', { name: 'Şifremi güncelle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bağlantı geçersiz veya süresi dolmuş.');
  });

  it('sends the token and new password in the body only', async () => {
    const bodies: unknown[] = [];
    const urls: string[] = [];
    server.use(
      getResetPasswordMockHandler(async ({ request }) => {
        urls.push(request.url);
        bodies.push(await request.json());
        return { success: true };
      }),
    );
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/reset-password?token=jeton-123' });
    await user.type(await screen.findByLabelText(NEW_PASSWORD, { selector: 'input' }), 'Yeni.Sifre12');
    await user.type(confirmInput(), 'Yeni.Sifre12');
    await user.click(screen.getByRole('button', { name: 'Şifremi güncelle' }));
    await waitFor(() => expect(bodies).toEqual([{ token: 'jeton-123', newPassword: 'Yeni.Sifre12' }]));
    expect(urls.map((url) => new URL(url)).map(({ pathname, search }) => pathname + search)).toEqual([
      '/v1/auth/reset-password',
    ]);
  });

  it('sets a new password with a valid token, goes to /login after 1.5 s, and the new password works', async () => {
    // The mock e-mails the link (printed in the browser console); a test takes the token from the db.
    const token = await issuePasswordResetToken(await getDb(), 61);
    const user = userEvent.setup();
    const { router } = renderApp({ realtime: false, route: `/reset-password?token=${token}` });
    await user.type(await screen.findByLabelText(NEW_PASSWORD, { selector: 'input' }), 'Yeni.Sifre12');
    expect(screen.getByText('Şifre gücü: Güçlü')).toBeInTheDocument();
    await user.type(confirmInput(), 'Yeni.Sifre12');
    await user.click(screen.getByRole('button', { name: 'Şifremi güncelle' }));

    expect(
      await screen.findByText('Şifreniz güncellendi. Giriş sayfasına yönlendiriliyorsunuz...'),
    ).toBeInTheDocument();
    // The message stays put for 1.5 s first (timed exactly in use-redirect-after.test.tsx).
    expect(router.state.location.pathname).toBe('/reset-password');
    await expectAt(router, '/login');

    await user.type(await screen.findByLabelText(/Kullanıcı adı veya e-posta/), 'elifdemir');
    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), 'Demo.1234');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kullanıcı adı/e-posta veya şifre hatalı.');

    const password = screen.getByLabelText(/^Şifre/, { selector: 'input' });
    await user.clear(password);
    await user.type(password, 'Yeni.Sifre12');
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    await waitFor(() => expect(readStoredUser()?.username).toBe('elifdemir'));
    await expectAt(router, '/');
  });
});
