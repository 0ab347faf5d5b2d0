import { expect, test } from '@playwright/test';
import { SLOW } from '../support/page-checks';
import {
  buildCheapOnlineInDrawer,
  expectCheapOnlineCards,
  FOUND_CHIPS,
  openCheapOnlineByUrl,
} from '../support/teacher-search';

/*
 * The directory's filters against the standalone mock server (production build, `live` project): the search
 * reaches a real HTTP server, whose filter and sort run on its seeded db. The same journey as the mock build's
 * (teachers-directory.spec.ts), from one home (support/teacher-search.ts).
 */

// The production build asks the external provinces service (VITE_PROVINCES_BASE_URL) for the city picker and
// the city chip; here the standalone mock server answers those calls, as it does for the mock build.
test.beforeEach(async ({ page, baseURL }) => {
  await page.route('https://api.turkiyeapi.dev/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: new URL(`${pathname}${search}`, baseURL).toString() });
    await route.fulfill({ response, headers: { ...response.headers(), 'access-control-allow-origin': '*' } });
  });
});

test('a guest finds cheap online Matematik teachers in İstanbul on Saturday mornings by URL alone', async ({
  page,
}) => {
  const directory = await openCheapOnlineByUrl(page);
  await expect(directory.activeFilters.getByRole('listitem')).toHaveText(FOUND_CHIPS, SLOW);
  await expectCheapOnlineCards(directory);
});

test('the same search built through the filter drawer on a 360 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  await buildCheapOnlineInDrawer(page);
  await expect(page).toHaveURL(/sort=price-asc/);
});
