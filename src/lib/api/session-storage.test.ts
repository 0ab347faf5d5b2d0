import { describe, expect, it, vi } from 'vitest';
import {
  clearAllStorage,
  readAccessToken,
  readPendingUser,
  readStoredUser,
  removeStoredUser,
  USER_UPDATED_EVENT,
  writeAccessToken,
  writePendingUser,
  writeStoredUser,
} from './session-storage';

const user = {
  id: 7,
  username: 'ayse',
  role: 'ROLE_TEACHER',
  profileImageUrl: '/a.png',
  city: 'İstanbul',
  district: 'Kadıköy',
};

describe('access token', () => {
  it.each([
    'not json',
    '{"state":null}',
    '{"state":{"accessToken":42}}',
    '[]',
    '{"state":{"accessToken":""}}',
  ])('reads no token from %s', (raw) => {
    localStorage.setItem('auth-storage', raw);
    expect(readAccessToken()).toBeNull();
  });

  it('writes the zustand-persist shape, keeping other state fields, and announces it', () => {
    const listener = vi.fn();
    window.addEventListener(USER_UPDATED_EVENT, listener);
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { accessToken: 'a', theme: 'x' }, version: 2 }),
    );

    writeAccessToken('b');
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '')).toEqual({
      state: { accessToken: 'b', theme: 'x' },
      version: 2,
    });
    expect(readAccessToken()).toBe('b');
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(USER_UPDATED_EVENT, listener);
  });

  it('starts a fresh entry over malformed JSON', () => {
    localStorage.setItem('auth-storage', '{oops');
    writeAccessToken('c');
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? '')).toEqual({
      state: { accessToken: 'c' },
      version: 0,
    });
  });
});

describe('users', () => {
  it('round-trips the stored user and rejects malformed ones', () => {
    writeStoredUser(user);
    expect(readStoredUser()).toEqual(user);
    localStorage.setItem('user', JSON.stringify({ id: 'x', username: 'a' }));
    expect(readStoredUser()).toBeNull();
    localStorage.setItem('user', '{');
    expect(readStoredUser()).toBeNull();
    removeStoredUser();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['a role that is not text', { ...user, role: 3 }],
    ['a missing username', { id: 7, role: 'ROLE_STUDENT' }],
    ['a photo that is not text', { ...user, profileImageUrl: 5 }],
    ['a city that is not text', { ...user, city: ['İstanbul'] }],
    ['a list', [user]],
  ])('reads no stored user from an entry with %s', (_case, entry) => {
    localStorage.setItem('user', JSON.stringify(entry));
    expect(readStoredUser()).toBeNull();
  });

  it('keeps a null city and leaves out fields the entry does not know', () => {
    localStorage.setItem('user', JSON.stringify({ ...user, city: null, district: undefined, extra: 1 }));
    expect(readStoredUser()).toEqual({ ...user, city: null, district: undefined });
    expect(readStoredUser()).not.toHaveProperty('extra');
  });

  it('defaults a missing profile image to null and keeps the pending user in session storage', () => {
    writePendingUser({
      id: 8,
      username: 'ali',
      role: 'ROLE_STUDENT',
      profileImageUrl: null,
    });
    expect(sessionStorage.getItem('pendingUser')).not.toBeNull();
    sessionStorage.setItem('pendingUser', JSON.stringify({ id: 8, username: 'ali', role: 'ROLE_STUDENT' }));
    expect(readPendingUser()).toEqual({
      id: 8,
      username: 'ali',
      role: 'ROLE_STUDENT',
      profileImageUrl: null,
    });
  });
});

it('clearAllStorage empties both storages but keeps the browser preferences', () => {
  writeAccessToken('a');
  localStorage.setItem('darkMode', 'true');
  localStorage.setItem('language', 'en');
  localStorage.setItem('analytics-consent', 'false');
  sessionStorage.setItem('pendingUser', '{}');
  clearAllStorage();
  expect(sessionStorage.length).toBe(0);
  expect({ ...localStorage }).toEqual({ darkMode: 'true', language: 'en', 'analytics-consent': 'false' });
});
