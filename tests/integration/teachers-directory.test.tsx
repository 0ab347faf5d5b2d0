import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  getFilterTeachersMockHandler,
  getGetAllTeachersMockHandler,
} from '../../src/generated/api/teacher/teacher.msw';
import type { TeacherFilterRequest, TeacherPageResponse } from '../../src/generated/api/model';
import { server } from '../../mocks/node';
import { renderApp } from '../render';
import { failOperation } from '../support/operations';
import { recordBodies } from '../support/record-requests';

/*
 * The teacher directory against the seeded mock db (60 teachers, 12 per page).
 */
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const cards = () => screen.getAllByRole('article');

const spyOnFilter = () => recordBodies<TeacherFilterRequest>('/v1/teacher/filter');

const emptyPage: TeacherPageResponse = {
  success: true,
  data: { content: [], totalPages: 0, totalElements: 0 },
};

describe('/teachers', { timeout: 30_000 }, () => {
  it('lists the first page of all teachers with the count and pagination', async () => {
    renderApp({ route: '/teachers' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Uzman Eğitmenlerle Öğrenin' }),
    ).toBeVisible();
    expect(await heading('60 Eğitmen Bulundu')).toBeVisible();
    // The first cards come with the results, the rest in the background render just after.
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByText('Sayfa 1 / 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'İlk sayfa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Temizle' })).not.toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Eğitmen ara' })).toHaveAttribute(
      'placeholder',
      'İsim, alan veya konum ile arayın...',
    );
  });

  it('searches through POST /v1/teacher/filter, debounced, and writes the term to the URL', async () => {
    const bodies = spyOnFilter();
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teachers' });
    await heading('60 Eğitmen Bulundu');
    const box = await screen.findByRole('combobox', { name: 'Eğitmen ara' });
    await user.click(box);
    // One change event: jsdom loses letters typed one by one into the combobox (search-suggest.test.tsx).
    fireEvent.change(box, { target: { value: 'Zeynep' } });
    expect(await screen.findByText(/"Zeynep" için \d+ eğitmen bulundu/)).toBeVisible();
    expect(router.state.location.search).toBe('?q=Zeynep');
    expect(bodies.at(-1)).toEqual({ keyword: 'Zeynep', categoryIds: null, sortByRating: false });
    // Debounced: one call for the whole word, not one per letter.
    expect(bodies).toHaveLength(1);
    expect(cards().length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Aramayı temizle' }));
    expect(await heading('60 Eğitmen Bulundu')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Eğitmen ara' })).toHaveValue('');
  });

  it('expands and collapses a root, clears its subcategories, and filters by subcategory', async () => {
    const bodies = spyOnFilter();
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teachers' });
    await heading('60 Eğitmen Bulundu');
    const sidebar = screen.getByRole('complementary', { name: 'Filtreler' });
    const roots = await within(sidebar).findAllByRole('button', { expanded: false });
    const root = roots[0]!;
    const rootName = root.textContent ?? '';
    await user.click(root);
    expect(root).toHaveAttribute('aria-expanded', 'true');
    const group = await within(sidebar).findByRole('group', { name: `${rootName} alt kategorileri` });
    const subs = await within(group).findAllByRole('checkbox');
    // A root alone filters by all its subcategories, in one call once they are known.
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.categoryIds).toHaveLength(subs.length);
    await user.click(subs[0]!);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.categoryIds).toHaveLength(1);
    expect(router.state.location.search).toMatch(/root=\d+&sub=\d+/);
    expect(await screen.findByRole('button', { name: 'Temizle' })).toBeVisible();

    await user.click(root);
    expect(root).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).queryByRole('group', { name: /alt kategorileri$/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(await heading('60 Eğitmen Bulundu')).toBeVisible();
  });

  it('sorts by rating, shows chips that remove filters, and Temizle resets', async () => {
    const bodies = spyOnFilter();
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teachers?q=a' });
    await heading(/Eğitmen Bulundu/);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sıralama' }), 'En yüksek puan');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({ keyword: 'a', categoryIds: null, sortByRating: true, sort: 'RATING' }),
    );
    expect(router.state.location.search).toBe('?q=a&sort=rating');

    const chips = screen.getByRole('region', { name: 'Aktif Filtreler' });
    await user.click(within(chips).getByRole('button', { name: 'Filtreyi kaldır: Arama: a' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating'));
    expect(screen.getByRole('combobox', { name: 'Eğitmen ara' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('region', { name: 'Aktif Filtreler' })).not.toBeInTheDocument();
    expect(await heading('60 Eğitmen Bulundu')).toBeVisible();
  });

  it('restores the filters from a shared URL', async () => {
    const bodies = spyOnFilter();
    renderApp({ route: '/teachers?q=Zeynep&root=1&sub=101&top=1' });
    expect(await screen.findByRole('combobox', { name: 'Eğitmen ara' })).toHaveValue('Zeynep');
    await waitFor(() =>
      expect(bodies.at(-1)).toEqual({
        keyword: 'Zeynep',
        categoryIds: [101],
        sortByRating: true,
        sort: 'RATING',
      }),
    );
    // The filters render just after the hero; the old top=1 reads as the rating sort.
    expect(await screen.findByRole('combobox', { name: 'Sıralama' })).toHaveValue('rating');
    const group = await screen.findByRole('group', { name: /alt kategorileri$/ });
    const checked = await within(group).findAllByRole('checkbox', { checked: true });
    expect(checked).toHaveLength(1);
    expect(
      within(screen.getByRole('region', { name: 'Aktif Filtreler' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('pages to the last page and back, with the ends disabled', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ route: '/teachers' });
    await heading('60 Eğitmen Bulundu');
    await user.click(screen.getByRole('button', { name: 'Son sayfa' }));
    expect(await screen.findByText('Sayfa 5 / 5')).toBeVisible();
    expect(router.state.location.search).toBe('?page=5');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('button', { name: 'Sonraki sayfa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Son sayfa' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sayfa 5' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Önceki sayfa' }));
    expect(await screen.findByText('Sayfa 4 / 5')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'İlk sayfa' }));
    expect(await screen.findByText('Sayfa 1 / 5')).toBeVisible();
    expect(screen.getByRole('button', { name: 'İlk sayfa' })).toBeDisabled();

    // Back goes to the previous page of results.
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Sayfa 4 / 5')).toBeVisible();
  });

  it('moves a page past the last one (?page=99999) to the last page, replacing the URL', async () => {
    const { router } = renderApp({ route: '/teachers?page=99999' });
    expect(await screen.findByText('Sayfa 5 / 5')).toBeVisible();
    expect(router.state.location.search).toBe('?page=5');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('heading', { level: 2, name: '60 Eğitmen Bulundu' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Eğitmen Bulunamadı' })).not.toBeInTheDocument();
  });

  it('shows six skeleton cards while loading', async () => {
    server.use(getGetAllTeachersMockHandler(() => new Promise<TeacherPageResponse>(() => {})));
    renderApp({ route: '/teachers' });
    const status = await screen.findByRole('status', { name: /Eğitmenler yükleniyor/ });
    // eslint-disable-next-line testing-library/no-node-access -- skeleton cards are placeholders with no role or name
    expect(status.querySelectorAll('.chakra-card__root')).toHaveLength(6);
  });

  it('shows the empty view with and without filters', async () => {
    server.use(getGetAllTeachersMockHandler(emptyPage), getFilterTeachersMockHandler(emptyPage));
    const user = userEvent.setup();
    renderApp({ route: '/teachers' });
    expect(await heading('Eğitmen Bulunamadı')).toBeVisible();
    expect(screen.getByText('Şu anda görüntülenecek eğitmen bulunmuyor.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Filtreleri Temizle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sayfalar' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('switch', { name: 'Yalnızca doğrulanmış eğitmenler' }));
    expect(
      await screen.findByText(
        'Arama kriterlerinize uygun eğitmen bulunamadı. Lütfen farklı filtreler deneyin.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Filtreleri Temizle' }));
    expect(await screen.findByText('Şu anda görüntülenecek eğitmen bulunmuyor.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Yalnızca doğrulanmış eğitmenler' })).not.toBeChecked();
  });

  it('shows the server message of success:false and retries with Tekrar Dene', async () => {
    server.use(
      failOperation('getAllTeachers', { envelope: 'Eğitmenler şu an listelenemiyor' }, { once: true }),
    );
    const user = userEvent.setup();
    renderApp({ route: '/teachers' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeVisible();
    expect(alert).toHaveTextContent('Eğitmenler şu an listelenemiyor');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await heading('60 Eğitmen Bulundu')).toBeVisible();
  });

  it("says 'Veri alınamadı' for success:false without a message", async () => {
    server.use(failOperation('getAllTeachers', { envelope: null }));
    renderApp({ route: '/teachers' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Veri alınamadı');
  });

  it('names a network failure', async () => {
    server.use(failOperation('getAllTeachers', 'network'));
    renderApp({ route: '/teachers' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.',
    );
  });
});
