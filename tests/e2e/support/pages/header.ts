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
   * Opens the user menu and chooses Çıkış Yap with the keys, once the open menu has taken the focus (that is
   * when it listens). By keys because the menu follows the pointer only after it has seen a pointer move while
   * open, and a click that lands while it settles can select nothing; End and Enter need neither.
   */
  async signOut(username: string): Promise<void> {
    await this.userMenu(username).click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeFocused();
    await this.page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Çıkış Yap' })).toHaveAttribute('data-highlighted', '');
    await this.page.keyboard.press('Enter');
  }
}
