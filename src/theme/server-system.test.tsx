import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getServerSystem } from './server-system';
import { getSystem } from './system';

/** A page as the renderer makes it: a fresh Emotion cache, the system's global styles written into it. */
const page = (system: SystemContext) =>
  renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ChakraProvider value={system}>
        <p>Merhaba</p>
      </ChakraProvider>
    </CacheProvider>,
  );

describe('the renderer’s system', () => {
  it('writes the global styles the app’s system writes, name and CSS alike', () => {
    const served = page(getServerSystem());
    expect(served).toBe(page(getSystem()));
    // The reset and a variable per token are in it, not an empty style.
    expect(served).toContain('--chakra-colors-brand-500');
    expect(served).toContain('box-sizing:border-box');
  });

  it('gives Emotion its global styles already serialized, once per process', () => {
    const global = getServerSystem()._global as unknown as { name: string; styles: string };
    expect(global.name).toMatch(/^[a-z0-9]+$/);
    expect(global.styles).toContain(':root');
    expect(getServerSystem()._global).toBe(global);
  });
});
