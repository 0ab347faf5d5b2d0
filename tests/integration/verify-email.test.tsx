import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { getSendEmailCodeMockHandler } from '../../src/generated/api/verification/verification.msw';
import { readPendingUser, readStoredUser, writeAccessToken, writePendingUser } from '../../src/lib/api';
import { renderApp, testTokens } from '../render';
import { pathOf } from '../support/router-location';

const EMAIL = 'elif.demir@ornek.com.tr';
const pending = { id: 61, username: 'elifdemir', role: 'ROLE_STUDENT', profileImageUrl: null };

async function openVerify(registration: boolean, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  const app = renderApp({
    realtime: false,
    route: `/verify-email?email=${encodeURIComponent(EMAIL)}&registration=${registration}`,
  });
  const code = await screen.findByRole('textbox', { name: /Doğrulama kodu/ });
  return { user, code, ...app };
}

describe('verify e-mail /verify-email', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('verifies 123456, makes the pending user the stored user and goes on 1.5 s later', async () => {
    // Registration leaves the pending user and the access token it answered with.
    writePendingUser(pending);
    writeAccessToken(testTokens.student);
    const { user, code, router } = await openVerify(true);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '8');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));

    expect(await screen.findByText('Doğrulama başarılı! Yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(readStoredUser()).toEqual(pending);
    expect(readPendingUser()).toBeNull();
    expect(pathOf(router)).toBe('/verify-email');
    await waitFor(() => expect(pathOf(router)).toBe('/upload-profile-image'));
  });

  it('goes home after verifying outside registration', async () => {
    const { user, code, router } = await openVerify(false);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    await screen.findByText('Doğrulama başarılı! Yönlendiriliyorsunuz...');
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });

  it('shows the server message for a wrong code, and asks for a code when empty', async () => {
    const { user, code } = await openVerify(true);
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(code).toHaveAccessibleDescription('Doğrulama kodu zorunludur');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Doğrulama kodu hatalı. Lütfen kodu kontrol edin.',
    );
  });

  it('waits 300 s after a resend, counting down in m:ss', async () => {
    server.use(getSendEmailCodeMockHandler({ success: true, message: 'Gönderildi' }));
    const { user } = await openVerify(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));
    const waiting = await screen.findByRole('button', { name: /Kodu tekrar gönder \((5:00|4:59)\)/ });
    expect(waiting).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('button', { name: /Kodu tekrar gönder \(3:5\d\)/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(240_000);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kodu tekrar gönder' })).toBeEnabled());
  });

  it('says a resend failed and leaves the button usable', async () => {
    // The mock refuses a new code for an address that is already verified.
    const { user } = await openVerify(true);
    await user.click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kod tekrar gönderilemedi. Lütfen daha sonra tekrar deneyin.',
    );
    expect(screen.getByRole('button', { name: 'Kodu tekrar gönder' })).toBeEnabled();
  });

  it('explains a link without an address', async () => {
    renderApp({ realtime: false, route: '/verify-email' });
    expect(
      await screen.findByText(
        'Doğrulanacak e-posta adresi bulunamadı. Lütfen kayıt bağlantısını kullanın.',
        {},
      ),
    ).toBeInTheDocument();
  });
});
