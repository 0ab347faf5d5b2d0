import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyInitialDarkMode, DARK_MODE_STORAGE_KEY, useDarkMode } from './use-dark-mode';

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemDark(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return matches;
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const root = document.documentElement;

describe('useDarkMode', () => {
  beforeEach(() => {
    root.classList.remove('dark', 'light');
    root.style.colorScheme = '';
  });
  afterEach(() => {
    root.classList.remove('dark', 'light');
  });

  it('follows the OS preference while nothing is saved, including later OS changes', () => {
    const system = mockSystemDark(true);
    const { result } = renderHook(() => useDarkMode());
    expect(result.current.isDark).toBe(true);
    expect(root).toHaveClass('dark');

    act(() => system.change(false));
    expect(result.current.isDark).toBe(false);
    expect(root).not.toHaveClass('dark');
  });

  it('toggling sets and removes the dark class and saves every change', () => {
    mockSystemDark(false);
    const { result } = renderHook(() => useDarkMode());
    expect(root).not.toHaveClass('dark');

    act(() => result.current.toggle());
    expect(result.current.isDark).toBe(true);
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');

    act(() => result.current.toggle());
    expect(root).not.toHaveClass('dark');
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('false');
  });

  it('keeps the saved choice across a reload and ignores the OS once saved', () => {
    const system = mockSystemDark(false);
    const first = renderHook(() => useDarkMode());
    act(() => first.result.current.setDark(true));
    first.unmount();
    root.classList.remove('dark');

    const second = renderHook(() => useDarkMode());
    expect(second.result.current.isDark).toBe(true);
    expect(root).toHaveClass('dark');

    act(() => system.change(false));
    expect(second.result.current.isDark).toBe(true);
  });

  it('keeps every mounted instance in step', () => {
    mockSystemDark(false);
    const a = renderHook(() => useDarkMode());
    const b = renderHook(() => useDarkMode());
    act(() => a.result.current.setDark(true));
    expect(b.result.current.isDark).toBe(true);
  });
});

describe('applyInitialDarkMode', () => {
  it('applies the saved preference before React renders', () => {
    mockSystemDark(false);
    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'true');
    applyInitialDarkMode();
    expect(root).toHaveClass('dark');

    localStorage.setItem(DARK_MODE_STORAGE_KEY, 'false');
    applyInitialDarkMode();
    expect(root).not.toHaveClass('dark');
  });
});
