import { expect, test, type Page } from '@playwright/test';
import { expectErrorWithRetry, listingGrid, openCourses, pager, rootSelect } from './support/listings';
import { switchScenarioLive } from './support/live-scenario';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('with no listings (?scenario=empty) each listings route says so', async ({ page }) => {
  await openCourses(page, '?scenario=empty');
  await expect(page.getByText('Şu anda görüntülenecek ilan bulunmuyor.')).toBeVisible(SLOW);
  await expect(listingGrid(page)).toHaveCount(0);
  await expect(pager(page)).toHaveCount(0);
  // Categories still exist; choosing one finds nothing either, and says a filter may be the reason.
  await rootSelect(page).selectOption({ label: 'Matematik' });
  await expect(
    page.getByText('Arama kriterlerinize uygun ilan bulunamadı. Lütfen farklı filtreler deneyin.'),
  ).toBeVisible(SLOW);

  // The scenario stays with the tab (sessionStorage) across navigations.
  await page.goto('/category/Matematik');
  await expect(h1(page, 'Matematik İlanları')).toBeVisible(SLOW);
  await expect(page.getByText('Bu kategoride ilan bulunamadı.')).toBeVisible(SLOW);

  await page.goto('/courses/150');
  await expect(h1(page, 'İlan bulunamadı')).toBeVisible(SLOW);
});

test('/courses shows the error view with retry when listings fail (?scenario=errors)', async ({ page }) => {
  await openCourses(page, '?scenario=errors');
  await expectErrorWithRetry(
    page,
    'İlanlar alınamadı. Sunucu şu anda yanıt veremiyor. Biraz sonra tekrar deneyin.',
    /\/v1\/announcements\/pageable$/,
  );
  await expect(listingGrid(page)).toHaveCount(0);
});

test('/courses keeps its search while the listings fail, and shows them once they come (&mock-fail=getAnnouncementsPage)', async ({
  page,
}) => {
  await openCourses(page, '?scenario=errors&mock-fail=getAnnouncementsPage&q=matematik');
  const alert = page.getByRole('alert').filter({ hasText: 'Bir Hata Oluştu' });
  await expect(alert).toBeVisible(SLOW);
  // The search stays as it was asked for: the box, the chip.
  await expect(page.getByRole('searchbox', { name: 'İlanlarda arayın' })).toHaveValue('matematik');
  await expect(page.getByRole('region', { name: 'Aktif Filtreler' })).toContainText('Arama: matematik');
  // The server recovers; 'Tekrar Dene' asks again and shows the search's results.
  await switchScenarioLive(page, 'default');
  await alert.getByRole('button', { name: 'Tekrar Dene' }).click();
  await expect(listingGrid(page).getByRole('listitem').first()).toBeVisible(SLOW);
  await expect(page).toHaveURL(/\/courses\?.*q=matematik/);
  await expect(page.getByRole('alert').filter({ hasText: 'Bir Hata Oluştu' })).toHaveCount(0);
});

test('/category/:category shows the error view with retry (categories, then listings failing)', async ({
  page,
}) => {
  await page.goto('/category/Matematik?scenario=errors&mock-fail=getRootCategories');
  await expect(h1(page, 'Kategori')).toBeVisible(SLOW);
  await expectErrorWithRetry(
    page,
    'İlanlar alınamadı. Sunucu şu anda yanıt veremiyor. Biraz sonra tekrar deneyin.',
    /\/v1\/categories\/root$/,
  );

  await page.goto('/category/Matematik?scenario=errors&mock-fail=getAnnouncementsByCategory');
  await expect(h1(page, 'Matematik İlanları')).toBeVisible(SLOW);
  await expectErrorWithRetry(
    page,
    'İlanlar alınamadı. Sunucu şu anda yanıt veremiyor. Biraz sonra tekrar deneyin.',
    /\/v1\/announcements\/category\/\d+$/,
  );
});

test('/courses/:id shows the error view with retry, and the other listings fail on their own', async ({
  page,
}) => {
  await page.goto('/courses/150?scenario=errors&mock-fail=getAnnouncement');
  await expect(h1(page, 'İlan Ayrıntısı')).toBeVisible(SLOW);
  await expectErrorWithRetry(
    page,
    'İlan alınamadı. Sunucu şu anda yanıt veremiyor. Biraz sonra tekrar deneyin.',
    /\/v1\/announcements\/150$/,
  );

  await page.goto('/courses/150?scenario=errors&mock-fail=getAnnouncementsByTeacher');
  await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toBeVisible(SLOW);
  const others = page.getByRole('region', { name: 'Eğitmenin Diğer İlanları' });
  await expect(others.getByRole('alert')).toContainText('Bir Hata Oluştu', SLOW);
  await expect(others.getByRole('button', { name: 'Tekrar Dene' })).toBeVisible();
});

/** What each screen shows once its data has arrived, so the checks see the finished page. */
const loadedGrid = (page: Page) => expect(listingGrid(page).getByRole('listitem').first()).toBeVisible(SLOW);
const ROUTES = [
  { name: 'courses', path: '/courses', title: 'Tüm İlanlar', loaded: loadedGrid },
  { name: 'category', path: '/category/Matematik', title: 'Matematik İlanları', loaded: loadedGrid },
  {
    name: 'course',
    path: '/courses/150',
    title: /\S/,
    loaded: (page: Page) =>
      expect(page.getByRole('region', { name: 'Eğitmenin Diğer İlanları' }).getByRole('status')).toHaveCount(
        0,
        SLOW,
      ),
  },
] as const;

for (const route of ROUTES) {
  test(`${route.path} in light and dark mode: screenshots at 360 and 1280 px, no axe violations`, async ({
    page,
  }) => {
    // One load; both colour modes at both widths are looked at in place.
    await page.goto(route.path);
    await expect(h1(page, route.title)).toBeVisible(SLOW);
    await route.loaded(page);
    await checkAtEveryWidthAndMode(page, `listings-${route.name}`);
  });
}
