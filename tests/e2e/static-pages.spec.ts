import { expect, test, type Page } from '@playwright/test';
import { checkAtEveryWidthAndMode, screenshot, settle } from './support/page-checks';

const noData = async () => {};
/** A check of one page's behaviour, run after its screens have been looked at (the page is still open). */
const noSteps = async () => {};

/** A contents link moves focus to its section, by keyboard (at 1280 px). */
async function contentsLinkMovesFocus(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await settle(page);
  const link = page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link', { name: 'Çerezler' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '7. Çerezler' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: '7. Çerezler' })).toBeInViewport();
}

/** The FAQ works by keyboard, one answer open at a time (at 360 px). */
async function faqByKeyboard(page: Page) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'light' });
  await settle(page);
  const first = page.getByRole('button', { name: /Özel Ders nedir\?/ });
  const second = page.getByRole('button', { name: /Nasıl kayıt olabilirim\?/ });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await screenshot(page, 'static-faq-360-open', false);
}

const PAGES = [
  { name: 'terms', path: '/terms', title: 'Kullanım Şartları', loaded: noData, then: noSteps },
  {
    name: 'privacy',
    path: '/privacy',
    title: 'Gizlilik Politikası',
    loaded: noData,
    then: contentsLinkMovesFocus,
    also: ', and a contents link moves focus to its section by keyboard',
  },
  { name: 'contact', path: '/contact', title: 'İletişim', loaded: noData, then: noSteps },
  {
    name: 'about',
    path: '/about',
    title: 'Hakkımızda',
    // The live counters have arrived (a number with a plus sign).
    loaded: (page: Page) =>
      expect(
        page
          .getByRole('main')
          .getByText(/^[1-9][\d.]*\+$/)
          .first(),
      ).toBeVisible(),
    then: noSteps,
  },
  {
    name: 'faq',
    path: '/faq',
    title: 'Sıkça Sorulan Sorular',
    loaded: noData,
    then: faqByKeyboard,
    also: ', and the FAQ works by keyboard, one answer open at a time',
  },
  { name: 'help', path: '/help', title: 'Yardım', loaded: noData, then: noSteps },
] as const;

for (const entry of PAGES) {
  const { name, path, title, loaded, then } = entry;
  const also = 'also' in entry ? entry.also : '';

  test(`${path} in light and dark mode: screenshots at 360 and 1280 px, no axe violations${also}`, async ({
    page,
  }) => {
    // One load; width and colour mode switch in place (with nothing saved, the app follows the system scheme,
    // and the check asserts the page took it), so the page is looked at four times without a reload.
    await page.goto(path);
    // The page's chunk loads lazily; a busy machine can take a while.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
    await loaded(page);
    await checkAtEveryWidthAndMode(page, `static-${name}`);
    await then(page);
  });
}
