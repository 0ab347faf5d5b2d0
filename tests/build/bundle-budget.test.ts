import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Size budgets for the production build, in gzip bytes (what travels over the wire). A budget, not a timing:
 * the numbers are the same on a busy machine. Raise one only with a reason written in the README.
 */
const FIRST_LOAD_BUDGET = 370 * 1024;
const LAZY_CHUNK_BUDGET = 50 * 1024;

const bundleDir = resolve(process.env.BUNDLE_DIR ?? 'dist');
const gzipSize = (file: string) => gzipSync(readFileSync(join(bundleDir, file))).length;

/** The entry script and the chunks it preloads for the app module (Vite's `__vite__mapDeps` list). */
function firstLoadFiles(): string[] {
  const html = readFileSync(join(bundleDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const deps = /m\.f=(\[[^\]]*\])/.exec(readFileSync(join(bundleDir, entry), 'utf8'))?.[1];
  const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  return [entry, ...(deps ? (JSON.parse(deps) as string[]) : []), ...css];
}

describe('bundle budget', () => {
  it.runIf(existsSync(join(bundleDir, 'index.html')))(
    `the first load stays under ${FIRST_LOAD_BUDGET / 1024} kB gzip`,
    () => {
      const files = firstLoadFiles();
      const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
      expect(files.length).toBeGreaterThan(1);
      expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    },
  );

  it.runIf(existsSync(join(bundleDir, 'index.html')))(
    `every lazily loaded chunk stays under ${LAZY_CHUNK_BUDGET / 1024} kB gzip`,
    () => {
      const firstLoad = new Set(firstLoadFiles());
      const oversized = readdirSync(join(bundleDir, 'assets'))
        .map((name) => `assets/${name}`)
        .filter((file) => file.endsWith('.js') && !firstLoad.has(file))
        .map((file) => ({ file, bytes: gzipSize(file) }))
        .filter(({ bytes }) => bytes > LAZY_CHUNK_BUDGET);
      expect(oversized).toEqual([]);
    },
  );
});
