import type { CreateToasterReturn } from '@chakra-ui/react';
import { importOnce } from '@/lib/lazy/import-once';

type ToastStore = CreateToasterReturn;
type ToastInput = Parameters<ToastStore['create']>[0];

let store: ToastStore | undefined;
/** Toasts asked for while the store loads; they move into it, in order, when it is there. */
const waiting: ToastInput[] = [];
let lastId = 0;
let toastAsked = false;
const firstToastListeners = new Set<() => void>();

// A failed load keeps the waiting toasts; the next toast tries again.
const loadStore = importOnce(() =>
  import('./toast-store').then(({ toastStore }) => {
    store = toastStore;
    for (const toast of waiting.splice(0)) toastStore.create(toast);
    return toastStore;
  }),
);

function create(input: ToastInput): string {
  const toast = { ...input, id: input.id ?? `toast-${++lastId}` };
  // Before the store is asked: the region must appear for this toast even when the store is already there
  // (after resetToasterForTests, or any future path that loads the store first).
  if (!toastAsked) {
    toastAsked = true;
    for (const listener of firstToastListeners) listener();
  }
  if (store) return store.create(toast);
  waiting.push(toast);
  loadStore().catch(() => undefined);
  return toast.id;
}

function forget(id?: string): void {
  if (id === undefined) waiting.length = 0;
  else waiting.splice(0, waiting.length, ...waiting.filter((toast) => toast.id !== id));
}

/**
 * The app's one toaster. Features call `toaster.success({ title })`, `toaster.error(...)`, `.warning`, `.info`
 * or `toaster.create({ type, title, description })` with translated text. Most visits never show a toast, so
 * the store behind it (zag's, with its machines) loads with the first one; until then toasts wait here.
 */
export const toaster = {
  create,
  success: (input: ToastInput) => create({ ...input, type: 'success' }),
  error: (input: ToastInput) => create({ ...input, type: 'error' }),
  warning: (input: ToastInput) => create({ ...input, type: 'warning' }),
  info: (input: ToastInput) => create({ ...input, type: 'info' }),
  dismiss(id?: string): void {
    if (store) store.dismiss(id);
    else forget(id);
  },
  remove(id?: string): void {
    if (store) store.remove(id);
    else forget(id);
  },
};

/** Whether any toast has been asked for since the app started (the toast region is needed from then on). */
export const hasToastBeenAsked = (): boolean => toastAsked;

/** Calls `listener` when the first toast is asked for. */
export function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

/**
 * Tests only (tests/setup.ts, after every test): no toast shown or waiting and none asked for, so the next test,
 * in the same module graph without isolation, starts as a fresh page would. The loaded store is kept.
 */
export function resetToasterForTests(): void {
  store?.remove();
  waiting.length = 0;
  lastId = 0;
  toastAsked = false;
}
