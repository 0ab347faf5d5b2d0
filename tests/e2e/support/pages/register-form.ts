import { expect, type Locator, type Page } from '@playwright/test';
import type { NewAccount } from '../accounts';
import { SLOW } from '../page-checks';

export type RegisterRole = 'student' | 'teacher';

/** One role's tab of the /register form ('Öğrenci' or 'Eğitmen'), as the registration journeys drive it. */
export class RegisterForm {
  readonly heading: Locator;
  readonly form: Locator;
  readonly name: Locator;
  readonly surname: Locator;
  readonly userName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly passwordAgain: Locator;
  readonly phone: Locator;
  readonly examType: Locator;
  readonly submitButton: Locator;
  private readonly page: Page;
  readonly role: RegisterRole;

  constructor(page: Page, role: RegisterRole) {
    this.page = page;
    this.role = role;
    this.heading = page.getByRole('heading', { level: 1, name: 'Kayıt Ol' });
    this.form = page.getByRole('tabpanel', { name: role === 'teacher' ? 'Eğitmen' : 'Öğrenci' });
    this.name = this.form.getByRole('textbox', { name: /^İsim/ });
    this.surname = this.form.getByRole('textbox', { name: /^Soyisim/ });
    this.userName = this.form.getByRole('textbox', { name: /^Kullanıcı adı/ });
    this.email = this.form.getByRole('textbox', { name: /^E-posta/ });
    this.password = this.form.getByLabel(/^Şifre\W*$/);
    this.passwordAgain = this.form.getByLabel(/^Şifre \(tekrar\)/);
    this.phone = this.form.getByRole('textbox', { name: /^Telefon/ });
    this.examType = this.form.getByRole('combobox', { name: /Sınav türü/ });
    this.submitButton = this.form.getByRole('button', { name: 'Kayıt Ol' });
  }

  /** Opens /register on this role's tab and waits for the form (its chunk loads lazily). */
  async open(): Promise<this> {
    await this.page.goto(this.role === 'teacher' ? '/register?tab=teacher' : '/register');
    await expect(this.heading).toBeVisible(SLOW);
    await expect(this.form).toBeVisible();
    return this;
  }

  /** Name, surname, username, e-mail, both passwords and phone, waiting for each availability answer. */
  async fillAccount(account: NewAccount): Promise<void> {
    await this.name.fill(account.name);
    await this.surname.fill(account.surname);
    await this.userName.fill(account.userName);
    await expect(this.form.getByText('Bu kullanıcı adı kullanılabilir')).toBeVisible(SLOW);
    await this.email.fill(account.email);
    await expect(this.form.getByText('Bu e-posta kullanılabilir')).toBeVisible(SLOW);
    await this.fillPasswords(account.password);
    await this.phone.fill(account.phone);
    await expect(this.form.getByText('Bu telefon numarası kullanılabilir')).toBeVisible(SLOW);
  }

  async fillPasswords(password: string): Promise<void> {
    await this.password.fill(password);
    await this.passwordAgain.fill(password);
  }

  /** Picks the first exam type once the list has arrived from the server. */
  async pickFirstExamType(): Promise<void> {
    await expect(this.examType.locator('option')).not.toHaveCount(1, SLOW);
    await this.examType.selectOption({ index: 1 });
  }

  /** Ticks the terms box (Chakra's control covers the input, so a person clicks the label) and submits. */
  async acceptTermsAndSubmit(): Promise<void> {
    await this.form.getByText('Kullanım şartlarını ve gizlilik politikasını okudum').click();
    await this.submitButton.click();
  }
}
