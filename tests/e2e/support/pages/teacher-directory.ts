import { expect, type Locator, type Page } from '@playwright/test';

/** The teacher directory (/teachers): search, filter options, the result count, cards and pager. */
export class TeacherDirectory {
  readonly search: Locator;
  readonly resultCount: Locator;
  readonly cards: Locator;
  readonly cardNames: Locator;
  readonly pager: Locator;
  readonly clearFilters: Locator;
  readonly activeFilters: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    // The keyword box suggests subjects and cities: a combobox.
    this.search = page.getByRole('combobox', { name: 'Eğitmen ara' });
    this.resultCount = page.getByRole('heading', { level: 2, name: /Eğitmen Bulundu$/ });
    this.cards = page.getByRole('article');
    this.cardNames = this.cards.getByRole('heading');
    this.pager = page.getByRole('navigation', { name: 'Sayfalar' });
    this.clearFilters = page.getByRole('button', { name: 'Filtreleri Temizle' });
    this.activeFilters = page.getByRole('region', { name: 'Aktif Filtreler' });
  }

  /** Opens the directory and waits for the first card: the mock worker seeds its db on a first visit. */
  async open(url = '/teachers'): Promise<void> {
    await this.page.goto(url);
    await expect(this.cards.first()).toBeVisible({ timeout: 30_000 });
  }

  /** Waits until the results hold still: no answer on its way, every card of it rendered. */
  async settled(): Promise<void> {
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  }

  /** A filter option by its text. Chakra's checkbox control covers the hidden input, so people click the label. */
  filterOption(name: string, scope: Page | Locator = this.page): Locator {
    return scope.locator('label').filter({ hasText: name });
  }
}
