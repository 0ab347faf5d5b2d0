import { expect, test, type Page } from '@playwright/test';
import { checkAtEveryWidthAndMode, checkView, expectMode, SLOW } from './support/page-checks';
import { TINY_PNG } from './support/accounts';
import { nextMockDbSave } from './support/mock-db';
import { keepFrame } from './support/photo';
import { Header } from './support/pages/header';
import { SettingsScreen } from './support/pages/settings-screen';
import { countCalls } from './support/requests';
import { DEMO_PASSWORD, signInThroughApi, signInThroughForm } from './support/session';

/*
 * Settings: changes survive a reload (the mock db lives in IndexedDB, the
 * preferences in localStorage), a new password works at the next sign-in, a new photo reaches the header;
 * axe and screenshots (test-results/screens/settings-<role>-<width>-<mode>.png).
 */

const storedUser = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { profileImageUrl?: string } | null,
  );

test('a teacher changes name and biography; both survive a reload', async ({ page }) => {
  const settings = new SettingsScreen(page);
  await signInThroughApi(page, 'zeynepcelik');
  await settings.open();
  const biography = 'Lise ve üniversite matematiğini sabırla, örneklerle anlatıyorum.';
  await settings.firstName.fill('zeynep nur');
  await expect(settings.firstName).toHaveValue('Zeynep Nur');
  await settings.biography.fill(biography);
  const saved = await nextMockDbSave(page);
  await settings.saveProfileButton.click();
  await expect(page.getByText('Profiliniz güncellendi.')).toBeVisible(SLOW);

  await saved();
  await page.reload();
  await expect(settings.firstName).toHaveValue('Zeynep Nur', SLOW);
  await expect(settings.biography).toHaveValue(biography);
});

test('dark mode and English survive a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const settings = new SettingsScreen(page);
  await signInThroughApi(page, 'ayseyilmaz');
  await settings.open();
  await expectMode(page, 'light');
  // Chakra's switch and radios draw their own controls over visually hidden inputs: click what is seen.
  const { preferences } = settings;
  await preferences.getByText('Koyu tema').click();
  await expect(page.getByRole('switch', { name: 'Koyu tema' })).toBeChecked();
  await expectMode(page, 'dark');
  await preferences.getByText('English').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible(SLOW);
  await expectMode(page, 'dark');
  await expect(page.getByRole('switch', { name: 'Dark theme' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a teacher changes the password, signs out and signs in with the new one', async ({ page }) => {
  const newPassword = 'Yepyeni.Sifre42';
  await page.setViewportSize({ width: 1280, height: 800 });
  const settings = new SettingsScreen(page);
  await signInThroughApi(page, 'mehmetkaya');
  await settings.open();
  await settings.currentPassword.fill('Yanlis.Sifre1');
  await settings.newPassword.fill(newPassword);
  await expect(settings.passwordSection.getByText('Şifre gücü: Güçlü')).toBeVisible();
  await settings.newPasswordAgain.fill(newPassword);
  await settings.changePasswordButton.click();
  await expect(settings.currentPassword).toHaveAccessibleDescription('Mevcut şifreniz hatalı.', SLOW);
  await expect(settings.currentPassword).toBeFocused();

  await settings.currentPassword.fill(DEMO_PASSWORD);
  const saved = await nextMockDbSave(page);
  await settings.changePasswordButton.click();
  await expect(page.getByText('Şifreniz güncellendi.')).toBeVisible(SLOW);

  await saved();
  await new Header(page).signOut('mehmetkaya');
  // Signing out on a page that needs an account: the guard sends the way back along to /login.
  await expect(page).toHaveURL(/\/login(\?redirectTo=%2Fsettings)?$/, SLOW);
  // The old password no longer works; the new one does.
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible(SLOW);
  await page.getByLabel('Kullanıcı adı veya e-posta').fill('mehmetkaya');
  await page.getByLabel('Şifre', { exact: false }).and(page.locator('input')).fill(DEMO_PASSWORD);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible(SLOW);
  await signInThroughForm(page, 'mehmetkaya', newPassword);
  await expect(new Header(page).userMenu('mehmetkaya')).toBeVisible(SLOW);
});

test('a student uploads a new photo on /settings and the header avatar shows it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const settings = new SettingsScreen(page);
  await signInThroughApi(page, 'elifdemir');
  await settings.open();
  const section = settings.photoSection;
  await expect(section.getByRole('button', { name: 'Şimdilik atla' })).toHaveCount(0);
  await section.getByLabel('Profil fotoğrafı seç').setInputFiles({
    name: 'yeni.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await keepFrame(page);
  await expect(section.getByRole('img', { name: 'Seçilen fotoğrafın önizlemesi' })).toBeVisible();
  await section.getByRole('button', { name: 'Yükle' }).click();
  await expect(page.getByText('Profil fotoğrafınız güncellendi.')).toBeVisible(SLOW);

  const url = (await storedUser(page))?.profileImageUrl ?? '';
  expect(url).toMatch(/\/mock-media\/uploads\//);
  await expect(section.getByRole('img', { name: 'Şu anki profil fotoğrafınız' })).toHaveAttribute('src', url);
  const avatar = page.getByRole('banner').locator('img').first();
  await expect(avatar).toHaveAttribute('src', url);
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
});

test('the delete dialog takes the focus, passes axe, and Escape closes it without deleting', async ({
  page,
}) => {
  const settings = new SettingsScreen(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInThroughApi(page, 'ayseyilmaz');
  await settings.open();
  const deletes = countCalls(page, /\/v1\/user\/delete$/);
  await settings.deleteAccountButton.click();
  const dialog = settings.deleteDialog;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(/^Şifre/).and(page.locator('input'))).toBeFocused();
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(dialog.getByText('Şifre alanı zorunludur')).toBeVisible();
  await checkView(page, 'settings-delete-dialog-360-light', false);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(settings.deleteAccountButton).toBeFocused();
  // Nothing was deleted: no delete call went out, and the person is still signed in (the bell is for members).
  expect(deletes()).toBe(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Bildirimler/ })).toBeVisible();
});

const ROLES = [
  {
    role: 'teacher',
    login: 'zeynepcelik',
    // A teacher's location arrives after the form: wait for the city to be filled in.
    loaded: (page: Page) => expect(page.getByRole('combobox', { name: /Şehir/ })).not.toHaveValue('', SLOW),
  },
  { role: 'student', login: 'elifdemir', loaded: async () => {} },
] as const;

for (const { role, login, loaded } of ROLES) {
  test(`/settings for a ${role} in light and dark mode: no axe violations, no sideways scroll, screenshots`, async ({
    page,
  }) => {
    // One sign-in and one load, looked at in both modes at both widths in place.
    await signInThroughApi(page, login);
    await new SettingsScreen(page).open();
    await loaded(page);
    await checkAtEveryWidthAndMode(page, `settings-${role}`);
  });
}
