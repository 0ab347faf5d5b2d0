import { useCallback, useEffect, useRef, useState } from 'react';

/** What one lock guards: a screen's one action, or one item of a list (a request's id). */
export type LockKey = string | number;

const ONLY: LockKey = 'only';
const NONE: ReadonlySet<LockKey> = new Set();

export interface ActionLock {
  /**
   * Runs `action` unless its key is held, and holds the key until the action has settled. A press while the key
   * is held gets `null` and sends nothing (a double click, Enter pressed again, a click and an Enter).
   */
  run: <T>(action: () => Promise<T> | T, key?: LockKey) => Promise<T> | null;
  /** The key is held: for the pressed button's spinner and its neighbours' `disabled` (read while rendering). */
  isLocked: (key?: LockKey) => boolean;
}

/**
 * One press, one call: every button, confirmation and form that calls the server takes this lock on its first
 * press. The lock is a ref, set synchronously, because the second click or Enter can arrive before React has
 * re-rendered the button as busy; the rendered state (`isLocked`) only draws it. A key is released in an effect
 * after the render that follows its action's end, and only while `hold` is false: a form holds its lock while
 * its mutation is still pending or has just succeeded (`useSubmitLock`), a button while its action runs.
 * An action must therefore await its call (`mutateAsync`), or the lock ends before the answer.
 */
export function useActionLock(hold = false): ActionLock {
  const taken = useRef(new Set<LockKey>());
  const running = useRef(new Set<LockKey>());
  const [held, setHeld] = useState<ReadonlySet<LockKey>>(NONE);
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    if (hold) return;
    const free = [...taken.current].filter((key) => !running.current.has(key));
    if (free.length === 0) return;
    for (const key of free) taken.current.delete(key);
    setHeld(new Set(taken.current));
  }, [hold, settled]);

  const run = useCallback(<T>(action: () => Promise<T> | T, key: LockKey = ONLY): Promise<T> | null => {
    if (taken.current.has(key)) return null;
    taken.current.add(key);
    running.current.add(key);
    setHeld(new Set(taken.current));
    // Called at once (an async function runs up to its first await), so a form's handler sees its event live.
    const settle = async () => {
      try {
        return await action();
      } finally {
        running.current.delete(key);
        setSettled((count) => count + 1);
      }
    };
    return settle();
  }, []);

  const isLocked = useCallback((key: LockKey = ONLY) => held.has(key), [held]);

  return { run, isLocked };
}
