import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useTokenFromAddress } from './use-token-from-address';

const at = (entry: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  };

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useTokenFromAddress', () => {
  it('reads the token once and takes it out of the address bar, keeping the rest and the history state', () => {
    window.history.replaceState({ idx: 3 }, '', '/reset-password?token=gizli&utm=posta#form');
    const { result, rerender } = renderHook(() => useTokenFromAddress(), {
      wrapper: at('/reset-password?token=gizli&utm=posta'),
    });
    expect(result.current).toBe('gizli');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/reset-password?utm=posta#form',
    );
    expect(window.history.state).toEqual({ idx: 3 });
    rerender();
    expect(result.current).toBe('gizli');
  });

  it('has no token to give after a reload of the cleaned address', () => {
    window.history.replaceState(null, '', '/reset-password');
    const { result } = renderHook(() => useTokenFromAddress(), { wrapper: at('/reset-password') });
    expect(result.current).toBeNull();
    expect(window.location.pathname).toBe('/reset-password');
  });
});
