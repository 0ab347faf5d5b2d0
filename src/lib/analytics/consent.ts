import { useSyncExternalStore } from 'react';
import { PREFERENCE_STORAGE_KEYS, readBooleanPreference } from '@/config/preferences';

/** 'true' or 'false' once the visitor has chosen; absent while undecided (the banner then asks). */
export const ANALYTICS_CONSENT_KEY = PREFERENCE_STORAGE_KEYS.analyticsConsent;

// Same-tab writes do not fire `storage`; the banner, the footer and the settings switch listen for this too.
const CONSENT_CHANGED_EVENT = 'analytics-consent-changed';

/** The visitor's choice: true (accepted), false (declined) or null (not asked yet, or storage unreadable). */
export function readAnalyticsConsent(): boolean | null {
  return readBooleanPreference(ANALYTICS_CONSENT_KEY);
}

// Read on every event rather than cached, so a choice made in another tab applies at once.
export function hasAnalyticsConsent(): boolean {
  return readAnalyticsConsent() === true;
}

export function setAnalyticsConsent(granted: boolean): void {
  try {
    localStorage.setItem(ANALYTICS_CONSENT_KEY, String(granted));
  } catch {
    // Not saved: without storage the visitor is asked again next time, which errs on the safe side.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ANALYTICS_CONSENT_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
  };
}

// A server render knows no choice; whatever depends on it waits for the browser (the banner loads after mount).
const getServerSnapshot = (): null => null;

/** The choice, kept current across components and tabs (the banner, the footer link, the settings switch). */
export function useAnalyticsConsent(): boolean | null {
  return useSyncExternalStore(subscribe, readAnalyticsConsent, getServerSnapshot);
}
