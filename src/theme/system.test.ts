import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { css } from '@emotion/react';
import { getHydrationSystem, getSystem, SERVER_GLOBAL_STYLES, UNUSED_PALETTES } from './system';

const system = getSystem();

/** Keys Chakra's default theme has a recipe for (a few components, such as Text, ask for one it lacks). */
const defaultKeys = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

/*
 * The system registers only the recipes the app uses, and a Chakra component whose recipe is missing renders
 * unstyled without any error. So: every name imported from '@chakra-ui/react' in src is looked up in Chakra's
 * own component folders, and each recipe key that folder asks for (`createRecipeContext({ key: … })`,
 * `createSlotRecipeContext`, `useRecipe`, `useSlotRecipe`) must be registered.
 */
const chakraComponents = join(process.cwd(), 'node_modules/@chakra-ui/react/dist/esm/components');
const srcDir = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedChakraNames(files: readonly string[] = sourceFiles(srcDir)): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name) names.set(name, relative(srcDir, file));
      }
    }
  }
  return names;
}

/** Recipe keys each Chakra component folder asks for, by the names its index exports. */
function recipeKeysByExport(): Map<string, string[]> {
  const byExport = new Map<string, string[]>();
  for (const folder of readdirSync(chakraComponents)) {
    const dir = join(chakraComponents, folder);
    let index: string;
    try {
      index = readFileSync(join(dir, 'index.js'), 'utf8');
    } catch {
      continue;
    }
    const code = readdirSync(dir)
      .map((file) => readFileSync(join(dir, file), 'utf8'))
      .join('\n');
    const keys = [
      ...code.matchAll(
        /(?:createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\{\s*key:\s*"(\w+)"/g,
      ),
    ].map((match) => match[1] ?? '');
    const exported = [...index.matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      ),
    );
    // `export * as Card from './namespace.js'`: the namespace name.
    const namespaces = [...index.matchAll(/export \* as (\w+)/g)].map((match) => match[1] ?? '');
    for (const name of [...exported, ...namespaces])
      byExport.set(name, [...(byExport.get(name) ?? []), ...keys]);
  }
  return byExport;
}

describe('theme system', () => {
  it('registers the recipe of every Chakra component the app imports', () => {
    const byExport = recipeKeysByExport();
    const imported = importedChakraNames();
    expect(imported.size).toBeGreaterThan(20);
    const missing = [...imported]
      .flatMap(([name, file]) => (byExport.get(name) ?? []).map((key) => ({ name, key, file })))
      .filter(({ key }) => defaultKeys.has(key) && !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
  });

  it('leaves out only colour palettes no screen names', () => {
    // A palette is named as a string: colorPalette="red", a token such as 'green.fg', '{colors.orange.500}'.
    const named = (palette: string) => new RegExp(`['"\`{.]${palette}(?:['"\`}]|\\.[a-zA-Z0-9]+)`);
    const files = sourceFiles(srcDir).filter((file) => !file.endsWith(join('theme', 'system.ts')));
    const usedButLeftOut = UNUSED_PALETTES.flatMap((palette) =>
      files
        .filter((file) => named(palette).test(readFileSync(file, 'utf8')))
        .map((file) => `${palette} in ${relative(srcDir, file)}`),
    );
    expect(usedButLeftOut).toEqual([]);
    // The check reads the way screens name palettes: it finds the ones they do use.
    expect(files.some((file) => named('orange').test(readFileSync(file, 'utf8')))).toBe(true);
    expect(system.token('colors.orange.500', 'missing')).not.toBe('missing');
    expect(system.token('colors.teal.500', 'missing')).toBe('missing');
  });

  it('finds the recipes of components it knows are styled (the check can fail)', () => {
    const byExport = recipeKeysByExport();
    expect(byExport.get('Button')).toContain('button');
    expect(byExport.get('Card')).toContain('card');
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('card')).toBe(true);
    // Not used by the app, so not registered.
    expect(system.isSlotRecipe('colorPicker')).toBe(false);
  });

  it('hydrates with the app’s system but for the global styles, which Emotion takes as they are', () => {
    const hydration = getHydrationSystem();
    expect(hydration.css).toBe(system.css);
    expect(hydration.getSlotRecipeFn('card')).toBe(system.getSlotRecipeFn('card'));
    expect(hydration._global).toBe(SERVER_GLOBAL_STYLES);
    // Emotion's Global serializes its styles first, as `css` does: an already serialized style must come back
    // unchanged (no hashing of the server's 44 kB again).
    expect(css(hydration._global)).toBe(SERVER_GLOBAL_STYLES);
    expect(system._global.length).toBe(3);
  });
});
