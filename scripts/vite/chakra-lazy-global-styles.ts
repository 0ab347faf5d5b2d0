import type { Plugin } from 'vite';

/** Chakra's module that builds a system (`createSystem`). */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBAL = /\n(\s*)_global,\n/;

/**
 * Makes the browser build's Chakra system build its global styles (the reset, the global CSS and one CSS variable
 * per token, about 44 kB of CSS) when `system._global` is first read, not inside `createSystem`: they are about
 * half of `createSystem`'s time, and a page the server rendered never needs them, since the server's style tags
 * already hold them (src/theme/system.ts). Nothing else changes: the getter returns what the constant held.
 * A Chakra release that rewrites these lines fails the build here, the sign to look again.
 */
export function chakraLazyGlobalStyles(): Plugin {
  return {
    name: 'chakra-lazy-global-styles',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER_GLOBAL) || !RETURNED_GLOBAL.test(code))
        throw new Error(`chakra-lazy-global-styles: ${id} no longer builds _global as expected`);
      const lazy = code
        .replace(EAGER_GLOBAL, 'let _global;')
        .replace(
          RETURNED_GLOBAL,
          '\n$1get _global() {\n$1  return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n$1},\n',
        );
      return { code: lazy, map: null };
    },
  };
}
