import { expect, type Locator, type Page, test } from '@playwright/test';
import { newAccount, ownProfile, storedAccessToken, verifyWithCode } from './support/accounts';
import { SLOW } from './support/page-checks';
import { RegisterForm } from './support/pages/register-form';
import { openSignedIn } from './support/session';

/*
 * A clumsy-user probe, reproduced: a phone typed with the country code ('+90 532 123 45 67',
 * '0090 532 123 45 67') was stored as 09053212345 or 00905321234 in registration and /settings, and shared as
 * the contact after an approval. Now every way stores 05321234567, the field groups the digits as they are typed
 * without moving the caret, and the profile shows the number. A reset link's token leaves the address bar.
 */

const STORED = '05321234567';
const SHOWN = '0 532 123 45 67';
const WITH_COUNTRY_CODE = ['+90 532 123 45 67', '0090 532 123 45 67'];

/** The number the mock backend keeps for whoever is signed in (GET /v1/user/me with the app's own token). */
async function storedPhone(page: Page): Promise<string> {
  const token = await storedAccessToken(page);
  expect(token).toBeTruthy();
  return (await ownProfile(page, token ?? '')).phone;
}

/** Types as a person does, key by key, so the field groups the digits while they arrive. */
async function typePhone(field: Locator, value: string) {
  await field.clear();
  await field.pressSequentially(value);
  await expect(field).toHaveValue(SHOWN);
}

for (const typed of WITH_COUNTRY_CODE) {
  test(`registration stores ${typed} as ${STORED}, and the profile shows it`, async ({ page }) => {
    const account = { ...newAccount('telefon'), phone: typed };
    const form = await new RegisterForm(page, 'student').open();
    await typePhone(form.phone, typed);
    // The rest of the account; the phone again, all at once as a paste would put it.
    await form.fillAccount(account);
    await expect(form.phone).toHaveValue(SHOWN);
    await form.pickFirstExamType();
    await form.acceptTermsAndSubmit();
    await expect(page).toHaveURL(/\/verify-email\?email=.+&registration=true$/, SLOW);
    await verifyWithCode(page);
    await expect(page).toHaveURL(/\/upload-profile-image$/, SLOW);

    expect(await storedPhone(page)).toBe(STORED);
    await page.goto('/profile');
    const contact = page.getByRole('region', { name: 'İletişim Bilgileri' });
    await expect(contact.getByText(SHOWN, { exact: true })).toBeVisible(SLOW);
  });

  test(`/settings stores ${typed} as ${STORED}`, async ({ page }) => {
    await openSignedIn(page, 'elifdemir', '/settings');
    const profile = page.getByRole('region', { name: 'Profil bilgileri' });
    const phone = profile.getByRole('textbox', { name: /^Telefon/ });
    await expect(phone).toBeVisible(SLOW);
    await typePhone(phone, typed);
    await expect(profile.getByText('Bu telefon numarası kullanılabilir')).toBeVisible(SLOW);
    await profile.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
    await expect(page.getByText('Profiliniz güncellendi.')).toBeVisible(SLOW);
    expect(await storedPhone(page)).toBe(STORED);
    await expect(phone).toHaveValue(SHOWN);
  });
}

test('the phone field keeps the caret after the digit just typed, an autofill is grouped at once', async ({
  page,
}) => {
  await openSignedIn(page, 'elifdemir', '/settings');
  const phone = page
    .getByRole('region', { name: 'Profil bilgileri' })
    .getByRole('textbox', { name: /^Telefon/ });
  await expect(phone).toBeVisible(SLOW);
  // What autocomplete="tel" puts in: the whole number at once, in international form.
  await phone.fill('+905321234567');
  await expect(phone).toHaveValue(SHOWN);

  // A 9 typed after '0 532 1': the spaces move, the caret stays right after the 9.
  await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(7, 7));
  await page.keyboard.type('9');
  await expect(phone).toHaveValue('0 532 192 34 56 7');
  expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(8);
  // Backspace takes the 9 back, the caret still where it was before it.
  await page.keyboard.press('Backspace');
  await expect(phone).toHaveValue(SHOWN);
  expect(await phone.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(7);
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
});

test('a reset link’s token leaves the address bar once read; a reload asks for the link again', async ({
  page,
}) => {
  await page.goto('/reset-password?token=gizli-jeton-123');
  await expect(page.getByRole('button', { name: 'Şifremi güncelle' })).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/reset-password$/);
  expect(await page.evaluate(() => window.location.href)).not.toContain('gizli');

  await page.reload();
  await expect(page.getByText('şifre sıfırlama bağlantısıyla açmalısınız', { exact: false })).toBeVisible(
    SLOW,
  );
  await expect(page.getByRole('button', { name: 'Şifremi güncelle' })).toHaveCount(0);
});
