import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { PREFERENCE_STORAGE_KEYS, readBooleanPreference } from '@/config/preferences';

/** A boolean under this local-storage entry; absent means "follow the operating system". */
export const DARK_MODE_STORAGE_KEY = PREFERENCE_STORAGE_KEYS.darkMode;

const DARK_QUERY = '(prefers-color-scheme: dark)';
// Same-tab writes do not fire `storage`, so every hook instance listens for this too.
const DARK_MODE_CHANGED_EVENT = 'dark-mode-changed';

// Storage can be disabled (private mode); then, as with nothing saved, the OS decides.
const readStoredPreference = (): boolean | null => readBooleanPreference(DARK_MODE_STORAGE_KEY);

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

/** The saved choice, or the OS preference while nothing is saved. */
export function resolveDarkMode(): boolean {
  return readStoredPreference() ?? systemPrefersDark();
}

/** Chakra's `_dark` condition keys off the `dark` class; colorScheme makes native controls and scrollbars match. */
export function applyDarkModeClass(isDark: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.toggle('dark', isDark);
  root.classList.toggle('light', !isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
}

/**
 * Call from src/main.tsx before the first render, so a dark-mode user never sees a white flash while React
 * and the styles load.
 */
export function applyInitialDarkMode(): void {
  applyDarkModeClass(resolveDarkMode());
}

function subscribe(onChange: () => void): () => void {
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DARK_MODE_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(DARK_MODE_CHANGED_EVENT, onChange);
  // An OS change only matters while nothing is saved; resolveDarkMode() takes care of that.
  media?.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(DARK_MODE_CHANGED_EVENT, onChange);
    media?.removeEventListener('change', onChange);
  };
}

const getServerSnapshot = (): boolean => false;

export interface DarkMode {
  isDark: boolean;
  setDark: (isDark: boolean) => void;
  toggle: () => void;
}

/** Dark mode shared by every component and tab; each change is saved. */
export function useDarkMode(): DarkMode {
  const isDark = useSyncExternalStore(subscribe, resolveDarkMode, getServerSnapshot);

  useEffect(() => {
    applyDarkModeClass(isDark);
  }, [isDark]);

  const setDark = useCallback((next: boolean) => {
    try {
      localStorage.setItem(DARK_MODE_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Not saved, but still applied for this page view.
      applyDarkModeClass(next);
    }
    window.dispatchEvent(new Event(DARK_MODE_CHANGED_EVENT));
  }, []);

  const toggle = useCallback(() => setDark(!resolveDarkMode()), [setDark]);

  return { isDark, setDark, toggle };
}
