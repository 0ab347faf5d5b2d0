import { expect } from 'vitest';
import {
  CATALOGUE_ROWS,
  ERROR_CATALOGUE,
  rowNumber,
  type CatalogueRow,
} from '../../mocks/scenarios/catalogue';
import { findScenario } from '../../mocks/scenarios/registry';
import { type ApiError, isApiError } from '../../src/lib/api';

/*
 * Shared by the error-catalogue integration tests: which file tests which row of the spec's error catalogue, test titles
 * that quote the row, and the ApiError a rejected generated call ends with.
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

/** Rows about a call's outcome: the tests assert the result the generated client hands the screen. */
export const DATA_ROWS = CATALOGUE_ROWS.filter(
  (row) => !(APP_ROWS as readonly CatalogueRow[]).includes(row),
) as Array<Exclude<CatalogueRow, (typeof APP_ROWS)[number]>>;

export type AppRow = (typeof APP_ROWS)[number];
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
