import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREFERENCE_STORAGE_KEYS } from '@/config/preferences';
import enBoot from './locales/en/boot.json';

export const SUPPORTED_LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const LANGUAGE_STORAGE_KEY = PREFERENCE_STORAGE_KEYS.language;

/*
 * Turkish (the product's language and every other language's fallback) is bundled: synchronous resources mean no
 * flash of keys and no Suspense boundary for the default visitor. Other languages are fetched when chosen (one
 * chunk per language), so a first visit does not download texts it never shows. A namespace is the file name
 * (locales/<lng>/<ns>.json).
 *
 * The exception is the namespaces of screens no visitor lands on first (the static pages, the dashboards, the
 * profile setup, the e-mail check, settings, chat, lesson requests, reviews, sign-in and registration, the search filters, report and block,
 * and the profile pages, which a shared link opens but home does not show) and the consent banner's (it loads after
 * the first paint, with its texts): their
 * Turkish texts too load with their screen (the router asks for them beside the screen's code, see
 * ROUTE_NAMESPACES in app/router.tsx). Their file names are listed twice below because import.meta.glob takes only literal patterns.
 */
const bundled = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    './locales/tr/*.json',
    '!./locales/tr/static-*.json',
    '!./locales/tr/dashboards-*.json',
    '!./locales/tr/listing-management.json',
    '!./locales/tr/profile-setup.json',
    '!./locales/tr/verify.json',
    '!./locales/tr/settings.json',
    '!./locales/tr/chat.json',
    '!./locales/tr/lesson-requests.json',
    '!./locales/tr/reviews.json',
    '!./locales/tr/auth.json',
    '!./locales/tr/register.json',
    '!./locales/tr/week-grid.json',
    '!./locales/tr/schedule-editor.json',
    '!./locales/tr/filters.json',
    '!./locales/tr/course-search.json',
    '!./locales/tr/safety.json',
    '!./locales/tr/profile.json',
    '!./locales/tr/consent.json',
  ],
  { eager: true },
);
const onDemand = {
  ...import.meta.glob<{ default: Record<string, unknown> }>([
    './locales/*/*.json',
    '!./locales/tr/*.json',
    // Every language's boot texts are in the entry anyway (the boot failure message, lib/boot).
    '!./locales/*/boot.json',
  ]),
  ...import.meta.glob<{ default: Record<string, unknown> }>([
    './locales/tr/static-*.json',
    './locales/tr/dashboards-*.json',
    './locales/tr/listing-management.json',
    './locales/tr/profile-setup.json',
    './locales/tr/verify.json',
    './locales/tr/settings.json',
    './locales/tr/chat.json',
    './locales/tr/lesson-requests.json',
    './locales/tr/reviews.json',
    './locales/tr/auth.json',
    './locales/tr/register.json',
    './locales/tr/week-grid.json',
    './locales/tr/schedule-editor.json',
    './locales/tr/filters.json',
    './locales/tr/course-search.json',
    './locales/tr/safety.json',
    './locales/tr/profile.json',
    './locales/tr/consent.json',
  ]),
};
const bootTexts: Record<string, Record<string, unknown>> = { en: enBoot };

const fileNamePattern = /\.\/locales\/([^/]+)\/([^/]+)\.json$/;

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [file, module] of Object.entries(bundled)) {
    const [, language = '', namespace = ''] = fileNamePattern.exec(file) ?? [];
    if (!namespace) continue;
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return resources;
}

export const resources = buildResources();
export const namespaces = Object.keys(resources[DEFAULT_LANGUAGE] ?? {});

/** An i18next backend that imports a language's namespace files on demand. */
const onDemandBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace === 'boot') return callback(null, bootTexts[language] ?? {});
    const load = onDemand[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

// Turkish is the product's language: a saved choice wins, the browser's language does not.
function readSavedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export const i18n = i18next.createInstance();

/**
 * Settles once the saved language's texts are in memory (at once for Turkish); main.tsx renders after it, so an
 * English visitor never sees Turkish first.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(onDemandBackend)
  .use(initReactI18next)
  .init({
    resources,
    // Bundled Turkish and the backend together: the backend only loads what `resources` lacks.
    partialBundledLanguages: true,
    lng: readSavedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: namespaces,
    defaultNS: 'common',
    // Turkish is in memory, so init finishes before this call returns and t() works at once.
    initAsync: false,
    // React already escapes text.
    interpolation: { escapeValue: false },
    returnNull: false,
  });

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

/**
 * Loads the texts of namespaces that are not bundled (in the current language and Turkish, its fallback);
 * resolves at once for namespaces already in memory.
 */
export function loadNamespaces(namespaceList: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaceList]);
}

/** Switches the interface language and remembers it for the next visit. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not saved (private mode); still switched for this visit.
  }
  await i18n.changeLanguage(language);
}
