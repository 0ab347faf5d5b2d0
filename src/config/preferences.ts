/**
 * Choices that belong to the browser rather than to an account (colour mode, language, the analytics consent):
 * no end of a session, not even an expiry that empties storage, takes them away.
 */
export const PREFERENCE_STORAGE_KEYS = {
  darkMode: 'darkMode',
  language: 'language',
  analyticsConsent: 'analytics-consent',
} as const;
