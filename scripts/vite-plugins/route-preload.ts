import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { PAGE_MODULES, type PageRouteId } from '../../src/config/page-modules.ts';
import { paths } from '../../src/config/paths.ts';

/**
 * Lets index.html fetch the landing page's own code beside the app's. Without it the page's chunk is asked for
 * only once the app has downloaded and started the router: one more round trip before the page can paint, on
 * a phone a few hundred milliseconds of the largest paint.
 *
 * The build writes a small script (`assets/route-preload-<hash>.js`, loaded `async` from index.html) holding
 * each route's URL pattern and the chunks its screen needs beyond the app's own; it adds a `modulepreload`
 * link for the route the address matches. Preloading a chunk the page then does not use wastes bytes, never
 * correctness: the router still imports what it needs.
 */
export function routePreload({ routesDir }: { routesDir: string }): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const table = routeTable(bundle, routesDir);
      const referenceId = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: preloadScript(table),
      });
      const src = `/${this.getFileName(referenceId)}`;
      html.source = String(html.source).replace(
        '</title>',
        `</title>\n    <script async src="${src}"></script>`,
      );
    },
  };
}

type RouteEntry = [pattern: string, files: string[]];

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

function staticClosure(bundle: OutputBundle, start: OutputChunk): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (isChunk(imported)) visit(imported);
    }
  };
  visit(start);
  return seen;
}

/** A route path as a regular expression source: `:param` matches one segment, a trailing slash is allowed. */
export function pathPattern(path: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return segments.length === 0 ? '^/$' : `^/${segments.join('/')}/?$`;
}

function routeTable(bundle: OutputBundle, routesDir: string): RouteEntry[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return [];
  const firstLoad = staticClosure(bundle, entry);
  const byModule = new Map(
    chunks
      .filter((chunk) => chunk.facadeModuleId?.startsWith(routesDir))
      .map((chunk) => [chunk.facadeModuleId!.slice(routesDir.length).replace(/\.tsx$/, ''), chunk]),
  );
  const routes = (Object.keys(PAGE_MODULES) as PageRouteId[]).flatMap((id) => {
    const chunk = byModule.get(PAGE_MODULES[id]);
    const path = id in paths ? paths[id as keyof typeof paths].path : null;
    if (!chunk || !path) return [];
    const files = [...staticClosure(bundle, chunk)].filter((file) => !firstLoad.has(file));
    return [{ path, files }];
  });
  // Fixed paths before paths with parameters, as the router ranks them (`/profile` before `/profile/:id`).
  const parameters = (path: string) => path.split(':').length;
  return routes
    .sort((a, b) => parameters(a.path) - parameters(b.path))
    .map(({ path, files }): RouteEntry => [pathPattern(path), files]);
}

function preloadScript(table: RouteEntry[]): string {
  return `(function () {
  var routes = ${JSON.stringify(table)};
  var path = location.pathname;
  for (var i = 0; i < routes.length; i++) {
    if (!new RegExp(routes[i][0]).test(path)) continue;
    routes[i][1].forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.appendChild(link);
    });
    return;
  }
})();
`;
}
