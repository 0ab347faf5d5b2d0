/**
 * A promise the test settles by hand: a mock handler awaits `promise`, the test asserts the in-between state
 * (a loading text, a disabled button) and then calls `resolve`. Tests wait for signals, never for time, so an
 * intermediate state is held open on purpose instead of hoping a delay outlasts a busy machine.
 */
export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
