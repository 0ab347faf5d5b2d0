import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { toaster } from '../../src/components/feedback/toaster';
import { login } from '../../src/generated/api/auth/auth';
import { isApiError, readAccessToken, readStoredUser } from '../../src/lib/api';
import { openSettings } from '../support/settings';
import { testUsers } from '../render';

import { failOperation } from '../support/operations';
import { findOpenDialog } from '../support/dialogs';

const NEW_PASSWORD = 'Yepyeni.Sifre42';

afterEach(() => toaster.remove());

const open = openSettings;

/** Whether the mock accepts these credentials (the way the login page would ask). */
async function canSignIn(usernameOrEmail: string, password: string): Promise<boolean> {
  try {
    await login({ usernameOrEmail, password });
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
}

const passwordSection = () => screen.getByRole('region', { name: 'Şifre değiştir' });
const passwordField = (name: RegExp) => within(passwordSection()).getByLabelText(name, { selector: 'input' });
const current = () => passwordField(/^Mevcut şifre/);
const fresh = () => passwordField(/^Yeni şifre\W*$/);
const confirm = () => passwordField(/^Yeni şifre \(tekrar\)/);
const changeButton = () => within(passwordSection()).getByRole('button', { name: 'Şifreyi değiştir' });

describe('settings /settings: change password', { timeout: 30_000 }, () => {
  it('offers password managers the right autocomplete, a show/hide toggle and the strength meter', async () => {
    const { user } = await open('student');
    expect(current()).toHaveAttribute('autocomplete', 'current-password');
    expect(fresh()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm()).toHaveAttribute('autocomplete', 'new-password');
    await user.click(fresh());
    await user.paste(NEW_PASSWORD);
    expect(fresh()).toHaveValue(NEW_PASSWORD);
    expect(within(passwordSection()).getByText('Şifre gücü: Güçlü')).toBeInTheDocument();
    const toggles = within(passwordSection()).getAllByRole('button', { name: 'Şifreyi göster' });
    await user.click(toggles[1]!);
    expect(fresh()).toHaveAttribute('type', 'text');
  });

  it.each([
    ['', 'Şifre alanı zorunludur'],
    ['Ab1.', 'Şifre en az 6 karakter olmalı'],
    ['abcdef1!', 'Şifre en az bir büyük harf içermeli'],
    ['ABCDEF1!', 'Şifre en az bir küçük harf içermeli'],
    ['Abcdefg!', 'Şifre en az bir rakam içermeli'],
    ['Abcdef12', 'Şifre en az bir özel karakter içermeli'],
  ])('a new password %j → "%s"', async (value, message) => {
    const { user } = await open('student');
    await user.type(current(), DEMO_PASSWORD);
    if (value) await user.type(fresh(), value);
    await user.click(changeButton());
    await waitFor(() => expect(fresh()).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(fresh()).toHaveFocus();
  });

  it('requires the current password and a matching repeat', async () => {
    const { user } = await open('student');
    await user.click(changeButton());
    await waitFor(() => expect(current()).toHaveAccessibleDescription('Mevcut şifre alanı zorunludur'));
    expect(current()).toHaveFocus();
    expect(confirm()).toHaveAccessibleDescription('Şifre tekrarı zorunludur');
    await user.type(fresh(), NEW_PASSWORD);
    await user.type(confirm(), 'Baska.Sifre42');
    await user.click(changeButton());
    await waitFor(() => expect(confirm()).toHaveAccessibleDescription('Şifreler eşleşmiyor'));
  });

  it('says a wrong current password on its field, then changes it; the new one signs in', async () => {
    const { user } = await open('student');
    await user.type(current(), 'Yanlis.Sifre1');
    await user.type(fresh(), NEW_PASSWORD);
    await user.type(confirm(), NEW_PASSWORD);
    await user.click(changeButton());
    await waitFor(() => expect(current()).toHaveAccessibleDescription('Mevcut şifreniz hatalı.'));
    expect(current()).toHaveFocus();
    expect(current()).toHaveAttribute('aria-invalid', 'true');

    // Editing the field retires the server's answer (and the rules take over again).
    await user.clear(current());
    expect(current()).toHaveAccessibleDescription('Mevcut şifre alanı zorunludur');
    await user.type(current(), DEMO_PASSWORD);
    await user.click(changeButton());
    expect(await screen.findByText('Şifreniz güncellendi.')).toBeInTheDocument();
    expect(current()).toHaveValue('');
    expect(fresh()).toHaveValue('');

    expect(await canSignIn(testUsers.student.username, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(testUsers.student.username, DEMO_PASSWORD)).toBe(false);
  });

  it('keeps what was typed and says so when the server fails', async () => {
    server.use(failOperation('changePassword'));
    const { user } = await open('student');
    await user.type(current(), DEMO_PASSWORD);
    await user.type(fresh(), NEW_PASSWORD);
    await user.type(confirm(), NEW_PASSWORD);
    await user.click(changeButton());
    expect(await within(passwordSection()).findByRole('alert')).toHaveTextContent(
      'Şifre değiştirilemedi. Lütfen tekrar deneyin.',
    );
    expect(fresh()).toHaveValue(NEW_PASSWORD);
  });
});

const deleteSection = () => screen.getByRole('region', { name: 'Hesabı sil' });
const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  const trigger = within(deleteSection()).getByRole('button', { name: 'Hesabımı sil' });
  await user.click(trigger);
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  return findOpenDialog('alertdialog', 'Hesabınızı silmek istediğinize emin misiniz?');
};
// jsdom never ends the exit animation, so a closing dialog stays mounted; its trigger says it is closed.
const expectClosed = () =>
  expect(within(deleteSection()).getByRole('button', { name: 'Hesabımı sil' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
const userExists = async (id: number) => Boolean((await getDb()).users.findFirst((q) => q.where({ id })));

describe('settings /settings: delete account', { timeout: 30_000 }, () => {
  it('keeps the account when the dialog is cancelled or closed with Escape', async () => {
    const { user } = await open('student');
    const dialog = await openDialog(user);
    // The focus is inside (openDialog waits for it; which element gets it is checked in the e2e spec).
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(expectClosed);

    await openDialog(user);
    await user.keyboard('{Escape}');
    await waitFor(expectClosed);
    expect(await userExists(testUsers.student.id)).toBe(true);
    expect(readStoredUser()?.id).toBe(testUsers.student.id);
  });

  it('asks for the password and says when it is wrong', async () => {
    const { user } = await open('student');
    const dialog = await openDialog(user);
    const password = within(dialog).getByLabelText(/^Şifre/, { selector: 'input' });
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Şifre alanı zorunludur'));
    await user.type(password, 'Yanlis.Sifre1');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Şifreniz hatalı.'));
    expect(password).toHaveFocus();
    expect(await userExists(testUsers.student.id)).toBe(true);
  });

  it('deletes the account with the right password, signs out, goes home; signing in again fails', async () => {
    const { user, router } = await open('student');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Şifre/, { selector: 'input' }), DEMO_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Hesabınız ve kişisel verileriniz silindi.')).toBeInTheDocument();
    expect(readStoredUser()).toBeNull();
    expect(readAccessToken()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(await userExists(testUsers.student.id)).toBe(false);
    expect(await canSignIn(testUsers.student.username, DEMO_PASSWORD)).toBe(false);
  });
});
