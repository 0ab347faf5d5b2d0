import { useCallback, useMemo, useState } from 'react';
import { readDraftEntry, readStoredUser, writeDraftEntry } from '@/lib/api/session-storage';

/*
 * Drafts: what a person typed into a form and has not sent, kept in session storage per form and target
 * (`lesson-request:listing-4`, `listing:new`, `review:12`, `chat-person:ayse`) so that an expiry, the sign-in that
 * follows it, or a reload gives the form back as it was. The expiry's teardown keeps them (see
 * session-storage's removeDrafts); a deliberate sign-out removes them. Each entry names the user who wrote it
 * and is restored to that user only, so a different person signing in on the same browser after an expiry
 * starts empty. Never a password: any field whose name says password is left out of what is stored.
 */

interface DraftEntry {
  owner: number | null;
  value: unknown;
}

const currentOwner = (): number | null => readStoredUser()?.id ?? null;

/** Leaves out every field named like a password, at any depth, before the draft is written. */
const withoutPasswords = (key: string, value: unknown): unknown =>
  /password/i.test(key) ? undefined : value;

function readDraft(key: string): unknown {
  const raw = readDraftEntry(key);
  if (raw === null) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<DraftEntry> | null;
    if (entry && typeof entry === 'object' && 'value' in entry && entry.owner === currentOwner()) {
      return entry.value;
    }
  } catch {
    // Unreadable: treated as no draft, and removed below.
  }
  // Someone else's, or not ours at all: it must not be shown, nor linger.
  writeDraftEntry(key, null);
  return undefined;
}

function writeDraft(key: string, value: unknown): void {
  const entry: DraftEntry = { owner: currentOwner(), value };
  writeDraftEntry(key, JSON.stringify(entry, withoutPasswords));
}

const isPlain = (value: unknown): boolean =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A stored value fits a field when it is of the field's kind; an empty (null) field takes any plain value. */
function sameShape(start: unknown, stored: unknown): boolean {
  if (Array.isArray(start)) return Array.isArray(stored) && stored.every((item) => typeof item === 'string');
  if (start === null) return isPlain(stored);
  return isPlain(start) && typeof stored === typeof start;
}

/**
 * A stored draft laid over the form's starting values, field by field: only the fields the form has, and only
 * values of the starting value's kind (text for text, a list of choices for a list), so an entry from an old
 * version or another hand cannot put a wrong-shaped value into a form. A plain value (a chat's text) is taken
 * when it is of the same kind.
 */
export function mergeDraft<T>(initial: T, stored: unknown): T {
  if (initial === null || typeof initial !== 'object' || Array.isArray(initial)) {
    return sameShape(initial, stored) ? (stored as T) : initial;
  }
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return initial;
  const merged: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  for (const [field, start] of Object.entries(initial as Record<string, unknown>)) {
    const value = (stored as Record<string, unknown>)[field];
    if (value !== undefined && sameShape(start, value)) merged[field] = value;
  }
  return merged as T;
}

export interface SessionDraft<T> {
  /** What the form starts from: the stored draft over `initial`, or `initial` when there is none. */
  start: T;
  /** True when `start` came from a stored draft. */
  restored: boolean;
  /** Keeps the value; a value equal to `initial` removes the draft instead (nothing unsaved). */
  save: (value: T) => void;
  /** Forgets the draft: after a successful send, or when the person discards their changes. */
  clear: () => void;
  /** Whether a value differs from `initial`, i.e. closing now would lose something. */
  isChanged: (value: T) => boolean;
}

function readStart<T>(key: string | null, initial: T) {
  const stored = key === null ? undefined : readDraft(key);
  return stored === undefined
    ? { key, value: initial, restored: false }
    : { key, value: mergeDraft(initial, stored), restored: true };
}

/**
 * One form's draft. `key` names the form and its target (null: no draft is kept, e.g. before the target is
 * known); `initial` is what the form shows with nothing typed. The stored draft is read on the first render
 * (and again when `key` changes), so a form can pass `start` to its default values without a flash of the
 * empty form; a form that keeps `start` in its own state should be remounted (a React `key`) per target.
 */
export function useSessionDraft<T>(key: string | null, initial: T): SessionDraft<T> {
  const [read, setRead] = useState(() => readStart(key, initial));
  // Another target (a different room, listing or request) reads its own draft.
  let start = read;
  if (read.key !== key) {
    start = readStart(key, initial);
    setRead(start);
  }
  // `initial` is often rebuilt on every render: compare by value.
  const initialText = JSON.stringify(initial);

  const save = useCallback(
    (value: T) => {
      if (key === null) return;
      if (JSON.stringify(value) === initialText) writeDraftEntry(key, null);
      else writeDraft(key, value);
    },
    [key, initialText],
  );
  const clear = useCallback(() => {
    if (key !== null) writeDraftEntry(key, null);
  }, [key]);
  const isChanged = useCallback((value: T) => JSON.stringify(value) !== initialText, [initialText]);

  return useMemo(
    () => ({ start: start.value, restored: start.restored, save, clear, isChanged }),
    [start, save, clear, isChanged],
  );
}
