import { expect, type Locator, type Page } from '@playwright/test';
import { SLOW } from '../page-checks';

/** The request form (/lesson-requests/new?listingId=…): lesson mode, days, times, message and submit. */
export class LessonRequestForm {
  readonly heading: Locator;
  readonly mode: Locator;
  readonly days: Locator;
  readonly times: Locator;
  /** The teacher's weekly ranges, offered instead of days and times when the teacher set a week. */
  readonly slots: Locator;
  readonly message: Locator;
  readonly submitButton: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Ders Talebi Gönder' });
    this.mode = page.getByRole('group', { name: 'Ders şekli' });
    this.days = page.getByRole('group', { name: 'Tercih ettiğiniz günler' });
    this.times = page.getByRole('group', { name: 'Tercih ettiğiniz saatler' });
    this.slots = page.getByRole('group', { name: 'Eğitmenin müsait saatleri' });
    this.message = page.getByRole('textbox', { name: /^Mesajınız/ });
    this.submitButton = page.getByRole('button', { name: 'Talebi Gönder' });
  }

  /** Opens the form for a listing and waits for it (its chunk loads lazily). */
  async open(listingId: number): Promise<void> {
    await this.page.goto(`/lesson-requests/new?listingId=${listingId}`);
    await expect(this.submitButton).toBeVisible(SLOW);
  }

  /** Ticks one of the teacher's ranges by its name ('Salı 18:00–21:00'): its label holds the day unseen. */
  async pickSlot(name: string): Promise<void> {
    await this.slots.locator('label').filter({ hasText: name }).click();
    await expect(this.slots.getByRole('checkbox', { name })).toBeChecked();
  }

  /**
   * Ticks an option of a group by its words (Chakra draws radios and checkboxes over hidden inputs, so a person
   * clicks the label).
   */
  async pick(group: Locator, option: string | RegExp): Promise<void> {
    await group
      .getByText(option, { exact: typeof option === 'string' })
      .first()
      .click();
  }
}

/** A request's page (/lesson-requests/:id): its status, timeline, contacts and actions, or the refusal. */
export class LessonRequestPage {
  readonly heading: Locator;
  readonly main: Locator;
  readonly timeline: Locator;
  readonly contacts: Locator;
  readonly withdrawButton: Locator;
  readonly refusal: Locator;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.heading = page.getByRole('heading', { level: 1, name: 'Ders Talebi' });
    this.main = page.getByRole('main');
    this.timeline = this.main.getByRole('list', { name: 'Durum geçmişi' });
    this.contacts = this.main.getByRole('region', { name: 'İletişim bilgileri' });
    this.withdrawButton = this.main.getByRole('button', { name: 'Talebi geri çek' });
    this.refusal = this.main.getByRole('heading', { name: 'Bu talebi görüntüleme yetkiniz yok.' });
  }

  /** Opens the request (a path or an id) and waits for its heading, or for the refusal. */
  async open(request: number | string): Promise<void> {
    await this.page.goto(typeof request === 'number' ? `/lesson-requests/${request}` : request);
    await expect(this.heading.or(this.refusal).first()).toBeVisible(SLOW);
  }

  /** An action of the request's owner or teacher ('Talebi geri çek', 'Reddet', …). */
  action(name: string | RegExp): Locator {
    return this.main.getByRole('button', { name });
  }
}
