import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expireStoredSession,
  readDraftEntry,
  writeDraftEntry,
  writeStoredUser,
} from '@/lib/api/session-storage';
import { mergeDraft, useSessionDraft } from './use-session-draft';

const student = { id: 7, username: 'ali', role: 'ROLE_STUDENT', profileImageUrl: null };
const initial = { message: '', preferredDays: [] as string[], rating: null as number | null };

describe('useSessionDraft', () => {
  beforeEach(() => writeStoredUser(student));

  it('keeps what was typed across an expiry and gives it back to the same person', () => {
    const first = renderHook(() => useSessionDraft('form:1', initial));
    act(() => first.result.current.save({ message: 'Merhaba', preferredDays: ['MONDAY'], rating: 4 }));
    first.unmount();
    expireStoredSession();
    writeStoredUser(student);
    const again = renderHook(() => useSessionDraft('form:1', initial));
    expect(again.result.current.restored).toBe(true);
    expect(again.result.current.start).toEqual({ message: 'Merhaba', preferredDays: ['MONDAY'], rating: 4 });
  });

  it('is not given to someone else, and is removed', () => {
    const first = renderHook(() => useSessionDraft('form:1', initial));
    act(() => first.result.current.save({ ...initial, message: 'Merhaba' }));
    writeStoredUser({ ...student, id: 8 });
    const other = renderHook(() => useSessionDraft('form:1', initial));
    expect(other.result.current).toMatchObject({ start: initial, restored: false });
    expect(readDraftEntry('form:1')).toBeNull();
  });

  it('stores nothing for the starting values, forgets on clear, and never stores a password', () => {
    const { result } = renderHook(() => useSessionDraft('form:2', { text: '', password: '' }));
    act(() => result.current.save({ text: '', password: '' }));
    expect(readDraftEntry('form:2')).toBeNull();
    act(() => result.current.save({ text: 'a', password: 'Gizli123!' }));
    expect(readDraftEntry('form:2')).not.toContain('Gizli123!');
    expect(result.current.isChanged({ text: 'a', password: '' })).toBe(true);
    act(() => result.current.clear());
    expect(readDraftEntry('form:2')).toBeNull();
  });

  it('reads the draft of another target when the key changes', () => {
    writeDraftEntry('chat-person:ayse', JSON.stringify({ owner: student.id, value: 'Merhaba Ayşe' }));
    const { result, rerender } = renderHook(({ key }) => useSessionDraft(key, ''), {
      initialProps: { key: 'chat:ali' },
    });
    expect(result.current.start).toBe('');
    rerender({ key: 'chat-person:ayse' });
    expect(result.current).toMatchObject({ start: 'Merhaba Ayşe', restored: true });
  });

  it('reads an unreadable entry as none', () => {
    writeDraftEntry('form:3', '{not json');
    const { result } = renderHook(() => useSessionDraft('form:3', initial));
    expect(result.current.restored).toBe(false);
  });
});

describe('mergeDraft', () => {
  it('takes only the known fields of the right kind', () => {
    expect(mergeDraft(initial, { message: 5, preferredDays: ['MONDAY', 3], rating: 2, extra: 'x' })).toEqual({
      message: '',
      preferredDays: [],
      rating: 2,
    });
    expect(mergeDraft('', 'Merhaba')).toBe('Merhaba');
    expect(mergeDraft('', { text: 'x' })).toBe('');
  });
});
