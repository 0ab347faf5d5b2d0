import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../render';
import { deferred } from '../support/deferred';
import { clickTwiceAtOnce, countCalls } from '../support/count-calls';
import { fillValidStudent } from '../support/register-form';
import { openSettings } from '../support/settings';

import { findOpenDialog } from '../support/dialogs';

describe('one submit, one request', { timeout: 30_000 }, () => {
  it('signs in once for two submits at once', async () => {
    const calls = countCalls('login');
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/login' });
    await user.type(await screen.findByLabelText(/Kullanıcı adı veya e-posta/), 'elifdemir');
    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), 'Yanlis.1234');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('şifre hatalı');
    expect(calls()).toBe(1);
  });

  it('registers once for two submits at once and goes on to verification', async () => {
    const calls = countCalls('registerStudent');
    const user = userEvent.setup();
    const { router } = renderApp({ realtime: false, route: '/register' });
    await screen.findByRole('textbox', { name: /^İsim/ });
    await fillValidStudent(user);
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(calls()).toBe(1);
  });

  it('saves the settings profile once for two clicks at once, and again only after an edit', async () => {
    const answer = deferred();
    const calls = countCalls('updateProfile', answer.promise);
    const { user } = await openSettings('student', { untilForm: true });
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByRole('button', { name: /Kaydediliyor/ })).toBeDisabled();
    expect(calls()).toBe(1);
    answer.resolve();
    await screen.findByText('Profiliniz güncellendi.');
    // Saved: there is nothing new to send until the form changes.
    const save = screen.getByRole('button', { name: 'Değişiklikleri kaydet' });
    clickTwiceAtOnce(save);
    await user.type(screen.getByRole('textbox', { name: /^İsim/ }), 'e');
    clickTwiceAtOnce(save);
    await waitFor(() => expect(screen.getAllByText('Profiliniz güncellendi.')).toHaveLength(2));
    expect(calls()).toBe(2);
  });

  it('sends one delete for Enter pressed again and again in the delete dialog', async () => {
    const calls = countCalls('deleteAccount');
    const { user } = await openSettings('student');
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = await findOpenDialog('alertdialog');
    const password = within(dialog).getByLabelText(/^Şifre/, { selector: 'input' });
    await user.type(password, 'Yanlis.Sifre1');
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Şifreniz hatalı.'));
    expect(calls()).toBe(1);
  });
});
