import type { Locator, Page } from '@playwright/test';

/** The site header: its sign-in link, and the user menu of a signed-in visitor. */
export class Header {
  readonly banner: Locator;
  readonly signInLink: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.banner = page.getByRole('banner');
    this.signInLink = this.banner.getByRole('link', { name: 'Giriş Yap' });
  }

  /** The user menu's button, named after the signed-in user. */
  userMenu(username: string): Locator {
    return this.banner.getByRole('button', { name: new RegExp(username) });
  }

  /** Opens the user menu and chooses Çıkış Yap. */
  async signOut(username: string): Promise<void> {
    await this.userMenu(username).click();
    await this.page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
  }
}
