import type { AxiosError } from 'axios';

/*
 * axios's own guards, read from the marks axios puts on what it throws: `isAxiosError: true` on a failed
 * request, `__CANCEL__` on a cancellation. Code that only has to recognise an axios failure (the error mapping,
 * the failure log) uses these, so that axios itself loads with the first request (load-transport.ts) and not
 * with the page. axios-marks.test.ts holds them to axios's own `isAxiosError` and `isCancel`.
 */

export function isAxiosError(value: unknown): value is AxiosError {
  return (
    typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function isCancel(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && Boolean((value as { __CANCEL__?: unknown }).__CANCEL__)
  );
}
