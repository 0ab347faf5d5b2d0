import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobalStyles } from './chakra-lazy-global-styles';

const require = createRequire(import.meta.url);
const systemModule = join(
  dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist/esm/styled-system/system.js',
);

type Transform = (code: string, id: string) => { code: string } | null;
const transform = (chakraLazyGlobalStyles() as Plugin & { transform: Transform }).transform;

describe('chakra-lazy-global-styles', () => {
  it('turns the installed Chakra system module’s global styles into a getter that makes them once', () => {
    const result = transform(readFileSync(systemModule, 'utf8'), systemModule);
    expect(result?.code).not.toContain('const _global =');
    expect(result?.code).toContain('let _global;');
    expect(result?.code).toMatch(
      /get _global\(\) \{\s*return _global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/,
    );
  });

  it('fails the build when Chakra builds its global styles some other way', () => {
    expect(() => transform('const _global = [];', systemModule)).toThrow(/no longer builds _global/);
  });

  it('leaves every other module alone', () => {
    expect(transform('const _global = 1;', '/node_modules/@chakra-ui/react/dist/esm/index.js')).toBeNull();
  });
});
