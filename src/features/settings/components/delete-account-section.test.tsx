import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDeleteAccountMockHandler } from '@/generated/api/user/user.msw';
import { loadNamespaces } from '@/i18n';
import { server } from '../../../../mocks/node';
import { renderWithProviders, signIn } from '../../../../tests/render';
import { deferred } from '../../../../tests/support/deferred';
import { DeleteAccountSection } from './delete-account-section';
import { findOpenDialog } from '../../../../tests/support/dialogs';

// The settings screen's texts load with its route; here the section is rendered on its own.
beforeAll(() => loadNamespaces(['settings', 'auth', 'register']));

describe('DeleteAccountSection', () => {
  it('keeps the dialog open while the deletion is on its way, and lets Escape close it after', async () => {
    signIn('student');
    const answered = deferred();
    server.use(
      getDeleteAccountMockHandler(async () => {
        await answered.promise;
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer with an error
        throw new Response(null, { status: 500 });
      }),
    );
    renderWithProviders(<DeleteAccountSection />, { router: true });
    const user = userEvent.setup();
    const trigger = screen.getByRole('button', { name: 'Hesabımı sil' });
    await user.click(trigger);
    const dialog = await findOpenDialog('alertdialog', 'Hesabınızı silmek istediğinize emin misiniz?');
    await user.type(within(dialog).getByLabelText(/^Şifre/, { selector: 'input' }), 'Demo.1234');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBeDisabled());

    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    answered.resolve();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toBeEnabled());
    await user.keyboard('{Escape}');
    // jsdom never ends the exit animation, so a closing dialog stays mounted; its trigger says it is closed.
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  });
});
