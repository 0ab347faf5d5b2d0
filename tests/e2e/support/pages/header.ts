import { expect, type Locator, type Page } from '@playwright/test';

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

  /**
   * Opens the user menu and chooses Çıkış Yap, as a person does: the pointer rests on the item until the menu
   * shows it highlighted (the menu is open and follows the pointer), then clicks. A click that lands while the
   * menu is still settling can select nothing and leave it open.
   */
  async signOut(username: string): Promise<void> {
    await this.userMenu(username).click();
    const item = this.page.getByRole('menuitem', { name: 'Çıkış Yap' });
    await item.hover();
    await expect(item).toHaveAttribute('data-highlighted', '');
    await item.click();
  }
}
