import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS, JSDOM_TESTS, NODE_TESTS } from '../../vite.config';

/*
 * The `jsdom` project runs a worker's test files in one module graph (vite.config.ts). A file that replaces a
 * module (vi.mock, vi.doMock, vi.resetModules), stubs a global or fakes the clock would change that graph for the
 * files after it, at random (which files share a worker varies), so such a file must be in ISOLATED_TESTS.
 */
const root = join(import.meta.dirname, '../..');
const CHANGES_THE_GRAPH =
  /\bvi\.(?:mock|doMock|unmock|resetModules|stubGlobal|useFakeTimers|setSystemTime)\(/;

const needsIsolation = (source: string): boolean => CHANGES_THE_GRAPH.test(source);

const files = (patterns: readonly string[]) =>
  patterns
    .flatMap((pattern) => globSync(pattern, { cwd: root }))
    .filter((path) => !path.includes('node_modules'));

describe('the shared jsdom project', () => {
  it('recognises a file that replaces a module, stubs a global or fakes the clock', () => {
    expect(needsIsolation("vi.mock('@/lib/realtime', () => ({}));")).toBe(true);
    expect(needsIsolation('vi.stubGlobal("fetch", fake);')).toBe(true);
    expect(needsIsolation('beforeEach(() => vi.useFakeTimers());')).toBe(true);
    expect(needsIsolation('const spy = vi.fn(); vi.spyOn(console, "warn");')).toBe(false);
  });

  it('holds no such file: each one is listed in ISOLATED_TESTS', () => {
    const nodeFiles = new Set(files(NODE_TESTS));
    const isolated = new Set<string>(ISOLATED_TESTS);
    const shared = files(JSDOM_TESTS).filter((path) => !nodeFiles.has(path) && !isolated.has(path));
    expect(shared.length).toBeGreaterThan(50);
    expect(shared.filter((path) => needsIsolation(readFileSync(join(root, path), 'utf8')))).toEqual([]);
  });

  it('lists only files that exist', () => {
    const jsdomFiles = new Set(files(JSDOM_TESTS));
    expect(ISOLATED_TESTS.filter((path) => !jsdomFiles.has(path))).toEqual([]);
  });
});
