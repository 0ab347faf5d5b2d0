import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AnnouncementPage } from '../../src/generated/api/model';
import { server } from '../../mocks/node';
import { deferred } from '../support/deferred';
import { askMockApi } from '../support/mock-api';
import { onOperation } from '../support/operations';
import { expectAt, here } from '../support/router-location';
import { renderApp } from '../render';

/*
 * The /courses search against the seeded mock db: every filter from the URL and from its control reaches the
 * listing search call and shows as a chip; hand-edited values are dropped; the results change without a flash.
 */

/** The query of every listing search the page makes, in order, each passed on to the stateful handler. */
function recordSearches(): URLSearchParams[] {
  const searches: URLSearchParams[] = [];
  server.use(
    onOperation('getAnnouncementsPage', ({ request }) => {
      searches.push(new URL(request.url).searchParams);
      return undefined;
    }),
  );
  return searches;
}

/** The last search's parameters apart from the paging, as an object. */
const lastSearch = (searches: URLSearchParams[]) => {
  const { page: _page, size: _size, ...rest } = Object.fromEntries(searches.at(-1) ?? []);
  return rest;
};

const grid = () => screen.findByRole('list', { name: 'İlanlar' });
/** The titles on screen once the list is whole and shows the answer asked for (not the previous one). */
async function titles(): Promise<string[]> {
  const list = await grid();
  await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
  return within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent ?? '');
}
const titlesOf = (page: AnnouncementPage) => page.content.map((listing) => listing.title);
const chips = () =>
  within(screen.getByRole('region', { name: 'Aktif Filtreler' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);
const filters = () => screen.getByRole('complementary', { name: 'Filtreler' });

// Whole journeys through the real app: on a busy machine a few take most of a minute.
describe('/courses search', { timeout: 120_000 }, () => {
  it('restores every filter from a shared URL: the call, the chips, the controls and the results', async () => {
    const searches = recordSearches();
    const query = 'q=matematik&root=1&mode=online&cityId=34&minPrice=300&maxPrice=900&sort=price-asc';
    const expected = await askMockApi<AnnouncementPage>(
      '/v1/announcements/pageable?page=0&size=12&keyword=matematik&categoryId=1&lessonMode=ONLINE&cityId=34&minPrice=300&maxPrice=900&sort=PRICE_ASC',
    );
    renderApp({ route: `/courses?${query}`, realtime: false });
    // The first answer is the one asked for: no earlier one can stand in.
    expect(await titles()).toEqual(titlesOf(expected));
    expect(expected.content.length).toBeGreaterThan(0);
    expect(lastSearch(searches)).toEqual({
      keyword: 'matematik',
      categoryId: '1',
      lessonMode: 'ONLINE',
      cityId: '34',
      minPrice: '300',
      maxPrice: '900',
      sort: 'PRICE_ASC',
    });
    await waitFor(() =>
      expect(chips()).toEqual([
        'Arama: matematik',
        'Matematik',
        'Online',
        'İstanbul',
        '₺300 ve üzeri',
        "₺900'e kadar",
        'Sıralama: En düşük ücret',
      ]),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: `${expected.totalElements} İlan Bulundu` }),
    ).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'İlanlarda arayın' })).toHaveValue('matematik');
    expect(within(filters()).getByRole('combobox', { name: 'Kategori' })).toHaveValue('1');
    expect(within(filters()).getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(within(filters()).getByRole('combobox', { name: 'Şehir' })).toHaveValue('İstanbul');
    expect(within(filters()).getByRole('spinbutton', { name: 'En az' })).toHaveValue(300);
    expect(within(filters()).getByRole('spinbutton', { name: 'En çok' })).toHaveValue(900);
    expect(screen.getByRole('combobox', { name: 'Sıralama' })).toHaveValue('price-asc');
  });

  it('sends each control’s filter and shows its chip', async () => {
    const user = userEvent.setup();
    const searches = recordSearches();
    const { router } = renderApp({ route: '/courses', realtime: false });
    await titles();

    await user.type(screen.getByRole('searchbox', { name: 'İlanlarda arayın' }), 'matematik{Enter}');
    await expectAt(router, '/courses?q=matematik');
    await waitFor(() => expect(lastSearch(searches)).toEqual({ keyword: 'matematik' }));

    const panel = filters();
    await within(panel).findByRole('option', { name: 'Matematik' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Kategori' }), 'Matematik');
    await user.click(within(panel).getByRole('radio', { name: 'Online' }));
    await waitFor(() =>
      expect(lastSearch(searches)).toEqual({ keyword: 'matematik', categoryId: '1', lessonMode: 'ONLINE' }),
    );

    const city = within(panel).getByRole('combobox', { name: 'Şehir' });
    await user.click(city);
    await user.type(city, 'ist');
    await user.click(await screen.findByRole('option', { name: 'İstanbul' }));
    await waitFor(() => expect(lastSearch(searches)).toMatchObject({ cityId: '34' }));

    // The fee fields settle into the URL shortly after typing stops (pasted: jsdom types slower than the wait).
    await user.click(within(panel).getByRole('spinbutton', { name: 'En çok' }));
    await user.paste('2000');
    await waitFor(() => expect(lastSearch(searches)).toMatchObject({ maxPrice: '2000' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'En yüksek ücret');
    await waitFor(() => expect(lastSearch(searches)).toMatchObject({ sort: 'PRICE_DESC' }));
    expect(here(router)).toBe(
      '/courses?q=matematik&root=1&mode=online&cityId=34&maxPrice=2000&sort=price-desc',
    );
    await waitFor(() =>
      expect(chips()).toEqual([
        'Arama: matematik',
        'Matematik',
        'Online',
        'İstanbul',
        "₺2.000'e kadar",
        'Sıralama: En yüksek ücret',
      ]),
    );
  });

  it('a chip removes its own filter, Back brings it back, Filtreleri Temizle removes them all', async () => {
    const user = userEvent.setup();
    const searches = recordSearches();
    const everything = await askMockApi<AnnouncementPage>('/v1/announcements/pageable?page=0&size=12');
    const { router } = renderApp({
      route: '/courses?q=matematik&root=1&mode=online&cityId=34&maxPrice=2000&sort=price-desc',
      realtime: false,
    });
    await titles();
    await waitFor(() => expect(chips()).toHaveLength(6));

    // A chip removes its own filter only.
    await user.click(screen.getByRole('button', { name: 'Filtreyi kaldır: Online' }));
    await expectAt(router, '/courses?q=matematik&root=1&cityId=34&maxPrice=2000&sort=price-desc');
    await waitFor(() => expect(lastSearch(searches)).not.toHaveProperty('lessonMode'));
    // Back brings it back.
    await act(() => router.navigate(-1));
    await expectAt(router, '/courses?q=matematik&root=1&mode=online&cityId=34&maxPrice=2000&sort=price-desc');
    await waitFor(() => expect(within(filters()).getByRole('radio', { name: 'Online' })).toBeChecked());

    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await expectAt(router, '/courses');
    expect(screen.queryByRole('region', { name: 'Aktif Filtreler' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'İlanlarda arayın' })).toHaveValue('');
    expect(within(filters()).getByRole('combobox', { name: 'Şehir' })).toHaveValue('');
    await waitFor(() => expect(lastSearch(searches)).toEqual({}));
    expect(await titles()).toEqual(titlesOf(everything));
  });

  it.each([
    ['minPrice=abc'],
    ['maxPrice=-5'],
    ['cityId=99999'],
    ['sort=drop'],
    ['minPrice=900&maxPrice=300'],
    ['root=abc&sub=101'],
    ['mode=ONLINE&minPrice=1e3'],
  ])('drops what cannot be used in ?%s and shows all listings, calmly', async (query) => {
    const searches = recordSearches();
    const everything = await askMockApi<AnnouncementPage>('/v1/announcements/pageable?page=0&size=12');
    renderApp({ route: `/courses?${query}`, realtime: false });
    expect(await titles()).toEqual(titlesOf(everything));
    expect(lastSearch(searches)).toEqual({});
    expect(screen.queryByRole('region', { name: 'Aktif Filtreler' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: `${everything.totalElements} İlan Bulundu` }),
    ).toBeVisible();
  });

  it('keeps the usable half of a hand-edited URL', async () => {
    const searches = recordSearches();
    renderApp({ route: '/courses?cityId=6&minPrice=abc&sort=price-desc&maxPrice=-5', realtime: false });
    await titles();
    expect(lastSearch(searches)).toEqual({ cityId: '6', sort: 'PRICE_DESC' });
    await waitFor(() => expect(chips()).toEqual(['Ankara', 'Sıralama: En yüksek ücret']));
  });

  it('moves a page past the last one (?page=99999) to the last page, replacing the URL', async () => {
    const first = await askMockApi<AnnouncementPage>('/v1/announcements/pageable?page=0&size=12');
    const { router } = renderApp({ route: '/courses?page=99999', realtime: false });
    await expectAt(router, `/courses?page=${first.totalPages}`);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(`Sayfa ${first.totalPages} / ${first.totalPages}`)).toBeVisible();
  });

  it("says 'İlan Bulunamadı' with what to do, and 'Filtreleri Temizle' shows every listing again", async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/courses?q=olmayan-bir-ders-adi', realtime: false });
    expect(await screen.findByRole('heading', { name: 'İlan Bulunamadı' })).toBeVisible();
    expect(
      screen.getByText('Arama kriterlerinize uygun ilan bulunamadı. Lütfen farklı filtreler deneyin.'),
    ).toBeVisible();
    // One way to clear while the empty view shows: its own button.
    expect(screen.getAllByRole('button', { name: 'Filtreleri Temizle' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    await expectAt(router, '/courses');
    expect(await titles()).toHaveLength(12);
  });

  it('says there are no listings at all, without a button, when nothing is filtered', async () => {
    server.use(
      onOperation('getAnnouncementsPage', () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: { content: [], totalPages: 0, totalElements: 0 },
        }),
      ),
    );
    renderApp({ route: '/courses?sort=rating', realtime: false });
    expect(await screen.findByText('Şu anda görüntülenecek ilan bulunmuyor.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'İlan Bulunamadı' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Filtreleri Temizle' })).not.toBeInTheDocument();
  });

  it('keeps the previous results on screen, marked busy, while a changed search loads', async () => {
    const user = userEvent.setup();
    // Asked before the hold below, which would hold this question too.
    const cheapest = await askMockApi<AnnouncementPage>(
      '/v1/announcements/pageable?page=0&size=12&sort=PRICE_ASC',
    );
    const held = deferred();
    server.use(
      onOperation('getAnnouncementsPage', async ({ request }) => {
        if (new URL(request.url).searchParams.get('sort') === 'PRICE_ASC') await held.promise;
        return undefined;
      }),
    );
    renderApp({ route: '/courses', realtime: false });
    const before = await titles();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'En düşük ücret');
    const list = await grid();
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
    expect(within(list).getAllByRole('article')).toHaveLength(before.length);
    expect(screen.queryByRole('status', { name: 'İlanlar yükleniyor' })).not.toBeInTheDocument();

    held.resolve();
    // Busy until the answer asked for is there, so the titles read now are that answer's.
    expect(await titles()).toEqual(titlesOf(cheapest));
  });
});
