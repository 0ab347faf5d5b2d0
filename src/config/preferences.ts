/**
 * Choices that belong to the browser rather than to an account (colour mode, language, the analytics consent):
 * no end of a session, not even an expiry that empties storage, takes them away.
 */
export const PREFERENCE_STORAGE_KEYS = {
  darkMode: 'darkMode',
  language: 'language',
  analyticsConsent: 'analytics-consent',
} as const;

/**
 * A yes/no preference as stored ('true' or 'false'); null while nothing is stored or storage cannot be read
 * (private mode), which each caller reads as "not chosen".
 */
export function readBooleanPreference(key: string): boolean | null {
  try {
    const raw = localStorage.getItem(key);
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    return null;
  } catch {
    return null;
  }
}
