import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const srcDir = join(process.cwd(), 'src');
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveSource(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const extension of extensions) {
    const path = base + extension;
    if (/\.tsx?$/.test(path) && existsSync(path)) return path;
  }
  return null;
}

/** Specifiers of a file's static imports and re-exports (type-only ones and `import()` left out). */
function staticImports(text: string): string[] {
  const statements = text.matchAll(
    /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm,
  );
  return [...statements].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * The app's source files a set of modules load before anything else: their static imports, followed through
 * `@/` and relative paths, never through a dynamic `import()`. Packages are not followed.
 */
export function staticImportClosure(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = entries.map((entry) => join(process.cwd(), entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveSource(file, specifier);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen];
}
