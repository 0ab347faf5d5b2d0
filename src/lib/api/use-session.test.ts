import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { writeAccessToken, writeStoredUser } from './session-storage';
import { useSession } from './use-session';

const user = {
  id: 7,
  username: 'ayse',
  role: 'ROLE_STUDENT',
  profileImageUrl: null,
};

it('re-reads the session on a storage event from another tab', () => {
  const { result } = renderHook(() => useSession());
  expect(result.current).toEqual({
    user: null,
    accessToken: null,
    status: 'guest',
    isSignedIn: false,
  });

  localStorage.setItem('auth-storage', JSON.stringify({ state: { accessToken: 't' }, version: 0 }));
  expect(result.current.isSignedIn).toBe(false); // nothing told the hook yet

  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth-storage' }));
  });
  // A token without a user is what logout leaves behind: not signed in.
  expect(result.current).toEqual({
    user: null,
    accessToken: 't',
    status: 'guest',
    isSignedIn: false,
  });

  localStorage.setItem('user', JSON.stringify(user));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
  });
  expect(result.current).toEqual({ user, accessToken: 't', status: 'signed-in', isSignedIn: true });
});

it('re-reads the session on user-updated and keeps the snapshot stable between changes', () => {
  const { result, rerender } = renderHook(() => useSession());
  act(() => {
    writeAccessToken('t');
    writeStoredUser(user);
  });
  const snapshot = result.current;
  expect(snapshot).toEqual({ user, accessToken: 't', status: 'signed-in', isSignedIn: true });

  rerender();
  act(() => {
    window.dispatchEvent(new Event('user-updated'));
  });
  expect(result.current).toBe(snapshot);
});
