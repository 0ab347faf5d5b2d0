/**
 * Fixed facts the static pages print. The addresses live here rather than in the locale files because they
 * are the same in every language and the mailto links are built from them.
 */
export const CONTACT_EMAILS = {
  general: 'bilgi@ozelders.com.tr',
  corporate: 'kurumsal@ozelders.com.tr',
  support: 'destek@ozelders.com.tr',
} as const;

export type ContactEmailKey = keyof typeof CONTACT_EMAILS;

export const mailtoHref = (key: ContactEmailKey): string => `mailto:${CONTACT_EMAILS[key]}`;

/** Both policy pages are dated 1 May 2025 (noon, so no time zone can move the day). */
export const POLICY_DATE = '2025-05-01T12:00:00+03:00';
