import { expect, type Locator, type Page } from '@playwright/test';
import { SLOW } from '../page-checks';

/** The /login form, as several journeys drive it (sign in, sign in again after a change, a refused password). */
export class SignInForm {
  readonly heading: Locator;
  readonly login: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;

  constructor(page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Giriş Yap' });
    this.login = page.getByLabel('Kullanıcı adı veya e-posta');
    // The show-password toggle shares the label; the field is the input.
    this.password = page.getByLabel('Şifre', { exact: false }).and(page.locator('input'));
    this.submitButton = page.getByRole('main').getByRole('button', { name: 'Giriş Yap' });
  }

  /** Waits for the form (its chunk loads lazily), fills it and submits; does not wait for the outcome. */
  async submit(login: string, password: string): Promise<void> {
    await expect(this.heading).toBeVisible(SLOW);
    await this.login.fill(login);
    await this.password.fill(password);
    await this.submitButton.click();
  }
}
