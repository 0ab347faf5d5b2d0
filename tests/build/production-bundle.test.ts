import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Faker and MSW never reach the production bundle. Runs after `vite build`; BUNDLE_DIR=dist-mock points it at
 * the mock build, where it must fail (that is how we know it can).
 */
const bundleDir = resolve(process.env.BUNDLE_DIR ?? 'dist');

/** Strings that only MSW, its worker or faker put into a bundle. */
const forbidden = [
  'mockServiceWorker',
  'setupWorker',
  '[MSW]',
  '@mswjs',
  'msw/browser',
  '@faker-js',
  'faker',
];

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

describe(`production bundle (${relative(process.cwd(), bundleDir)})`, () => {
  it('exists', () => {
    expect(existsSync(join(bundleDir, 'index.html')), `run the build first: ${bundleDir}/index.html`).toBe(
      true,
    );
  });

  it('ships no mock service worker script', () => {
    const workers = listFiles(bundleDir).filter((file) => file.endsWith('mockServiceWorker.js'));
    expect(workers.map((file) => relative(bundleDir, file))).toEqual([]);
  });

  it('contains no MSW or faker code', () => {
    const textFiles = listFiles(bundleDir).filter((file) =>
      /\.(html|js|mjs|css|json|map|txt|webmanifest)$/.test(file),
    );
    const hits = textFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter((needle) => text.includes(needle))
        .map((needle) => `${relative(bundleDir, file)}: ${needle}`);
    });
    expect(hits).toEqual([]);
  });
});
