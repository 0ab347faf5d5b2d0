import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { settle } from './support/page-checks';

/*
 * Issue "[3 of 4]", static pages: each page at 360 px and 1280 px, light and dark, with a screenshot in
 * test-results/screens/static-<page>-<width>-<mode>.png and an axe scan (WCAG 2.1 A/AA) in both modes.
 */
const PAGES = [
  { name: 'terms', path: '/terms', title: 'Kullanım Şartları' },
  { name: 'privacy', path: '/privacy', title: 'Gizlilik Politikası' },
  { name: 'contact', path: '/contact', title: 'İletişim' },
  { name: 'about', path: '/about', title: 'Hakkımızda' },
  { name: 'faq', path: '/faq', title: 'Sıkça Sorulan Sorular' },
  { name: 'help', path: '/help', title: 'Yardım' },
] as const;

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

const MODES = ['light', 'dark'] as const;

for (const { name, path, title } of PAGES) {
  for (const mode of MODES) {
    test(`${path} in ${mode} mode: screenshots at 360 and 1280 px, no axe violations`, async ({ page }) => {
      // With nothing saved, the app follows the system colour scheme.
      await page.emulateMedia({ colorScheme: mode });
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.goto(path);
        // The page's chunk loads lazily; a busy machine can take a while.
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
        if (mode === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        if (name === 'about')
          await expect(
            page
              .getByRole('main')
              .getByText(/^[1-9][\d.]*\+$/)
              .first(),
          ).toBeVisible();
        await settle(page);
        // Nothing may force sideways scrolling on a small phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `test-results/screens/static-${name}-${size.width}-${mode}.png`,
          fullPage: true,
        });
      }

      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  }
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
  await page.screenshot({ path: 'test-results/screens/static-faq-360-open.png' });
});
