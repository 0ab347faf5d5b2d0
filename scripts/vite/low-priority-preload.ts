import { resolve } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

type Chunk = Rollup.OutputChunk;

/** The chunk's file and the files it imports statically, recursively. */
function withStaticImports(chunk: Chunk, byFile: ReadonlyMap<string, Chunk>, into = new Set<string>()) {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) withStaticImports(imported, byFile, into);
  }
  return into;
}

/**
 * Adds `<link rel="modulepreload" fetchpriority="low">` to index.html for the chunks of `modules` (paths from
 * the project root) that the entry does not already load. For code every first screen asks for as soon as it
 * runs, such as the request code a page's first API call loads: it then downloads beside the entry instead of
 * after it, which shortens the wait for the first answer (the largest text of a listing or a profile), while
 * the low priority keeps it from competing with the scripts the first paint needs. Nothing runs before an
 * import asks for it.
 */
export function lowPriorityPreload(modules: readonly string[]): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'low-priority-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const loadedByEntry = new Set<string>();
        for (const entry of chunks.filter((chunk) => chunk.isEntry))
          withStaticImports(entry, byFile, loadedByEntry);

        const wanted = new Set<string>();
        for (const module of modules) {
          const id = resolve(root, module);
          const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`low-priority-preload: no chunk holds ${module}`);
          withStaticImports(chunk, byFile, wanted);
        }
        return [...wanted]
          .filter((file) => !loadedByEntry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', fetchpriority: 'low', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
