import { describe, expect, it } from 'vitest';
import { defaultPathAfterSignIn, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/settings', '/settings'],
    ['/notifications?page=2', '/notifications?page=2'],
    ['/profile/username/elifdemir#reviews', '/profile/username/elifdemir#reviews'],
    ['/a/../settings', '/settings'],
  ])('keeps the same-site path %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'settings',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
    '/login',
    '/login?redirectTo=/x',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });
});

describe('defaultPathAfterSignIn', () => {
  it('sends a teacher to the dashboard and everyone else home', () => {
    expect(defaultPathAfterSignIn('ROLE_TEACHER')).toBe('/teacher-dashboard');
    expect(defaultPathAfterSignIn('ROLE_STUDENT')).toBe('/');
    expect(defaultPathAfterSignIn('ROLE_ADMIN')).toBe('/');
    expect(defaultPathAfterSignIn(undefined)).toBe('/');
  });
});
