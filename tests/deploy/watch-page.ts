import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects the page's Content-Security-Policy violations (from before its first script) and its console errors;
 * `problems()` lists both, so a deployed page passes when it is empty.
 */
export async function watchPage(page: Page): Promise<{ problems: () => Promise<string[]> }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const violations: string[] = [];
    window.__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(
        `csp: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})` : ''),
      ),
    );
  });
  return {
    problems: async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...consoleErrors],
  };
}
