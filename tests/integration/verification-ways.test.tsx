import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { MALFORMED_BODY } from '../../mocks/scenarios/responses';
import { readPendingUser } from '../../src/lib/api';
import { renderApp } from '../render';
import { registerUnverifiedStudent, UNVERIFIED_STUDENT } from '../support/accounts';
import { deferred } from '../support/deferred';
import { failOperation, onOperation } from '../support/operations';
import { fillValidStudent } from '../support/register-form';
import { here } from '../support/router-location';

const PASSWORD = 'Demo.1234';
const NEW_EMAIL = UNVERIFIED_STUDENT.email;

async function signInWith(login: string, password = PASSWORD) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Kullanıcı adı veya e-posta/), login);
  await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return user;
}

describe('sign-in failures that are not the person’s fault', { timeout: 30_000 }, () => {
  it.each([
    [
      'a 500 with Spring’s error body',
      failOperation('login', {
        status: 500,
        body: { status: 500, error: 'Internal Server Error', path: '/v1/auth/login' },
      }),
    ],
    [
      'an unreadable answer',
      onOperation(
        'login',
        () =>
          new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    ],
  ])('says the server failed under %s', async (_case, handler) => {
    server.use(handler);
    renderApp({ realtime: false, route: '/login' });
    await signInWith('elifdemir');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sunucuda bir hata oluştu, giriş yapılamadı.');
    expect(alert).not.toHaveTextContent('bilgilerini kontrol');
  });
});

describe('the way to verification', { timeout: 60_000 }, () => {
  it('leads an unverified account from sign-in to a code for the typed address', async () => {
    await registerUnverifiedStudent(PASSWORD);
    const { router } = renderApp({ realtime: false, route: '/login' });
    const user = await signInWith(NEW_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta adresiniz henüz doğrulanmadı.');
    await user.click(screen.getByRole('link', { name: 'E-posta adresinizi doğrulayın' }));
    await waitFor(() =>
      expect(here(router)).toBe(`/verify-email?email=${encodeURIComponent(NEW_EMAIL)}&registration=false`),
    );
    // Signing in sends no code, so the page does not say one was sent: the person asks for it.
    expect(await screen.findByText(/adresini doğrulamak için bir kod iste/)).toBeInTheDocument();
    expect(screen.queryByText(/doğrulama kodu gönderdik/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    expect(await screen.findByText('Yeni doğrulama kodu gönderildi.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Doğrulama kodu/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByText('Doğrulama başarılı! Yönlendiriliyorsunuz...')).toBeInTheDocument();
  });

  it('asks for the address when the account was named by its username', async () => {
    await registerUnverifiedStudent(PASSWORD);
    const { router } = renderApp({ realtime: false, route: '/login' });
    const user = await signInWith(UNVERIFIED_STUDENT.userName);
    await user.click(await screen.findByRole('link', { name: 'E-posta adresinizi doğrulayın' }));
    await user.type(await screen.findByRole('textbox', { name: /^E-posta/ }), NEW_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Devam et' }));
    await waitFor(() =>
      expect(here(router)).toBe(`/verify-email?email=${encodeURIComponent(NEW_EMAIL)}&registration=false`),
    );
    expect(await screen.findByRole('button', { name: 'Doğrulama kodu gönder' })).toBeEnabled();
  });

  it('does not claim a code was sent to an address that is not one, and asks for the address', async () => {
    renderApp({ realtime: false, route: '/verify-email?email=not-an-email&registration=true' });
    expect(await screen.findByText(/Bağlantıdaki e-posta adresi geçerli değil/)).toBeInTheDocument();
    expect(screen.queryByText(/gönderdik/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Doğrulama kodu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-posta/ })).toBeInTheDocument();
  });

  it('keeps a registration whose answer arrives after the person left /register, and goes on to verify', async () => {
    const answer = deferred();
    server.use(onOperation('registerStudent', () => answer.promise));
    const user = userEvent.setup();
    const { router } = renderApp({ realtime: false, route: '/register' });
    await screen.findByRole('textbox', { name: /^İsim/ });
    await fillValidStudent(user);
    await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByRole('button', { name: /Kaydediliyor/ })).toBeDisabled();

    await router.navigate('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: 'Kayıt Ol' })).not.toBeInTheDocument(),
    );
    answer.resolve();

    await waitFor(() =>
      expect(here(router)).toBe('/verify-email?email=deniz.arslan%40ornek.com.tr&registration=true'),
    );
    expect(readPendingUser()).toMatchObject({ username: 'denizarslan', role: 'ROLE_STUDENT' });
  });
});
