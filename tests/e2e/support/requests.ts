import type { Page } from '@playwright/test';

/** Counts the page's calls to one API path (the mock worker answers them, but the page still sends them). */
export function countCalls(page: Page, path: RegExp): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) calls += 1;
  });
  return () => calls;
}
