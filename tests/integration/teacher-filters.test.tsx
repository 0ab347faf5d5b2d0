import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getFilterTeachersMockHandler } from '../../src/generated/api/teacher/teacher.msw';
import type { TeacherFilterRequest, TeacherPageResponse } from '../../src/generated/api/model';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { recordBodies } from '../support/record-requests';

/*
 * The directory's filters (lesson mode, place, fees, rating, days, part of the day, verified, sort) against the
 * seeded mock db: each reaches the filter call's body and shows as a Turkish chip; hand-edited URLs are read
 * with their unusable values dropped. The keyword box and paging: teachers-directory.test.tsx.
 */
const spyOnFilter = () => recordBodies<TeacherFilterRequest>('/v1/teacher/filter');
const results = (name: string | RegExp = /Eğitmen Bulundu$|Eğitmen Bulunamadı/) =>
  screen.findByRole('heading', { level: 2, name });
const chipNames = () => {
  const region = screen.queryByRole('region', { name: 'Aktif Filtreler' });
  return region
    ? within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
};
const feeOf = (card: HTMLElement) => {
  const text = within(card).getByText(/^En düşük ₺[\d.]+ \/ saat$/).textContent ?? '';
  return Number(text.replace(/\D/g, ''));
};

describe('/teachers filters', { timeout: 60_000 }, () => {
  it('finds online Matematik teachers in İstanbul under ₺600 free on Saturday mornings, by lowest fee, from the URL alone', async () => {
    const bodies = spyOnFilter();
    renderApp({
      route: '/teachers?root=1&mode=online&cityId=34&maxPrice=600&day=saturday&part=morning&sort=price-asc',
    });
    await results();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(0));
    expect(bodies.at(-1)).toEqual({
      keyword: null,
      // The root alone stands for all its subcategories.
      categoryIds: expect.arrayContaining([101, 102]),
      sortByRating: false,
      lessonMode: 'ONLINE',
      cityId: 34,
      maxPrice: 600,
      availableDays: ['SATURDAY'],
      dayPart: 'MORNING',
      sort: 'PRICE_ASC',
    });
    // One call, once the subcategories are known: never the plain list first.
    expect(bodies).toHaveLength(1);
    await waitFor(() =>
      expect(chipNames()).toEqual([
        'Matematik',
        'Online',
        'İstanbul',
        "₺600'e kadar",
        'Cumartesi',
        'Sabah',
        'Sıralama: En düşük ücret',
      ]),
    );
    const cards = await screen.findAllByRole('article');
    const fees = cards.map(feeOf);
    expect(fees.every((fee) => fee <= 600)).toBe(true);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    for (const card of cards) {
      expect(within(card).getByRole('list', { name: 'Ders şekilleri' })).toHaveTextContent(/Online/);
    }
  });

  it('sends the other filters and names them in chips', async () => {
    const bodies = spyOnFilter();
    renderApp({
      route: '/teachers?cityId=6&minPrice=300&minRating=4&verified=1&sort=reviews&mode=in-person',
    });
    await results();
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        keyword: null,
        categoryIds: null,
        sortByRating: false,
        lessonMode: 'IN_PERSON',
        cityId: 6,
        minPrice: 300,
        minRating: 4,
        verifiedOnly: true,
        sort: 'REVIEWS',
      }),
    );
    await waitFor(() =>
      expect(chipNames()).toEqual([
        'Yüz yüze',
        'Ankara',
        '₺300 ve üzeri',
        '4+ puan',
        'Doğrulanmış',
        'Sıralama: En çok değerlendirme',
      ]),
    );
  });

  it.each([
    ['?minPrice=abc', null, []],
    ['?maxPrice=-5', null, []],
    ['?cityId=99999', null, []],
    ['?sort=drop', null, []],
    ['?minPrice=700&maxPrice=600', null, []],
    [`?minPrice=${'9'.repeat(40)}&maxPrice=1e9&minRating=99&page=${'9'.repeat(30)}`, null, []],
    [
      '?day=saturday&day=saturday&day=funday&part=night&mode=bus',
      { keyword: null, categoryIds: null, sortByRating: false, availableDays: ['SATURDAY'] },
      ['Cumartesi'],
    ],
  ])('reads %s with the unusable filters dropped, quietly', async (query, body, chips) => {
    const bodies = spyOnFilter();
    renderApp({ route: `/teachers${query}` });
    expect(await results(/Eğitmen Bulundu$/)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Eğitmenler yükleniyor/ })).not.toBeInTheDocument();
    // Nothing usable: the plain list (no filter call) and no chips.
    await waitFor(() => expect(bodies.at(-1) ?? null).toEqual(body));
    expect(chipNames()).toEqual(chips);
  });

  it('writes each control to the URL as a new history entry, Back undoes it, chips remove it', async () => {
    const bodies = spyOnFilter();
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teachers' });
    await results();
    const sidebar = await screen.findByRole('complementary', { name: 'Filtreler' });
    await user.click(within(sidebar).getByRole('radio', { name: 'Online' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=online'));
    await user.click(within(sidebar).getByRole('button', { name: 'Cumartesi', pressed: false }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=online&day=saturday'));
    await user.click(within(sidebar).getByRole('radio', { name: 'Akşam' }));
    await user.click(within(sidebar).getByRole('radio', { name: '4 ve üzeri' }));
    await user.click(within(sidebar).getByRole('switch', { name: 'Yalnızca doğrulanmış eğitmenler' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?mode=online&minRating=4&day=saturday&part=evening&verified=1',
      ),
    );
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        lessonMode: 'ONLINE',
        minRating: 4,
        availableDays: ['SATURDAY'],
        dayPart: 'EVENING',
        verifiedOnly: true,
      }),
    );
    expect(router.state.historyAction).toBe('PUSH');
    // The last change is on screen (the URL's render has landed, not only the router's state) before Back undoes
    // it: the results follow a change before the rest of the page does.
    await waitFor(() => expect(chipNames()).toContain('Doğrulanmış'));

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?mode=online&minRating=4&day=saturday&part=evening');
    expect(
      within(sidebar).getByRole('switch', { name: 'Yalnızca doğrulanmış eğitmenler' }),
    ).not.toBeChecked();

    const chips = screen.getByRole('region', { name: 'Aktif Filtreler' });
    await user.click(within(chips).getByRole('button', { name: 'Filtreyi kaldır: Cumartesi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mode=online&minRating=4&part=evening'));
    expect(within(sidebar).getByRole('button', { name: 'Cumartesi' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(sidebar).getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await results('60 Eğitmen Bulundu')).toBeVisible();
  });

  it('commits the fee fields shortly after typing, hints the results’ fees and refuses a reversed range', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teachers' });
    await results('60 Eğitmen Bulundu');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtreler' });
    expect(await within(sidebar).findByText(/^En düşük ₺[\d.]+ · En yüksek ₺[\d.]+$/)).toBeVisible();
    await user.type(within(sidebar).getByRole('spinbutton', { name: 'En çok' }), '600');
    await waitFor(() => expect(router.state.location.search).toBe('?maxPrice=600'));
    await waitFor(() => expect(chipNames()).toEqual(["₺600'e kadar"]));

    // Pasted in one go: typed, '9' and '90' would be fine minimums on their way to 900.
    await user.click(within(sidebar).getByRole('spinbutton', { name: 'En az' }));
    await user.paste('900');
    expect(await within(sidebar).findByText('En az ücret, en çok ücretten büyük olamaz.')).toBeVisible();
    expect(router.state.location.search).toBe('?maxPrice=600');
  });

  it("finds a city by its folded name ('ist' → İstanbul), then a district of it", async () => {
    const bodies = spyOnFilter();
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teachers' });
    await results('60 Eğitmen Bulundu');
    const sidebar = await screen.findByRole('complementary', { name: 'Filtreler' });
    const city = within(sidebar).getByRole('combobox', { name: 'Şehir' });
    await user.click(city);
    await user.type(city, 'ist');
    await user.click(await screen.findByRole('option', { name: 'İstanbul' }));
    await waitFor(() => expect(router.state.location.search).toBe('?cityId=34'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ cityId: 34 }));

    // Enabled once the city's districts are there.
    await waitFor(() => expect(within(sidebar).getByRole('combobox', { name: 'İlçe' })).toBeEnabled());
    const district = within(sidebar).getByRole('combobox', { name: 'İlçe' });
    await user.click(district);
    // Pasted: jsdom drops keys typed into a combobox faster than any person types (real typing: the e2e).
    await user.paste('kadik');
    await user.click(await screen.findByRole('option', { name: 'Kadıköy' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?cityId=34&districtId=34\d\d$/));
    await waitFor(() => expect(chipNames()).toEqual(['İstanbul', 'Kadıköy']));
  });

  it('keeps the cards, marked busy, while the next answer loads', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/teachers' });
    await results('60 Eğitmen Bulundu');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    server.use(getFilterTeachersMockHandler(() => new Promise<TeacherPageResponse>(() => {})));
    const sidebar = screen.getByRole('complementary', { name: 'Filtreler' });
    await user.click(within(sidebar).getByRole('radio', { name: 'Online' }));
    // eslint-disable-next-line testing-library/no-node-access -- the results column has no role of its own
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('status', { name: /Eğitmenler yükleniyor/ })).not.toBeInTheDocument();
  });
});
