import { expect, type Locator, type Page } from '@playwright/test';
import { SLOW } from '../page-checks';

/** /settings: the profile form, preferences, password change, profile photo and account deletion. */
export class SettingsScreen {
  readonly firstName: Locator;
  readonly biography: Locator;
  readonly saveProfileButton: Locator;
  readonly preferences: Locator;
  readonly passwordSection: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly newPasswordAgain: Locator;
  readonly changePasswordButton: Locator;
  readonly photoSection: Locator;
  readonly deleteAccountButton: Locator;
  readonly deleteDialog: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.firstName = page.getByRole('textbox', { name: /^İsim/ });
    this.biography = page.getByRole('textbox', { name: /^Biyografi/ });
    this.saveProfileButton = page.getByRole('button', { name: 'Değişiklikleri kaydet' });
    this.preferences = page.getByRole('region', { name: 'Tercihler' });
    this.passwordSection = page.getByRole('region', { name: 'Şifre değiştir' });
    // The show-password toggles share the labels; the fields are the inputs.
    const input = page.locator('input');
    this.currentPassword = this.passwordSection.getByLabel(/^Mevcut şifre/).and(input);
    this.newPassword = this.passwordSection.getByLabel(/^Yeni şifre\W*$/).and(input);
    this.newPasswordAgain = this.passwordSection.getByLabel(/^Yeni şifre \(tekrar\)/).and(input);
    this.changePasswordButton = this.passwordSection.getByRole('button', { name: 'Şifreyi değiştir' });
    this.photoSection = page.getByRole('region', { name: 'Profil fotoğrafı' });
    this.deleteAccountButton = page.getByRole('button', { name: 'Hesabımı sil' });
    this.deleteDialog = page.getByRole('alertdialog', {
      name: 'Hesabınızı silmek istediğinize emin misiniz?',
    });
  }

  /**
   * Opens /settings and waits for its heading (`title`: 'Settings' in English) and the profile form, which is
   * there once GET /v1/user/me has answered.
   */
  async open(title = 'Ayarlar'): Promise<void> {
    await this.page.goto('/settings');
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible(SLOW);
    await expect(this.page.getByRole('textbox', { name: /^(İsim|First name)/ })).toBeVisible(SLOW);
  }
}
