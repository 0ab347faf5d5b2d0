import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * A search as last written, readable with useSyncExternalStore. It changes in the event that writes it, before
 * the router has rendered the new URL (a transition that takes a phone a few hundred milliseconds): a part that
 * follows it, such as a results list waiting for the answer, renders that answer as soon as it arrives instead
 * of after the whole page's render of the URL.
 */
export interface WrittenSearch<Search> {
  get: () => Search;
  subscribe: (listener: () => void) => () => void;
}

export interface WritableSearch<Search> extends WrittenSearch<Search> {
  /** Keeps the current object when the next one is equal to it (no render for an echo). */
  set: (next: Search) => void;
}

export function createWrittenSearch<Search>(initial: Search): WritableSearch<Search> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      const kept = replaceEqualDeep(current, next);
      if (kept === current) return;
      current = kept;
      for (const listener of listeners) listener();
    },
  };
}
