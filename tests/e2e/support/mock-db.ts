import type { Page } from '@playwright/test';
import { DB_NAME } from '../../../mocks/db/persistence';

/**
 * Starts listening for the mock db's next save in this tab (it announces every write to IndexedDB with
 * `'saved'` on a BroadcastChannel); the returned function waits for it. Call it before the change, await it
 * before a reload, so the reload reads the change instead of racing the 50 ms save debounce.
 */
export async function nextMockDbSave(page: Page): Promise<() => Promise<void>> {
  const listening = await page.evaluateHandle((name) => {
    const channel = new BroadcastChannel(name);
    const saved = new Promise<void>((resolve) => {
      channel.addEventListener('message', (event: MessageEvent) => {
        if (event.data !== 'saved') return;
        channel.close();
        resolve();
      });
    });
    return { saved };
  }, DB_NAME);
  return async () => {
    await listening.evaluate(({ saved }) => saved);
  };
}
