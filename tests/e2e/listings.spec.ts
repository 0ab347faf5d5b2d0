import { expect, test, type Page } from '@playwright/test';
import {
  cardCategories,
  cardTitles,
  feeText,
  LESSON_MODE_TEXT,
  listingFromApi,
  listingGrid,
  openCourses,
  pager,
  pageToTheEndAndBack,
  rootOptions,
  rootSelect,
  subSelect,
} from './support/listings';
import { pathOf } from './support/page-location';
import { SLOW } from './support/page-checks';
import { signInThroughForm } from './support/session';

/*
 * Listings: /courses (paged, category filter), /category/:category and /courses/:id in real
 * Chromium against the mock build — paging to the last page and back, the filter, the detail page checked
 * against the mock API, the guest and signed-in actions, an unknown id. Empty and error scenarios, axe and
 * screenshots are in listings-states.spec.ts.
 */

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

// eslint-disable-next-line playwright/expect-expect -- pageToTheEndAndBack asserts the pager and the cards on every page
test('/courses pages forward to the last page and back', async ({ page }) => {
  // Thirteen pages there and back: on a busy machine this outlasts the default 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCourses(page);
  await pageToTheEndAndBack(page);
});

test('/courses narrows to a root category, then to a subcategory, and Temizle resets', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCourses(page);
  const everything = await cardTitles(page);
  await expect(subSelect(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Temizle', exact: true })).toHaveCount(0);

  // On page 2, so that choosing a category visibly goes back to the first page.
  await pager(page).getByRole('button', { name: 'Sonraki sayfa' }).click();
  await expect(pager(page)).toContainText('Sayfa 2 /');

  const roots = await rootOptions(page);
  const matematik = roots.find((root) => root.name === 'Matematik');
  expect(matematik, 'the filter offers the root category Matematik').toBeTruthy();
  await rootSelect(page).selectOption({ label: 'Matematik' });
  await expect.poll(() => cardTitles(page)).not.toEqual(everything);
  await expect(pager(page)).toContainText('Sayfa 1 /');
  // A root shows its own listings and its subcategories'; every card here is about Matematik.
  await expect(subSelect(page)).toBeEnabled();
  await expect(subSelect(page).locator('option')).not.toHaveCount(1, SLOW);
  const subs = await subSelect(page).locator('option').allTextContents();
  const family = ['Matematik', ...subs.slice(1)];
  const rootCards = await cardCategories(page);
  expect(rootCards).toHaveLength((await cardTitles(page)).length);
  for (const category of rootCards) expect(family).toContain(category);

  await subSelect(page).selectOption({ label: 'TYT Matematik' });
  await expect.poll(async () => [...new Set(await cardCategories(page))], SLOW).toEqual(['TYT Matematik']);

  await page.getByRole('button', { name: 'Temizle', exact: true }).click();
  await expect(rootSelect(page)).toHaveValue('');
  await expect(subSelect(page)).toBeDisabled();
  await expect(subSelect(page)).toHaveValue('');
  await expect.poll(() => cardTitles(page)).toEqual(everything);
  await expect(pager(page)).toContainText('Sayfa 1 / ');
});

test('/category/:category opens by the name and by the id the filter offers, pages, and knows unknown names', async ({
  page,
}) => {
  // A long journey; a busy machine can stretch it past the default 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // No screen links to /category/…; take a real category from what the /courses filter offers.
  await openCourses(page);
  const found = (await rootOptions(page)).find((option) => option.name === 'Matematik');
  expect(found, 'the /courses filter offers Matematik').toBeDefined();
  const root = found!;
  await rootSelect(page).selectOption(root.id);
  await expect(subSelect(page).locator('option')).not.toHaveCount(1, SLOW);
  const subName = (await subSelect(page).locator('option').nth(1).textContent()) ?? '';

  await page.goto(`/category/${encodeURIComponent(root.name)}`);
  await expect(h1(page, `${root.name} İlanları`)).toBeVisible(SLOW);
  await expect(page.getByText(`${root.name} kategorisindeki tüm ilanlar.`)).toBeVisible();
  const byName = await cardTitles(page);
  await pageToTheEndAndBack(page);

  // The same category by its id, and in other casing ('MATEMATİK'), give the same page.
  await page.goto(`/category/${root.id}`);
  await expect(h1(page, `${root.name} İlanları`)).toBeVisible(SLOW);
  await expect.poll(() => cardTitles(page)).toEqual(byName);
  await page.goto(`/category/${encodeURIComponent(root.name.toLocaleUpperCase('tr-TR'))}`);
  await expect(h1(page, `${root.name} İlanları`)).toBeVisible(SLOW);

  // A subcategory by name: only its own listings.
  await page.goto(`/category/${encodeURIComponent(subName)}`);
  await expect(h1(page, `${subName} İlanları`)).toBeVisible(SLOW);
  await expect(listingGrid(page).getByRole('listitem').first()).toBeVisible(SLOW);
  expect([...new Set(await cardCategories(page))]).toEqual([subName]);

  await page.goto('/category/olmayan-kategori');
  await expect(h1(page, 'Kategori bulunamadı')).toBeVisible(SLOW);
  await expect(page.getByText('“olmayan-kategori” adında bir kategori yok.')).toBeVisible();
  await page.getByRole('link', { name: 'Tüm ilanları gör' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(h1(page, 'Tüm İlanlar')).toBeVisible(SLOW);
});

test('/courses/:id shows the listing as the server has it; a guest is sent to sign in and on to /chat', async ({
  page,
}) => {
  // A long journey; a busy machine can stretch it past the default 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCourses(page);
  const first = listingGrid(page).getByRole('article').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/courses\/\d+$/);
  await expect(h1(page, title)).toBeVisible(SLOW);
  const id = Number(/\/courses\/(\d+)$/.exec(page.url())?.[1]);
  const { listing, teacherListings } = await listingFromApi(page, id);
  const teacher = `${listing.teacherName} ${listing.teacherSurname}`;

  // Teacher card: name linking to the profile.
  const profileLink = page.getByRole('link', { name: `${teacher} profilini incele` });
  await expect(profileLink).toHaveText(teacher);
  await expect(profileLink).toHaveAttribute('href', `/profile/id/${listing.teacherId}`);

  // Subject, fee, lesson mode and location, then the description.
  const facts = page.locator('dl');
  const fact = (term: string) => facts.locator('div').filter({ has: page.getByText(term, { exact: true }) });
  await expect(fact('Ders')).toContainText(listing.categoryResponse?.name ?? '—');
  await expect(fact('Saatlik ücret')).toContainText(
    listing.price === null ? 'Ücret eğitmenle belirlenir' : `${feeText(listing.price)} / saat`,
  );
  await expect(fact('Ders şekli')).toContainText(
    listing.lessonMode ? LESSON_MODE_TEXT[listing.lessonMode] : 'Belirtilmemiş',
  );
  const place = [listing.city, listing.district].filter(Boolean).join(' / ') || 'Konum bilgisi yok';
  await expect(fact('Konum')).toContainText(place);
  const description = page.getByRole('region', { name: 'Açıklama' });
  await expect(description).toContainText(
    listing.description?.trim().split('\n')[0] ?? 'Eğitmen bu ilan için açıklama eklememiş.',
  );

  // The teacher's other listings: theirs, without this one.
  const others = teacherListings.filter((item) => item.id !== id).map((item) => item.title);
  const otherSection = page.getByRole('region', { name: 'Eğitmenin Diğer İlanları' });
  // In the seed, the teacher of the first listing has other listings.
  expect(others.length).toBeGreaterThan(0);
  await expect(otherSection.getByRole('heading', { level: 3 })).toHaveText(others, { useInnerText: true });

  // 'Mesaj Gönder' as a guest: to /login, and after signing in on to the chat with this teacher.
  const chat = `/chat?receiverUsername=${encodeURIComponent(listing.teacherUsername)}`;
  await page.getByRole('link', { name: 'Mesaj Gönder' }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(chat)}`);
  await signInThroughForm(page, 'elifdemir');
  await expect(page).toHaveURL(chat, SLOW);

  // Signed in, the same button goes straight there.
  await page.goto(`/courses/${id}`);
  await expect(h1(page, title)).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute('href', chat);
  await page.getByRole('link', { name: 'Mesaj Gönder' }).click();
  await expect(page).toHaveURL(chat);

  // The teacher's name goes to their profile; another listing's card to that listing.
  await page.goto(`/courses/${id}`);
  await page.getByRole('link', { name: `${teacher} profilini incele` }).click();
  await expect(page).toHaveURL(`/profile/id/${listing.teacherId}`);
  await page.goBack();
  await page.getByRole('region', { name: 'Eğitmenin Diğer İlanları' }).getByRole('link').first().click();
  await expect(h1(page, others[0] ?? '')).toBeVisible(SLOW);
});

test("'Ders Talebi Gönder' asks a guest to sign in and brings a student to the request form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openCourses(page);
  const first = listingGrid(page).getByRole('article').first();
  const title = (await first.getByRole('heading').innerText()).trim();
  await first.getByRole('link', { name: title }).click();
  await expect(h1(page, title)).toBeVisible(SLOW);
  const form = `/lesson-requests/new?listingId=${pathOf(page).split('/').pop()}`;
  const request = page.getByRole('link', { name: 'Ders Talebi Gönder' });
  await expect(request).toHaveAccessibleDescription('Ders talebi göndermek için giriş yapmalısınız.');
  await request.click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(form)}`);
  await signInThroughForm(page, 'elifdemir');
  await expect(page).toHaveURL(form, SLOW);
  await expect(h1(page, 'Ders Talebi Gönder')).toBeVisible(SLOW);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('an unknown or malformed listing id says the listing is not found', async ({ page }) => {
  for (const id of ['999999', 'ilan-yok']) {
    await page.goto(`/courses/${id}`);
    await expect(h1(page, 'İlan bulunamadı')).toBeVisible(SLOW);
    await expect(page.getByText('Aradığınız ilan kaldırılmış ya da hiç var olmamış olabilir.')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Tüm ilanlara dön' }).click();
  await expect(h1(page, 'Tüm İlanlar')).toBeVisible(SLOW);
});
