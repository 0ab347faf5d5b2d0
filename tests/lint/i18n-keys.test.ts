import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '@/features/static-pages/utils/faq-entries';
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from '@/features/static-pages/utils/legal-sections';
import { createAppProgram, findKeyUsages, hasKey, type KeyUsage, readLocale } from './i18n-keys';

/*
 * Every key the app asks i18next for exists in tr and in en. Keys built at run time are expanded through their
 * types (a union of literals is checked member by member); the few call sites whose key is typed plain
 * `string` are listed below with the place their keys are checked instead, so a new untyped key fails here
 * until it is typed or listed.
 */
const root = join(import.meta.dirname, '../..');
const LANGUAGES = ['tr', 'en'] as const;
const locales = Object.fromEntries(LANGUAGES.map((language) => [language, readLocale(root, language)]));

/** Call sites (file and key expression) whose key cannot be known from types, and why that is fine. */
const UNTYPED_KEYS: Record<string, string> = {
  // Keys that travel through schemas and props are written as `ns:key` and checked where they are written.
  'src/components/forms/form-field.tsx error': 'validation messages (ns:key in the schemas)',
  'src/features/auth/registration/components/terms-field.tsx error':
    'validation messages (ns:key in the schema)',
  'src/features/chat/components/group-create-dialog.tsx fieldState.error.message':
    'validation messages (ns:key in the schema)',
  'src/components/forms/biography-field.tsx counterKey': 'an ns:key prop at every call site',
  'src/features/auth/registration/components/account-fields.tsx helperKey':
    'ns:key in lib/validation/availability',
  'src/features/settings/components/profile-form.tsx phoneNote.helperKey':
    'ns:key in lib/validation/availability',
  'src/features/static-pages/utils/translated-list.ts key': 'a forwarder: its callers are checked',
  'src/features/static-pages/components/faq-list.tsx `entries.${id}.question`': 'FAQ_ENTRIES, checked below',
  'src/features/static-pages/components/faq-list.tsx `entries.${id}.answer`': 'FAQ_ENTRIES, checked below',
  "src/features/static-pages/components/legal-document.tsx 'static-pages:toc'":
    'namespace given, checked below',
  'src/features/static-pages/components/legal-document.tsx `sections.${id}.title`':
    'the legal sections, below',
  'src/features/static-pages/components/legal-document.tsx `sections.${id}.paragraphs`': 'as above',
  'src/features/static-pages/components/legal-document.tsx `sections.${id}.link`': 'as above',
};

let usages: KeyUsage[];
beforeAll(() => {
  usages = findKeyUsages(createAppProgram(root), root, Object.keys(locales.tr!));
}, 120_000);

const siteOf = (usage: KeyUsage) => `${usage.at.replace(/:\d+$/, '')} ${usage.expression}`;
const resolved = (usage: KeyUsage) => usage.keys !== null && usage.namespaces !== null;

/** "tr file:line key" for every key a usage can produce that is missing from a language. */
function missingKeys(list: KeyUsage[]): string[] {
  return list
    .filter(resolved)
    .flatMap((usage) =>
      LANGUAGES.flatMap((language) =>
        usage
          .keys!.filter(
            (key) => !usage.namespaces!.every((namespaces) => hasKey(locales[language]!, namespaces, key)),
          )
          .map((key) => `${language} ${usage.at} ${key}`),
      ),
    );
}

describe('i18n keys used in code', () => {
  it('finds the calls, including keys built from typed values and ns:key strings', () => {
    expect(usages.length).toBeGreaterThan(300);
    expect(usages.map((usage) => usage.expression)).toContain("'auth:password.required'");
    // `topics.${key}.title` over the four help topics, each checked.
    const topics = usages.find((usage) => usage.expression === '`topics.${key}.title`');
    expect(topics?.keys).toEqual(expect.arrayContaining(['topics.account.title', 'topics.safety.title']));
  });

  it('exist in tr and en', () => {
    expect(missingKeys(usages)).toEqual([]);
  });

  it('are typed (or listed here) wherever they are built at run time', () => {
    const untyped = [...new Set(usages.filter((usage) => !resolved(usage)).map(siteOf))].sort();
    expect(untyped).toEqual(Object.keys(UNTYPED_KEYS).sort());
  });

  it('of the FAQ and the legal pages exist in tr and en', () => {
    const keys = [
      ...FAQ_ENTRIES.flatMap(({ id }) => [
        `static-faq:entries.${id}.question`,
        `static-faq:entries.${id}.answer`,
      ]),
      ...[
        ['static-terms', TERMS_SECTIONS],
        ['static-privacy', PRIVACY_SECTIONS],
      ].flatMap(([ns, sections]) =>
        (sections as typeof TERMS_SECTIONS).flatMap(({ id, link }) => [
          `${ns as string}:sections.${id}.title`,
          `${ns as string}:sections.${id}.paragraphs`,
          ...(link ? [`${ns as string}:sections.${id}.link`] : []),
        ]),
      ),
      'static-pages:toc',
    ];
    const missing = LANGUAGES.flatMap((language) =>
      keys.filter((key) => !hasKey(locales[language]!, [], key)).map((key) => `${language} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('report a key that is missing (the check itself can fail)', () => {
    const usage: KeyUsage = {
      at: 'src/x.tsx:1',
      expression: '`topics.${key}.title`',
      keys: ['topics.account.title', 'topics.nowhere.title'],
      namespaces: [['static-help']],
    };
    expect(missingKeys([usage])).toEqual([
      'tr src/x.tsx:1 topics.nowhere.title',
      'en src/x.tsx:1 topics.nowhere.title',
    ]);
  });
});
