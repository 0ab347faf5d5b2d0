import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, lowPriorityPreloads, readManifest, staticClosure } from './manifest';

/**
 * Size budgets for the production build, in gzip bytes (what travels over the wire), read from Vite's build
 * manifest: which files a page needs is what the bundler says, not a guess from the minified code. A budget,
 * not a timing: the numbers are the same on a busy machine. Raise one only with a reason written in
 * docs/performance.md.
 */
/** The JS a visitor of / downloads before the home page can paint: the entry, the home route and their imports. */
const FIRST_LOAD_BUDGET = 243 * 1024;
/**
 * Scripts fetched before the home page paints content, the low-priority preloads included: each is a request on
 * a phone's slow round trips.
 */
const FIRST_LOAD_SCRIPTS = 12;
/**
 * The request code index.html preloads at low priority beside the first load (scripts/vite): not needed for
 * the first paint, but downloaded with it.
 */
const LOW_PRIORITY_PRELOAD_BUDGET = 25 * 1024;
const LAZY_CHUNK_BUDGET = 50 * 1024;

const ENTRY = 'index.html';
const HOME_ROUTE = 'src/app/routes/home/home.tsx';
const REQUEST_CODE = 'src/lib/api/transport.ts';

const bundleDir = resolve(process.env.BUNDLE_DIR ?? 'dist');
const built = existsSync(join(bundleDir, '.vite/manifest.json'));
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

describe.runIf(built)('bundle budget', () => {
  const manifest = built ? readManifest(bundleDir) : {};
  const isScript = (file: string) => file.endsWith('.js');

  it(`the first load of / stays under ${kB(FIRST_LOAD_BUDGET)} gzip in at most ${FIRST_LOAD_SCRIPTS} scripts`, () => {
    const scripts = staticClosure(manifest, [ENTRY, HOME_ROUTE]).filter(isScript);
    const sizes = Object.fromEntries(scripts.map((file) => [file, kB(gzipSize(bundleDir, file))]));
    const total = scripts.reduce((sum, file) => sum + gzipSize(bundleDir, file), 0);
    const fetched = [...scripts, ...lowPriorityPreloads(bundleDir)];
    expect(fetched.length, JSON.stringify(fetched, null, 2)).toBeLessThanOrEqual(FIRST_LOAD_SCRIPTS);
    expect(total, `first load ${kB(total)}: ${JSON.stringify(sizes, null, 2)}`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET,
    );
  });

  it(`index.html preloads the request code at low priority, and only that, under ${kB(LOW_PRIORITY_PRELOAD_BUDGET)} gzip`, () => {
    const firstLoad = new Set(staticClosure(manifest, [ENTRY]));
    const requestCode = staticClosure(manifest, [REQUEST_CODE]).filter((file) => !firstLoad.has(file));
    const preloads = lowPriorityPreloads(bundleDir);
    expect(preloads.toSorted()).toEqual(requestCode.toSorted());
    const total = preloads.reduce((sum, file) => sum + gzipSize(bundleDir, file), 0);
    expect(total, `low-priority preloads ${kB(total)}`).toBeLessThanOrEqual(LOW_PRIORITY_PRELOAD_BUDGET);
  });

  it(`every lazily loaded chunk stays under ${kB(LAZY_CHUNK_BUDGET)} gzip`, () => {
    const firstLoad = new Set(staticClosure(manifest, [ENTRY]));
    const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
      (file) => isScript(file) && !firstLoad.has(file),
    );
    expect(lazy.length).toBeGreaterThan(0);
    const oversized = lazy
      .map((file) => ({ file, size: kB(gzipSize(bundleDir, file)), bytes: gzipSize(bundleDir, file) }))
      .filter(({ bytes }) => bytes > LAZY_CHUNK_BUDGET);
    expect(oversized).toEqual([]);
  });
});
