import { expect, test, type Page } from '@playwright/test';
import { newAccount, ownProfile, registerStudent, TINY_PNG, verifyWithCode } from './support/accounts';
import { keepFrame } from './support/photo';
import {
  checkAtEveryWidthAndMode,
  checkView,
  type ColourMode,
  expectMode,
  MODES,
  settle,
  SLOW,
} from './support/page-checks';
import { RegisterForm } from './support/pages/register-form';
import { signInThroughApi } from './support/session';

/*
 * Accounts: a new teacher registers, verifies, skips the photo twice, picks a province and a
 * district and lands on /teacher-dashboard; a new student registers, verifies, uploads a photo and lands on /
 * with the avatar in the header; a taken username, e-mail and phone each show their message; axe and
 * screenshots (upload-profile-image-<step>-<width>-<mode>.png) of /upload-profile-image's two steps.
 */

const setupTitle = (page: Page) => page.getByRole('heading', { level: 1, name: 'Profilinizi Tamamlayın' });
const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null);

test('a new teacher registers, verifies, skips the photo twice, picks a province and district, and lands on /teacher-dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const account = newAccount('ogretmen');
  const register = await new RegisterForm(page, 'teacher').open();
  const { form } = register;
  await expect(page.getByRole('tab', { name: 'Eğitmen' })).toHaveAttribute('aria-selected', 'true');
  await register.fillAccount(account);

  const main = form.getByRole('combobox', { name: /^Ana uzmanlık alanı/ });
  await expect(main.locator('option')).not.toHaveCount(1, SLOW);
  await main.selectOption({ label: 'Matematik' });
  const sub = form.getByRole('combobox', { name: /^Alt uzmanlık alanı/ });
  await expect(sub.locator('option')).not.toHaveCount(1, SLOW);
  await sub.selectOption({ label: 'TYT Matematik' });
  await form.getByRole('spinbutton', { name: /^Deneyim/ }).fill('6');
  const biography = 'Matematik öğretmeniyim; TYT ve AYT öğrencileriyle birebir çalışıyorum.';
  await form.getByRole('textbox', { name: /^Biyografi/ }).fill(biography);
  await expect(form.getByText(`${biography.length}/200 karakter`)).toBeVisible();
  await register.acceptTermsAndSubmit();

  await expect(page).toHaveURL(/\/verify-email\?email=.+&registration=true$/, SLOW);
  await verifyWithCode(page);
  await expect(page).toHaveURL(/\/upload-profile-image$/, SLOW);
  await expect(setupTitle(page)).toBeVisible(SLOW);
  await expect(page.getByText('Adım 1 / 2')).toBeVisible();

  // First Skip: the warning, and still the photo step. Second Skip: the location step.
  const skip = page.getByRole('button', { name: 'Şimdilik atla' });
  await skip.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Profil fotoğrafı, öğrencilerin sizi bulmasına' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Profil fotoğrafı' })).toBeVisible();
  await expect(page).toHaveURL(/\/upload-profile-image$/);
  await skip.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Konum' })).toBeFocused();
  await expect(page.getByText('Adım 2 / 2')).toBeVisible();

  const province = page.getByRole('combobox', { name: /^Şehir/ });
  const district = page.getByRole('combobox', { name: /^İlçe/ });
  await expect(district).toBeDisabled();
  // The 81 provinces of Turkey, after the placeholder.
  await expect(province.locator('option')).toHaveCount(82, SLOW);
  await province.selectOption({ label: 'İzmir' });
  await expect(district).toBeEnabled(SLOW);
  await expect(district.locator('option')).not.toHaveCount(1, SLOW);
  await district.selectOption({ label: 'Karşıyaka' });
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Konumunuz kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();

  await expect(page).toHaveURL(/\/teacher-dashboard$/, SLOW);
  expect(await storedUser(page)).toMatchObject({
    username: account.userName,
    role: 'ROLE_TEACHER',
    city: 'İzmir',
    district: 'Karşıyaka',
  });
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(account.userName) }),
  ).toBeVisible();
});

test('a new student registers, verifies, uploads a photo with a preview, lands on / and the header shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const account = newAccount('ogrenci');
  await registerStudent(page, account);
  await verifyWithCode(page);
  await expect(page).toHaveURL(/\/upload-profile-image$/, SLOW);
  await expect(setupTitle(page)).toBeVisible(SLOW);
  // One step only for students.
  await expect(page.getByText(/Adım \d \/ 2/)).toHaveCount(0);

  await page.getByLabel('Profil fotoğrafı seç').setInputFiles({
    name: 'profil.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await keepFrame(page);
  const preview = page.getByRole('img', { name: 'Seçilen fotoğrafın önizlemesi' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^blob:/);
  await page.getByRole('button', { name: 'Yükle' }).click();
  await expect(page.getByText('Profil fotoğrafınız yüklendi. Yönlendiriliyorsunuz...')).toBeVisible(SLOW);

  await expect(page).toHaveURL(/\/$/, SLOW);
  const user = await storedUser(page);
  expect(user).toMatchObject({ username: account.userName, role: 'ROLE_STUDENT' });
  const imageUrl = String(user?.profileImageUrl);
  expect(imageUrl).toMatch(/\/mock-media\/uploads\//);

  // The header's avatar is the uploaded picture, and the browser could load it.
  const avatar = page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(account.userName) })
    .locator('img');
  await expect(avatar).toHaveAttribute('src', imageUrl);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth), SLOW).toBe(8);
});

test('a taken username, e-mail and phone each show their message and keep the form from being sent', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const register = await new RegisterForm(page, 'student').open();
  const { form, userName: username, email, phone } = register;
  // The seeded teacher's own profile (e-mail and phone) as the mock backend has it.
  const seeded = await ownProfile(page, 'mock-access.demo.zeynepcelik');
  expect(seeded.phone).toMatch(/^0\d{10}$/);

  await username.fill('zeynepcelik');
  await expect(form.getByText('Bu kullanıcı adı zaten kullanımda')).toBeVisible(SLOW);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(/Bu kullanıcı adı zaten kullanımda/);

  await email.fill(seeded.email);
  await expect(form.getByText('Bu e-posta zaten kullanımda')).toBeVisible(SLOW);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Bu e-posta zaten kullanımda/);

  await phone.fill(seeded.phone);
  await expect(form.getByText('Bu telefon numarası zaten kullanımda')).toBeVisible(SLOW);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Bu telefon numarası zaten kullanımda/);

  // Everything else valid: sending is refused and focus goes to the first taken field.
  await register.name.fill('Deniz');
  await register.surname.fill('Yıldız');
  await register.fillPasswords('Guclu.Sifre12');
  await register.pickFirstExamType();
  await register.acceptTermsAndSubmit();
  await expect(username).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);

  // A free username clears its message; the other two stay.
  await username.fill(newAccount('bos').userName);
  await expect(form.getByText('Bu kullanıcı adı kullanılabilir')).toBeVisible(SLOW);
  await expect(form.getByText('Bu e-posta zaten kullanımda')).toBeVisible();
  await expect(form.getByText('Bu telefon numarası zaten kullanımda')).toBeVisible();
});

/** Opens /upload-profile-image as an account that is already signed in, on its first step. */
async function openSetup(page: Page) {
  await page.goto('/upload-profile-image');
  await expect(setupTitle(page)).toBeVisible(SLOW);
  await expect(page.getByRole('heading', { level: 2, name: 'Profil fotoğrafı' })).toBeVisible();
}

test('the photo picker speaks Turkish, opens the file chooser and shows a keyboard focus ring', async ({
  page,
}) => {
  await signInThroughApi(page, 'elifdemir');
  await openSetup(page);
  await settle(page);
  const picker = page.locator('[aria-hidden="true"]').filter({ hasText: 'Dosya seç' });
  await expect(picker).toContainText('Dosya seçilmedi');
  const chooser = page.waitForEvent('filechooser');
  await picker.click();
  await (await chooser).setFiles({ name: 'vesikalik.png', mimeType: 'image/png', buffer: TINY_PNG });
  // The crop dialog hides the page from assistive technology while it is open (aria-hidden), picker included.
  await keepFrame(page);
  await expect(picker).toContainText('vesikalik.png');
  await expect(page.getByRole('img', { name: 'Seçilen fotoğrafın önizlemesi' })).toBeVisible();

  // Keyboard users reach the real input; the drawn button shows where focus is.
  await page.getByLabel('Profil fotoğrafı seç').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Profil fotoğrafı seç')).toBeFocused();
  await expect(picker).not.toHaveCSS('outline-style', 'none');
});

/** Looks at the current state of the screen in each colour mode, switched in place (checkScreen asserts it). */
async function inEachMode(page: Page, look: (mode: ColourMode) => Promise<void>) {
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    await expectMode(page, mode);
    await look(mode);
  }
}

test('/upload-profile-image as a signed-in student in light and dark mode: no axe violations, screenshots', async ({
  page,
}) => {
  // One sign-in and one load, looked at in both modes at both widths in place (the app follows the system
  // scheme with nothing saved).
  await signInThroughApi(page, 'elifdemir');
  await openSetup(page);
  await checkAtEveryWidthAndMode(page, 'upload-profile-image-student');
  // At the width the look above ends on, the desktop: with the error of a press on Yükle without a picture.
  await page.getByRole('button', { name: 'Yükle' }).click();
  await expect(page.getByText('Lütfen bir resim seçin.')).toBeVisible();
  await inEachMode(page, (mode) => checkView(page, `upload-profile-image-student-1280-${mode}-errors`));
});

test('/upload-profile-image as a teacher on the location step in light and dark mode: no axe violations, screenshots', async ({
  page,
}) => {
  // One sign-in and one load; each step is looked at in both modes at both widths in place (the app follows
  // the system scheme with nothing saved).
  // mehmetkaya: the seeded teacher with no photo and no location yet.
  await signInThroughApi(page, 'mehmetkaya');
  await openSetup(page);
  await page.getByRole('button', { name: 'Şimdilik atla' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'öğrencilerin sizi bulmasına' })).toBeVisible();
  await checkAtEveryWidthAndMode(page, 'upload-profile-image-teacher-warning');

  await page.getByRole('button', { name: 'Şimdilik atla' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Konum' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: /^Şehir/ }).locator('option')).toHaveCount(82, SLOW);
  await checkAtEveryWidthAndMode(page, 'upload-profile-image-location');
  // At the width the look above ends on, the desktop: with the 'both required' message of an empty save.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Lütfen şehir ve ilçe seçiniz.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Şehir/ })).toBeFocused();
  await inEachMode(page, (mode) => checkView(page, `upload-profile-image-location-1280-${mode}-errors`));
});
