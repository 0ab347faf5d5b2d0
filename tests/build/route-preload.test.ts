import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { readManifest, staticClosure } from './manifest';

/**
 * index.html's route preloading (scripts/vite-plugins/route-preload.ts), run as the browser runs it: the script
 * the build wrote, given an address, must ask for that screen's code and nothing of the first load again.
 */
const bundleDir = resolve(process.env.BUNDLE_DIR ?? 'dist');
const built = existsSync(join(bundleDir, '.vite/manifest.json'));

/** The hrefs the build's preload script adds to the document for `pathname`. */
function preloadsFor(script: string, pathname: string): string[] {
  const links: { rel: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
  };
  runInNewContext(script, { location: { pathname }, document });
  expect(links.every((link) => link.rel === 'modulepreload')).toBe(true);
  return links.map((link) => link.href);
}

describe.runIf(built)('route preloading in index.html', () => {
  const manifest = built ? readManifest(bundleDir) : {};
  const html = built ? readFileSync(join(bundleDir, 'index.html'), 'utf8') : '';
  const src = /<script async src="\/(assets\/route-preload-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
  const script = src ? readFileSync(join(bundleDir, src), 'utf8') : '';
  const firstLoad = new Set(staticClosure(manifest, ['index.html']));
  const routeFile = (module: string) => `/${manifest[`src/app/routes/${module}.tsx`]!.file}`;

  it('is loaded by index.html', () => {
    expect(src).toBeDefined();
  });

  it.each([
    ['/', 'home/home'],
    ['/teachers', 'teachers/teachers'],
    ['/courses/1', 'listings/listing'],
    ['/courses', 'listings/listings'],
    ['/profile/username/zeynepcelik', 'profile/public-profile'],
  ])('asks for the code of %s (%s) and none of the first load', (pathname, module) => {
    const hrefs = preloadsFor(script, pathname);
    expect(hrefs).toContain(routeFile(module));
    expect(hrefs.filter((href) => firstLoad.has(href.slice(1)))).toEqual([]);
  });

  it('asks for nothing on an address no route has', () => {
    expect(preloadsFor(script, '/no/such/page')).toEqual([]);
  });
});
