import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getGetAnnouncementsPageMockHandler } from '../../src/generated/api/announcements/announcements.msw';
import { getGetAllTeachersMockHandler } from '../../src/generated/api/teacher/teacher.msw';
import type {
  Announcement,
  AnnouncementPage,
  DashboardCounts,
  TeacherPageResponse,
} from '../../src/generated/api/model';
import { formatStat } from '../../src/features/home/utils/format-stat';
import { server } from '../../mocks/node';
import { askMockApi } from '../support/mock-api';
import { renderApp, signIn } from '../render';
import { failOperation } from '../support/operations';

/*
 * The home page: `/` against the seeded mock db (150 listings, 60 teachers, 18 roots).
 */
const listingList = () => screen.findByRole('list', { name: 'İlanlar' });
const listingTitles = async () =>
  within(await listingList())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const joinHeading = 'Bilginizi paylaşın, eğitmen olun';

describe('/ (home)', { timeout: 30_000 }, () => {
  it('sets the document head and shows the hero with its two links', async () => {
    renderApp({ route: '/' });
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(h1).toHaveTextContent('Size uygun eğitmeni bulun, öğrenmeye hemen başlayın');
    await waitFor(() => expect(document.title).toBe('Özel Ders | Uzman Eğitmenlerle Birebir Özel Ders Bul'));
    // eslint-disable-next-line testing-library/no-node-access -- the document head has no roles; its meta tags are read directly
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toMatch(/uzman eğitmen/);
    expect(meta('meta[name="keywords"]')).toMatch(/özel ders/);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    // eslint-disable-next-line testing-library/no-node-access -- the canonical link lives in the document head, which has no roles
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/',
    );
    expect(document.documentElement).toHaveAttribute('lang', 'tr');
    // The header has its own "Eğitmen Ol"; these are the hero's.
    const hero = within(screen.getByRole('region', { name: h1.textContent }));
    expect(hero.getByRole('link', { name: 'İlanları Keşfet' })).toHaveAttribute('href', '#courses');
    expect(hero.getByRole('link', { name: 'Eğitmen Ol' })).toHaveAttribute('href', '/register?tab=teacher');
  });

  it('shows the four counters formatted, each linking to its section', async () => {
    const counts = await askMockApi<DashboardCounts>('/v1/dashboard/counts');
    renderApp({ route: '/' });
    const expected = [
      [`${formatStat(counts.studentCount)} Öğrenci`, '#courses'],
      [`${formatStat(counts.teacherCount)} Eğitmen`, '#teachers-section'],
      [`${formatStat(counts.categoryCount)} Kategori`, '#courses'],
      [`${formatStat(counts.announcementCount)} İlan`, '#courses'],
    ] as const;
    for (const [name, href] of expected) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows 6 listings, loads more pages and offers /courses after the last', async () => {
    // 14 real listings served as 6 + 6 + 2, the third page being the last.
    const pool = (await askMockApi<AnnouncementPage>('/v1/announcements/pageable?page=0&size=14')).content;
    server.use(
      getGetAnnouncementsPageMockHandler(({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const content = pool.slice(page * 6, page * 6 + 6);
        return { success: true, data: { content, last: page >= 2, number: page, size: 6, totalPages: 3 } };
      }),
    );
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await waitFor(async () => expect(await listingTitles()).toHaveLength(6));
    expect(screen.queryByRole('link', { name: 'Tüm ilanları gör' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Daha fazla ilan yükle' }));
    await waitFor(async () => expect(await listingTitles()).toHaveLength(12));
    await user.click(screen.getByRole('button', { name: 'Daha fazla ilan yükle' }));
    await waitFor(async () => expect(await listingTitles()).toEqual(pool.map((listing) => listing.title)));
    expect(screen.queryByRole('button', { name: 'Daha fazla ilan yükle' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm ilanları gör' })).toHaveAttribute('href', '/courses');
  });

  it('loads the next page of 6 from the seeded db', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await waitFor(async () => expect(await listingTitles()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Daha fazla ilan yükle' }));
    await waitFor(async () => expect(await listingTitles()).toHaveLength(12));
    const first = within(await listingList()).getAllByRole('article')[0]!;
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/courses\/\d+$/),
    );
    expect(within(first).getByText(/₺/)).toBeInTheDocument();
  });

  it('filters by a root and a subcategory, and Temizle or the chip close resets', async () => {
    const category = await askMockApi<AnnouncementPage>('/v1/announcements/category/101?page=0&size=20');
    expect(category.content.length).toBeGreaterThan(0);
    const user = userEvent.setup();
    renderApp({ route: '/' });
    await waitFor(async () => expect(await listingTitles()).toHaveLength(6));

    await user.click(await screen.findByRole('button', { name: 'Matematik' }));
    expect(screen.getByRole('button', { name: 'Matematik' })).toHaveAttribute('aria-pressed', 'true');
    const subs = await screen.findByRole('group', { name: 'Matematik alt kategorileri' });
    // A root alone keeps the paged listings.
    expect(await listingTitles()).toHaveLength(6);
    await user.click(within(subs).getByRole('button', { name: 'TYT Matematik' }));
    await waitFor(async () =>
      expect(await listingTitles()).toEqual(category.content.map((listing: Announcement) => listing.title)),
    );
    const close = screen.getByRole('button', { name: 'Filtreyi kaldır: Matematik › TYT Matematik' });

    await user.click(close);
    await waitFor(async () => expect(await listingTitles()).toHaveLength(6));
    expect(screen.queryByRole('group', { name: 'Matematik alt kategorileri' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tümü' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Matematik' }));
    await user.click(await screen.findByRole('button', { name: 'Temizle' }));
    expect(screen.queryByRole('button', { name: 'Temizle' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Matematik' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the teachers carousel of 12 teacher cards', async () => {
    renderApp({ route: '/' });
    const list = await screen.findByRole('list', { name: 'Eğitmenler' });
    // The first cards come with the section, the rest in the background render just after.
    await waitFor(() =>
      expect(within(list).getAllByRole('link', { name: 'Profili İncele' })).toHaveLength(12),
    );
    expect(within(list).getByRole('link', { name: 'Tüm eğitmenleri gör' })).toHaveAttribute(
      'href',
      '/teachers',
    );
  });

  it('shows both empty texts when there is nothing to show', async () => {
    const empty: TeacherPageResponse = { success: true, data: { content: [], totalPages: 0 } };
    server.use(
      getGetAnnouncementsPageMockHandler({ success: true, data: { content: [], last: true } }),
      getGetAllTeachersMockHandler(empty),
    );
    renderApp({ route: '/' });
    expect(await screen.findByText('Bu kategoride ilan bulunamadı.')).toBeVisible();
    expect(await screen.findByText('Sistemde eğitmen bulunamadı.')).toBeVisible();
  });

  it('logs failed loads and shows the empty texts', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = { envelope: 'Sunucu hatası', status: 500 };
    server.use(
      failOperation('getDashboardCounts', failure),
      failOperation('getAnnouncementsPage', failure),
      failOperation('getRootCategories', failure),
      failOperation('getAllTeachers', failure),
    );
    renderApp({ route: '/' });
    expect(await screen.findByText('Bu kategoride ilan bulunamadı.')).toBeVisible();
    expect(await screen.findByText('Sistemde eğitmen bulunamadı.')).toBeVisible();
    expect(screen.getByRole('link', { name: '0+ İlan' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Matematik' })).not.toBeInTheDocument();
    const messages = logged.mock.calls.map(([message]) => String(message));
    for (const what of ['counters', 'listings', 'categories', 'teachers']) {
      expect(messages).toContain(`Could not load home ${what}`);
    }
    logged.mockRestore();
  });

  it('shows the join call to guests only', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 2, name: joinHeading })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Eğitmen Olarak Kaydol' })).toHaveAttribute(
      'href',
      '/register?tab=teacher',
    );
  });

  it('hides the join call from a signed-in user', async () => {
    signIn('student');
    renderApp({ route: '/' });
    await screen.findByRole('list', { name: 'Eğitmenler' });
    expect(screen.queryByRole('heading', { level: 2, name: joinHeading })).not.toBeInTheDocument();
  });
});
