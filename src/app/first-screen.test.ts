import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstScreenReady } from './first-screen';
import { createAppRouter, type RouteImporter } from './router';

const routerAt = (path: string, importOverrides = {}) =>
  createAppRouter(createMemoryRouter, { routerOptions: { initialEntries: [path] }, importOverrides });
const never: RouteImporter = () => new Promise(() => {});
const soon = () => new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50));

describe('waiting for the first screen before the app mounts', () => {
  it("settles once the screen's code is there, with the screen matched", async () => {
    const router = routerAt('/faq');
    await firstScreenReady(router);
    expect(router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.id).toBe('faq');
  });

  it('keeps waiting while the code has not arrived (the entry stops waiting after a moment)', async () => {
    const router = routerAt('/faq', { faq: never });
    await expect(Promise.race([firstScreenReady(router).then(() => 'ready'), soon()])).resolves.toBe(
      'still waiting',
    );
  });

  it('settles for an address with no screen of its own: the not-found screen', async () => {
    const router = routerAt('/bu-sayfa-yok');
    await firstScreenReady(router);
    expect(router.state.matches.at(-1)?.route.id).toBe('notFound');
  });
});
