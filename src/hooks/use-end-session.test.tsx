import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  readAccessToken,
  readPendingUser,
  readStoredUser,
  readDraftEntry,
  writeAccessToken,
  writeDraftEntry,
  writePendingUser,
  writeStoredUser,
} from '@/lib/api/session-storage';
import { type SessionEnd, useEndSession } from './use-end-session';

const user = { id: 7, username: 'zeynepcelik', role: 'ROLE_TEACHER', profileImageUrl: null };

function endSession(how: SessionEnd) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['notifications'], ['a message for zeynepcelik']);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useEndSession(), { wrapper });
  act(() => result.current(how));
  return { cached: queryClient.getQueryCache().getAll().length };
}

describe('useEndSession', () => {
  beforeEach(() => {
    writeStoredUser(user);
    writePendingUser(user);
    writeAccessToken('token-7');
    localStorage.setItem('color-mode', 'dark');
  });

  it.each([
    // how, token kept, other entries kept
    ['signed-out', true, true],
    ['account-deleted', false, true],
    ['expired', false, false],
  ] as const)(
    '%s: forgets the user and the cache; token kept %s, other entries kept %s',
    (how, token, rest) => {
      expect(endSession(how).cached).toBe(0);
      expect(readStoredUser()).toBeNull();
      expect(readPendingUser()).toBeNull();
      expect(readAccessToken()).toBe(token ? 'token-7' : null);
      expect(localStorage.getItem('color-mode')).toBe(rest ? 'dark' : null);
    },
  );

  it.each([
    // how, drafts kept: an expiry keeps what was typed for the next sign-in; leaving on purpose forgets it
    ['expired', true],
    ['signed-out', false],
    ['account-deleted', false],
  ] as const)('%s: drafts kept %s', (how, kept) => {
    writeDraftEntry('lesson-request:listing-1', '{"owner":7,"value":{"message":"Merhaba"}}');
    sessionStorage.setItem('other', 'x');
    endSession(how);
    expect(readDraftEntry('lesson-request:listing-1') !== null).toBe(kept);
  });
});
