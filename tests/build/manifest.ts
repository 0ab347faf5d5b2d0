import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest: true` → `.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(bundleDir: string): Manifest {
  return JSON.parse(readFileSync(join(bundleDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The output files a manifest key needs before it runs: its own file and its static imports, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

export function gzipSize(bundleDir: string, file: string): number {
  return gzipSync(readFileSync(join(bundleDir, file))).length;
}

/**
 * The files index.html preloads at low priority (`<link rel="modulepreload" fetchpriority="low">`), as the
 * browser reads them: downloaded beside the first load, run only when an import asks for them.
 */
export function lowPriorityPreloads(bundleDir: string): string[] {
  const html = readFileSync(join(bundleDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="modulepreload"/.test(tag) && /\bfetchpriority="low"/.test(tag))
    .map((tag) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1] ?? tag);
}
