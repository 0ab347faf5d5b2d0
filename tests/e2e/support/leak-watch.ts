import type { ConsoleMessage, Page } from '@playwright/test';

/** One console call: its type, the text Playwright reports and every argument serialised as far as it goes. */
export interface ConsoleRecord {
  type: string;
  text: string;
  args: string[];
  /** True inside the collapsed group MSW prints for every request it answers (mock build only). */
  inMockInspector: boolean;
}

/** A request as far as a leak matters: where it went, and what asked for it. */
export interface RequestRecord {
  url: string;
  /** 'document' for a navigation, 'fetch' for the app's calls… */
  resourceType: string;
  /** Made by the mock service worker itself (it fetches what it does not answer, navigations included). */
  byServiceWorker: boolean;
}

export interface LeakWatch {
  requests: RequestRecord[];
  console: ConsoleRecord[];
  /** Page-view records of the mock build's in-memory analytics log (`window.__pageViews`), every page load. */
  pageViews: unknown[];
  /** Call before anything that reloads the document: the in-memory log lives as long as the page does. */
  keepPageViews: () => Promise<void>;
  /** Waits for the serialised console arguments still being read. */
  settled: () => Promise<void>;
}

async function serialise(message: ConsoleMessage): Promise<string[]> {
  return Promise.all(
    message.args().map(async (arg) => {
      try {
        return JSON.stringify(await arg.jsonValue());
      } catch {
        // A value that cannot travel as JSON (a function, a cycle): its own string form, made in the page.
        return arg.evaluate((value) => String(value)).catch(() => '');
      }
    }),
  );
}

/**
 * Records everything that could carry a secret out of the page: the URL of every request (documents, fetches,
 * scripts, web sockets, the service worker's own), every console call with its arguments, and the analytics
 * log. Start it before the first navigation.
 */
export function watchForLeaks(page: Page): LeakWatch {
  const watch: LeakWatch = {
    requests: [],
    console: [],
    pageViews: [],
    keepPageViews: async () => {
      const entries = await page.evaluate(() => (window as { __pageViews?: unknown[] }).__pageViews ?? []);
      watch.pageViews.push(...entries);
    },
    settled: async () => {
      await Promise.all(pending);
    },
  };
  const pending: Promise<unknown>[] = [];
  let mswDepth = 0;

  page.context().on('request', (request) =>
    watch.requests.push({
      url: request.url(),
      resourceType: request.resourceType(),
      byServiceWorker: request.serviceWorker() !== null,
    }),
  );
  page.on('websocket', (socket) =>
    watch.requests.push({ url: socket.url(), resourceType: 'websocket', byServiceWorker: false }),
  );
  page.on('console', (message) => {
    const type = message.type();
    const text = message.text();
    if (type === 'startGroupCollapsed' || type === 'startGroup') {
      if (mswDepth > 0 || text.includes('[MSW]')) mswDepth += 1;
    }
    const record: ConsoleRecord = { type, text, args: [], inMockInspector: mswDepth > 0 };
    if (type === 'endGroup' && mswDepth > 0) mswDepth -= 1;
    watch.console.push(record);
    pending.push(serialise(message).then((args) => (record.args = args)));
  });
  return watch;
}

/** The secret itself, and the forms it takes in a URL or a JSON string. */
export function spellings(secret: string): string[] {
  return [...new Set([secret, encodeURIComponent(secret), JSON.stringify(secret).slice(1, -1)])];
}

/** The places among `texts` that hold any spelling of any secret, named for a readable failure. */
export function findSecrets(texts: readonly string[], secrets: Record<string, string>): string[] {
  const found: string[] = [];
  for (const text of texts)
    for (const [name, secret] of Object.entries(secrets))
      if (spellings(secret).some((spelling) => text.includes(spelling)))
        found.push(`${name} in: ${text.slice(0, 300)}`);
  return found;
}
