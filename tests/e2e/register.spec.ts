import { expect, test } from '@playwright/test';
import {
  axeViolations,
  checkAtEveryWidthAndMode,
  checkView,
  expectMode,
  MODES,
  settle,
  SLOW,
} from './support/page-checks';
import { RegisterForm } from './support/pages/register-form';

/*
 * Registration: a new student registers, verifies with the documented code (123456) and lands
 * on /upload-profile-image; axe on /register and /verify-email; screenshots register-<width>-<mode>.png.
 */

test('a new student registers, verifies with 123456 and lands on /upload-profile-image', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const email = `yeni.ogrenci.${suffix}@ornek.com.tr`;
  const form = await new RegisterForm(page, 'student').open();
  await form.name.fill('ılgın');
  await expect(form.name).toHaveValue('Ilgın');
  await form.surname.fill('şahin');
  await form.userName.fill(`Ogrenci ${suffix}`);
  await expect(form.form.getByText('Bu kullanıcı adı kullanılabilir')).toBeVisible(SLOW);
  await form.email.fill(email);
  await form.fillPasswords('Guclu.Sifre12');
  await expect(form.form.getByText('Şifre gücü: Güçlü')).toBeVisible();
  await form.pickFirstExamType();
  await form.acceptTermsAndSubmit();

  await expect(page).toHaveURL(/\/verify-email\?email=.+&registration=true$/, SLOW);
  await page.getByRole('textbox', { name: /Doğrulama kodu/ }).fill('123456');
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page.getByText('Doğrulama başarılı! Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/upload-profile-image$/, SLOW);
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ username: `ogrenci${suffix}`, role: 'ROLE_STUDENT' });
});

test('/register and /verify-email in light and dark mode: no axe violations, screenshots', async ({
  page,
}) => {
  // One load per screen, looked at in both modes at both widths in place (the app follows the system scheme
  // with nothing saved); the form's errors are looked at in both modes too.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Kayıt Ol' })).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'register');

  // With every error shown, and on the teacher tab (at the width the look above ends on, the desktop).
  await page.getByRole('tabpanel', { name: 'Öğrenci' }).getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    await expectMode(page, mode);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.getByRole('tab', { name: 'Eğitmen' }).click();
  await expect(page).toHaveURL(/tab=teacher/);
  const teacher = page.getByRole('tabpanel', { name: 'Eğitmen' });
  await teacher.getByRole('button', { name: 'Kayıt Ol' }).click();
  await expect(teacher.getByText('Biyografi alanı zorunludur')).toBeVisible();
  for (const mode of MODES) {
    await page.emulateMedia({ colorScheme: mode });
    await expectMode(page, mode);
    await checkView(page, `register-teacher-1280-${mode}-errors`);
  }

  await page.goto('/verify-email?email=elif.demir%40ornek.com.tr&registration=true');
  await expect(page.getByRole('heading', { level: 1, name: 'E-posta Doğrulama' })).toBeVisible(SLOW);
  await checkAtEveryWidthAndMode(page, 'verify-email');
});
