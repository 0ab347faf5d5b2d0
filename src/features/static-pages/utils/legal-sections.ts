import { paths } from '@/config/paths';
import type { ContactEmailKey } from './static-content';

/** One anchored section of a policy page: its id is both the URL fragment and the locale key. */
export interface LegalSection {
  id: string;
  /** A link printed under the paragraphs; its label is `sections.<id>.link`. */
  link?: string;
  /** An address printed under the paragraphs as a mailto link. */
  email?: ContactEmailKey;
}

/** /terms: eight sections in this order. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  { id: 'introduction' },
  { id: 'account' },
  { id: 'responsibilities' },
  { id: 'intellectualProperty' },
  { id: 'privacy', link: paths.privacy.getHref() },
  { id: 'liability' },
  { id: 'changes' },
  { id: 'contact', email: 'support', link: paths.contact.getHref() },
];

/** /privacy: nine sections in this order. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { id: 'introduction' },
  { id: 'dataCollected' },
  { id: 'dataUse' },
  { id: 'dataSharing' },
  { id: 'security' },
  { id: 'rights', email: 'support' },
  { id: 'cookies' },
  { id: 'updates' },
  { id: 'contact', email: 'support', link: paths.contact.getHref() },
];

/** Fragment ids in kebab-case, the way URLs usually spell them (`#intellectual-property`). */
export const sectionAnchor = (id: string): string => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
