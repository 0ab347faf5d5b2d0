import { useEffect, useState } from 'react';

/** Availability checks wait 500 ms after the last keystroke. */
export const AVAILABILITY_DEBOUNCE_MS = 500;

/** `value` once it has stayed the same for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = AVAILABILITY_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
