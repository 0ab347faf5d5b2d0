/**
 * Writes public/favicon.png, the tab icon, from public/favicon.svg (the one drawing of the logo):
 *
 *   node scripts/render-favicon-png.ts
 *
 * The tab shows a PNG, not the SVG: Chromium fetches and decodes the page's icon again after every in-app
 * navigation (each `pushState`), in the page's own renderer, and an SVG icon is a whole SVG document to style,
 * lay out and paint on the main thread at that moment (about 45 ms on a 4× slower CPU, between a filter's click
 * and its cards), where a 64 px PNG is a plain decode. Run it again whenever favicon.svg changes.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { DEBIAN_CHROMIUM } from './debian-chromium.ts';

/** Large enough for a high-density tab (16 px × 2–3) and a bookmark, small enough to decode at once. */
const SIZE = 64;

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const svg = await readFile(join(root, 'public/favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: DEBIAN_CHROMIUM });
try {
  const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
  await page.setContent(
    `<body style="margin:0"><img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="${SIZE}" height="${SIZE}" style="display:block"></body>`,
  );
  await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
  await page.screenshot({ path: join(root, 'public/favicon.png'), omitBackground: true });
} finally {
  await browser.close();
}
