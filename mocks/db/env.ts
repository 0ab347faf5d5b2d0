/**
 * Whether this runs under vitest: no IndexedDB persistence and no dev-console mail there. Reads `process`
 * through globalThis because this code is also type-checked and bundled for the browser.
 */
export function isTestRun(): boolean {
  const nodeProcess = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return import.meta.env?.MODE === 'test' || !!nodeProcess?.env?.VITEST;
}
