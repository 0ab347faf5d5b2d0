/**
 * The rows of the spec's error catalogue, in its order, with the situation text quoted. Scenarios
 * say which rows they drive; tests/integration/error-catalogue*.test.ts(x) have one test per row.
 */
export const ERROR_CATALOGUE = {
  sessionRenewal: 'Session cannot be renewed',
  noToken: 'No token when loading notifications',
  homeLoad: 'Any failed home load (counts, announcements, categories, subcategories, teachers)',
  parseErrors: 'Notification or message parse errors, socket protocol errors',
  registrationFailure: 'Registration failure',
  registrationException: 'Registration exception',
  registerCategories: 'Category load failure (register)',
  examTypes: 'Exam types load failure',
  subcategories: 'Subcategory load failure',
  availability: 'Availability check failure',
  verification: 'Verification failure',
  resend: 'Resend failure',
  upload: 'Upload failure',
  location: 'Location failure',
  chatHistory: 'Chat history failure',
  teacherFetch: 'Teacher fetch with success false',
  directoryCategories: 'Directory category fetch failure',
  aboutCounts: 'Counts failure on about page',
  unauthorisedRole: 'Unauthorised role on guarded route',
  pagePart: 'Page-part load failure',
} as const;

export type CatalogueRow = keyof typeof ERROR_CATALOGUE;

export const CATALOGUE_ROWS = Object.keys(ERROR_CATALOGUE) as CatalogueRow[];

/** 1-based row number as the spec's table shows it. */
export const rowNumber = (row: CatalogueRow): number => CATALOGUE_ROWS.indexOf(row) + 1;
