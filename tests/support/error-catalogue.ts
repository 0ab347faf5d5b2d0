import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { ERROR_CATALOGUE, rowNumber, type CatalogueRow } from '../../mocks/scenarios/catalogue';
import { findScenario } from '../../mocks/scenarios/registry';
import { type ApiError, isApiError } from '../../src/lib/api';

/*
 * Shared by the error-catalogue integration tests: which file tests which row of the spec's error catalogue, test titles
 * that quote the row, the Turkish texts each row must show on screen, and the ApiError a rejected generated call
 * ends with.
 */

/** Rows the tests drive through the real app's screens. */
export const APP_ROWS = [
  'sessionRenewal',
  'noToken',
  'homeLoad',
  'parseErrors',
  'unauthorisedRole',
  'pagePart',
] as const satisfies readonly CatalogueRow[];

export type AppRow = (typeof APP_ROWS)[number];
/** Rows about one screen's failed call: the tests open that screen under the row's scenario. */
export type DataRow = Exclude<CatalogueRow, AppRow>;

/** `row 16 "Teacher fetch with success false" under teachers-fail`; the scenario must claim the row. */
export function rowTitle(row: CatalogueRow, ...scenarios: string[]): string {
  for (const name of scenarios) {
    const scenario = findScenario(name);
    if (!scenario) throw new Error(`No scenario "${name}"`);
    if (!(scenario.rows as readonly string[]).includes(row))
      throw new Error(`Scenario "${name}" does not list row "${row}" in mocks/scenarios/registry.ts`);
  }
  return `row ${rowNumber(row)} "${ERROR_CATALOGUE[row]}" under ${scenarios.join(', ')}`;
}

/** The ApiError the call rejected with (fails the test if it resolved or threw something else). */
export async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (value: unknown) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`Expected a rejection, got ${JSON.stringify(outcome.resolved)}`);
  expect(isApiError(outcome.error), String(outcome.error)).toBe(true);
  return outcome.error as ApiError;
}

/**
 * The Turkish texts the spec's catalogue gives each row, as a person must read them on screen. For the
 * availability row (a failed check counts as taken) they are the taken texts. A row whose behaviour has no
 * text of its own (logged, a list emptied, a redirect) has none; its test asserts that behaviour instead.
 */
export const CATALOGUE_TEXTS = {
  sessionRenewal: [],
  noToken: [],
  homeLoad: [],
  parseErrors: [],
  registrationFailure: ['Kayıt başarısız. Lütfen bilgilerinizi kontrol edin.'],
  registrationException: ['Kayıt sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.'],
  registerCategories: ['Uzmanlık alanları yüklenemedi'],
  examTypes: ['Sınav türleri yüklenemedi'],
  subcategories: [],
  availability: [
    'Bu kullanıcı adı zaten kullanımda',
    'Bu e-posta zaten kullanımda',
    'Bu telefon numarası zaten kullanımda',
  ],
  verification: ['Doğrulama başarısız. Lütfen kodu kontrol edin.'],
  resend: ['Kod tekrar gönderilemedi. Lütfen daha sonra tekrar deneyin.'],
  upload: ['Yükleme başarısız. Lütfen tekrar deneyin.', 'Kullanıcı bulunamadı.'],
  location: ['Konum güncellenirken hata oluştu. Lütfen tekrar deneyin.'],
  chatHistory: [],
  teacherFetch: ['Veri alınamadı'],
  directoryCategories: [],
  aboutCounts: [],
  unauthorisedRole: [],
  pagePart: [],
} as const satisfies Record<CatalogueRow, readonly string[]>;

type CatalogueText<Row extends CatalogueRow> = (typeof CATALOGUE_TEXTS)[Row][number];

// Texts seen on screen by this test file (each test file has its own copy of this module).
const seen = new Set<string>();
const seenKey = (row: CatalogueRow, text: string) => `${row}: ${text}`;

/**
 * Waits until the row's catalogue text shows inside `scope` (the alert, the field, the panel; the whole page
 * when omitted), and notes it for `unseenTexts`. Fails when the screen's text is not the catalogue's.
 */
export async function expectCatalogueText<Row extends CatalogueRow>(
  row: Row,
  text: CatalogueText<Row>,
  scope: () => HTMLElement = () => document.body,
): Promise<void> {
  await waitFor(() => expect(scope()).toHaveTextContent(text));
  seen.add(seenKey(row, text));
}

/** The texts of these rows that no test of this file has found on screen through `expectCatalogueText`. */
export function unseenTexts(rows: readonly CatalogueRow[]): string[] {
  return rows.flatMap((row) =>
    (CATALOGUE_TEXTS[row] as readonly string[])
      .map((text) => seenKey(row, text))
      .filter((key) => !seen.has(key)),
  );
}
