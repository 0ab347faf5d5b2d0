import { css } from '@emotion/react';
import type { SystemContext } from '@chakra-ui/react';
import { getSystem } from './system';

let serving: SystemContext | undefined;

/**
 * The system the server renders every page with: the app's, with its global styles (the reset, the global CSS
 * and a variable per token, about 44 kB of CSS) serialized once per process. Emotion's `Global` takes a
 * serialized style as it is; given Chakra's style objects, it walked them into CSS and hashed the result again
 * for every page. The name and the CSS are the ones `Global` made itself, so the pages do not change.
 */
export function getServerSystem(): SystemContext {
  serving ??= Object.create(getSystem(), { _global: { value: css(getSystem()._global) } }) as SystemContext;
  return serving;
}
