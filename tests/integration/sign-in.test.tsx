import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAccessToken, readStoredUser, writeAccessToken } from '../../src/lib/api';
import { server } from '../../mocks/node';
import { renderApp, signIn, testTokens } from '../render';

import { registerUnverifiedStudent, UNVERIFIED_STUDENT } from '../support/accounts';
import { failOperation, failureResponse, onOperation } from '../support/operations';
import { expectAt, here } from '../support/router-location';

const PASSWORD = 'Demo.1234';

const findLoginHeading = () => screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });

async function fillAndSubmit(login: string, password: string) {
  const user = userEvent.setup();
  await findLoginHeading();
  if (login) await user.type(screen.getByLabelText(/Kullanıcı adı veya e-posta/), login);
  if (password) await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  return user;
}

// Whole journeys through the real app (lazy screens, MSW, the db): generous limits for a busy CI machine.
describe('sign in /login', { timeout: 20_000 }, () => {
  it('shows the server message for a wrong password and clears it when the user edits', async () => {
    renderApp({ realtime: false, route: '/login' });
    const user = await fillAndSubmit('elifdemir', 'Yanlis.1234');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kullanıcı adı/e-posta veya şifre hatalı.');
    expect(readStoredUser()).toBeNull();

    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is signing in while the call runs and sends the password in the POST body only', async () => {
    let release: () => void = () => {};
    const requests: Request[] = [];
    server.use(
      onOperation('login', async ({ request }) => {
        requests.push(request.clone());
        await new Promise<void>((resolve) => (release = resolve));
        return failureResponse({ envelope: 'Hayır.', status: 401 });
      }),
    );
    renderApp({ realtime: false, route: '/login' });
    await fillAndSubmit('elifdemir', PASSWORD);

    expect(await screen.findByRole('button', { name: /Giriş yapılıyor\.\.\./ })).toBeDisabled();
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe('/v1/auth/login');
    expect(new URL(request?.url ?? '').search).toBe('');
    expect(await request?.json()).toEqual({ usernameOrEmail: 'elifdemir', password: PASSWORD });
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Hayır.');
  });

  it('falls back to its own text when the server refuses without a message', async () => {
    server.use(failOperation('login', { status: 401 }));
    renderApp({ realtime: false, route: '/login' });
    await fillAndSubmit('elifdemir', PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Giriş yapılamadı. Lütfen bilgilerinizi kontrol edip tekrar deneyin.',
    );
  });

  it('tells an unverified account why it cannot sign in', async () => {
    renderApp({ realtime: false, route: '/login' });
    // Registered through the API, not verified: the mock refuses it with its own message.
    await registerUnverifiedStudent(PASSWORD);
    await fillAndSubmit(UNVERIFIED_STUDENT.userName, PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta adresiniz henüz doğrulanmadı.');
  });

  it('checks both fields before calling the server, ties errors to fields and focuses the first', async () => {
    renderApp({ realtime: false, route: '/login' });
    await fillAndSubmit('', '');

    const login = screen.getByLabelText(/Kullanıcı adı veya e-posta/);
    const password = screen.getByLabelText(/^Şifre/, { selector: 'input' });
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription('Kullanıcı adı veya e-posta alanı zorunludur');
    expect(password).toHaveAccessibleDescription('Şifre alanı zorunludur');
    await waitFor(() => expect(login).toHaveFocus());

    await userEvent.setup().type(login, 'e');
    expect(login).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Kullanıcı adı veya e-posta alanı zorunludur')).not.toBeInTheDocument();
    // The other field keeps its error until the next try.
    expect(password).toHaveAccessibleDescription('Şifre alanı zorunludur');
  });

  it('offers the usual autocomplete hints and a labelled show-password toggle', async () => {
    renderApp({ realtime: false, route: '/login' });
    await findLoginHeading();
    expect(screen.getByLabelText(/Kullanıcı adı veya e-posta/)).toHaveAttribute('autocomplete', 'username');
    const password = screen.getByLabelText(/^Şifre/, { selector: 'input' });
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');

    const toggle = screen.getByRole('button', { name: 'Şifreyi göster' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(main).getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/register');
  });

  it('signs in, stores token and user, shows the username in the header and goes to redirectTo', async () => {
    const { router } = renderApp({ realtime: false, route: '/login?redirectTo=%2Fteachers%3Fq%3Dmat' });
    await fillAndSubmit('elif.demir@ornek.com.tr', PASSWORD);

    await expectAt(router, '/teachers?q=mat');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(readAccessToken()).toMatch(/^mock-access\./);
    expect(readStoredUser()).toMatchObject({ id: 61, username: 'elifdemir', role: 'ROLE_STUDENT' });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('elifdemir')).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });

  it('never follows a redirectTo to another site', async () => {
    const { router } = renderApp({ realtime: false, route: '/login?redirectTo=%2F%2Fevil.example%2Fx' });
    await fillAndSubmit('elifdemir', PASSWORD);
    await expectAt(router, '/');
  });

  it('sends a teacher to the teacher dashboard when nothing asked for a page', async () => {
    const { router } = renderApp({ realtime: false, route: '/login' });
    await fillAndSubmit('zeynepcelik', PASSWORD);
    await expectAt(router, '/teacher-dashboard');
  });

  it('brings a guest who opened /settings back there after signing in', async () => {
    const { router } = renderApp({ realtime: false, route: '/settings' });
    await expectAt(router, '/login?redirectTo=%2Fsettings');
    await fillAndSubmit('elifdemir', PASSWORD);
    await expectAt(router, '/settings');
  });

  it('sends a signed-in visitor on from /login at once', async () => {
    signIn('student');
    const { router } = renderApp({ realtime: false, route: '/login?redirectTo=%2Ffaq' });
    await expectAt(router, '/faq');
  });

  it('shows the sign-in form again after signing out (token kept, user removed)', async () => {
    writeAccessToken(testTokens.student);
    const { router } = renderApp({ realtime: false, route: '/login' });
    expect(await findLoginHeading()).toBeInTheDocument();
    expect(here(router)).toBe('/login');
  });
});
