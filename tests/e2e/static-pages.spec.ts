import { expect, test, type Page } from '@playwright/test';
import { checkScreen, MODES, screenshot, settle, atEveryWidth } from './support/page-checks';

const noData = async () => {};
const PAGES = [
  { name: 'terms', path: '/terms', title: 'Kullanım Şartları', loaded: noData },
  { name: 'privacy', path: '/privacy', title: 'Gizlilik Politikası', loaded: noData },
  { name: 'contact', path: '/contact', title: 'İletişim', loaded: noData },
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
  },
  { name: 'faq', path: '/faq', title: 'Sıkça Sorulan Sorular', loaded: noData },
  { name: 'help', path: '/help', title: 'Yardım', loaded: noData },
] as const;

for (const { name, path, title, loaded } of PAGES) {
  test(`${path} in light and dark mode: screenshots at 360 and 1280 px, no axe violations`, async ({
    page,
  }) => {
    // Both colour modes in one test: the mode switches in place (the app follows the system scheme), so the
    // context, sign-in and first load are paid once; twice the checks of one mode, hence slow.
    test.slow();
    for (const mode of MODES) {
      // With nothing saved, the app follows the system colour scheme.
      await atEveryWidth(page, mode, async (size) => {
        await page.goto(path);
        // The page's chunk loads lazily; a busy machine can take a while.
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
        await loaded(page);
        await checkScreen(page, mode, `static-${name}-${size.width}-${mode}`);
      });
    }
  });
}

test('a contents link moves focus to its section, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/privacy');
  await settle(page);
  const link = page.getByRole('navigation', { name: 'İçindekiler' }).getByRole('link', { name: 'Çerezler' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '7. Çerezler' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: '7. Çerezler' })).toBeInViewport();
});

test('the FAQ works by keyboard, one answer open at a time', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/faq');
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
});
