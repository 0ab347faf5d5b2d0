import { describe, expect, it } from 'vitest';
import { pathPattern } from './route-preload.ts';

describe('route patterns', () => {
  it.each([
    ['/', '/', true],
    ['/', '/teachers', false],
    ['/courses/:id', '/courses/12', true],
    ['/courses/:id', '/courses/12/', true],
    ['/courses/:id', '/courses', false],
    ['/courses/:id', '/courses/12/extra', false],
    ['/profile/username/:username', '/profile/username/zeynep.celik', true],
  ])('%s matches %s: %s', (path, address, matches) => {
    expect(new RegExp(pathPattern(path)).test(address)).toBe(matches);
  });
});
