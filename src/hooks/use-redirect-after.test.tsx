import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_DELAY_MS, useRedirectAfter } from './use-redirect-after';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/reset-password']}>{children}</MemoryRouter>
);

function renderRedirect(active: boolean) {
  return renderHook(
    ({ on }: { on: boolean }) => {
      useRedirectAfter(on ? '/login' : null);
      return useLocation().pathname;
    },
    { initialProps: { on: active }, wrapper },
  );
}

describe('useRedirectAfter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits exactly 1.5 s once active, then goes', async () => {
    const { result, rerender } = renderRedirect(false);
    await advance(5000);
    expect(result.current).toBe('/reset-password');

    rerender({ on: true });
    expect(REDIRECT_DELAY_MS).toBe(1500);
    await advance(1499);
    expect(result.current).toBe('/reset-password');
    await advance(1);
    expect(result.current).toBe('/login');
  });

  it('does nothing once the screen is gone', async () => {
    const { result, unmount } = renderRedirect(true);
    expect(result.current).toBe('/reset-password');
    unmount();
    await advance(2000);
  });
});
