import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One name, one component: two exported components called the same (two `PageSection`s) make an import's
 * meaning depend on its path, and a reader cannot tell which one a screen uses. A component is an exported
 * function or const of a `.tsx` file whose name is PascalCase (GRID_COLUMNS-style constants are not). Generated
 * code keeps orval's names; tests may name their helpers as they like; a route module's `Component` is the name
 * React Router's lazy routes require of every one of them.
 */
const root = join(import.meta.dirname, '../..');
const EXPORTED = /export\s+(?:default\s+)?(?:async\s+)?(?:function|const|class)\s+([A-Z][A-Za-z0-9]*)/g;
const PASCAL = /^[A-Z][a-z0-9]+[A-Za-z0-9]*$/;

/** The names of the components a module exports. */
function exportedComponents(source: string): string[] {
  return [...source.matchAll(EXPORTED)].map((match) => match[1] ?? '').filter((name) => PASCAL.test(name));
}

const ROUTE_MODULE = /^src\/app\/routes\//;
const isRouteContract = (path: string, name: string) => name === 'Component' && ROUTE_MODULE.test(path);

/** Each name exported by more than one file, with those files. */
function sharedNames(files: { path: string; source: string }[]): Record<string, string[]> {
  const homes = new Map<string, string[]>();
  for (const { path, source } of files) {
    for (const name of new Set(exportedComponents(source))) {
      if (!isRouteContract(path, name)) homes.set(name, [...(homes.get(name) ?? []), path]);
    }
  }
  return Object.fromEntries([...homes].filter(([, paths]) => paths.length > 1));
}

function componentFiles(): { path: string; source: string }[] {
  const src = join(root, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .map((path) => join(src, path))
    .filter((path) => path.endsWith('.tsx') && !/\.test\.tsx$/.test(path))
    .map((path) => relative(root, path).split(sep).join('/'))
    .filter((path) => !path.startsWith('src/generated/'))
    .map((path) => ({ path, source: readFileSync(join(root, path), 'utf8') }));
}

describe('component names', () => {
  it('finds a name two modules export, and only that one', () => {
    const files = [
      { path: 'a.tsx', source: 'export function PageSection() {}\nexport const GRID_COLUMNS = 3;' },
      { path: 'b.tsx', source: 'export const PageSection = () => null;\nexport function Other() {}' },
      { path: 'c.tsx', source: 'function Other() {}\nexport interface PageSectionProps {}' },
      { path: 'src/app/routes/a.tsx', source: 'export function Component() {}' },
      { path: 'src/app/routes/b.tsx', source: 'export function Component() {}' },
    ];
    expect(sharedNames(files)).toEqual({ PageSection: ['a.tsx', 'b.tsx'] });
  });

  it('no two exported components in src (outside src/generated) share a name', () => {
    expect(sharedNames(componentFiles())).toEqual({});
  });
});
