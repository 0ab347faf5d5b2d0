import type * as Transport from './transport';

let loading: Promise<typeof Transport> | undefined;

/**
 * The request machinery (axios, its two instances, the answer rules) loads with the first call instead of with
 * the page: a first screen paints before any answer can arrive, so it need not wait for the client's code.
 * Every caller shares the one import.
 */
export function loadTransport(): Promise<typeof Transport> {
  loading ??= import('./transport');
  return loading;
}
