import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getGetAnnouncementMockHandler } from '../../src/generated/api/announcements/announcements.msw';
import type { Announcement, AnnouncementPage } from '../../src/generated/api/model';
import { formatFee } from '../../src/utils/fee-text';
import { server } from '../../mocks/node';
import type { RouteModule } from '../../src/app/router';
import { deferred } from '../support/deferred';
import { askMockApi } from '../support/mock-api';
import { recordRequests } from '../support/record-requests';
import { renderApp, signIn, testUsers } from '../render';
import { failureResponse, onOperation } from '../support/operations';

/*
 * The listing screens: /courses, /category/:category and /courses/:id against the seeded
 * mock db (150 listings, 18 roots with subcategories, 12 listings a page here).
 */
const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const resultTitles = async () =>
  within(await screen.findByRole('list', { name: 'İlanlar' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const titlesOf = (page: AnnouncementPage) => page.content.map((listing) => listing.title);

// The first test also loads the route's code and the search's filter controls: on a busy machine it takes a while.
describe('/courses', { timeout: 60_000 }, () => {
  it('shows 12 listings a page and moves to the next page', async () => {
    const first = await askMockApi<AnnouncementPage>('/v1/announcements/pageable?page=0&size=12');
    const second = await askMockApi<AnnouncementPage>('/v1/announcements/pageable?page=1&size=12');
    renderApp({ route: '/courses' });
    expect(await h1('Tüm İlanlar')).toBeInTheDocument();
    await waitFor(async () => expect(await resultTitles()).toEqual(titlesOf(first)));
    expect(first.content).toHaveLength(12);
    expect(screen.getByText(`Sayfa 1 / ${first.totalPages}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki sayfa' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    await waitFor(async () => expect(await resultTitles()).toEqual(titlesOf(second)));
    expect(screen.getByText(`Sayfa 2 / ${first.totalPages}`)).toBeInTheDocument();
  });

  it('narrows to a root, then to one of its subcategories', async () => {
    const root = await askMockApi<AnnouncementPage>('/v1/announcements/category/1?page=0&size=12');
    const sub = await askMockApi<AnnouncementPage>('/v1/announcements/category/101?page=0&size=12');
    renderApp({ route: '/courses' });
    const rootSelect = await screen.findByRole('combobox', { name: 'Kategori' });
    await screen.findByRole('option', { name: 'Matematik' });
    await userEvent.selectOptions(rootSelect, 'Matematik');
    await waitFor(async () => expect(await resultTitles()).toEqual(titlesOf(root)));

    const subSelect = screen.getByRole('combobox', { name: 'Alt kategori' });
    await screen.findByRole('option', { name: 'TYT Matematik' });
    await userEvent.selectOptions(subSelect, 'TYT Matematik');
    await waitFor(async () => expect(await resultTitles()).toEqual(titlesOf(sub)));
    expect(sub.content.length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(rootSelect).toHaveValue('');
  });
  it('shows an error view whose retry loads the page', async () => {
    let failing = true;
    server.use(
      onOperation('getAnnouncementsPage', () =>
        failing ? failureResponse({ envelope: null, status: 500 }) : undefined,
      ),
    );
    renderApp({ route: '/courses' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(async () => expect(await resultTitles()).toHaveLength(12));
  });
});

describe('/category/:category', { timeout: 30_000 }, () => {
  it.each([
    ['/category/Matematik', 'Matematik İlanları', 1],
    ['/category/matematik', 'Matematik İlanları', 1],
    ['/category/101', 'TYT Matematik İlanları', 101],
    ['/category/tyt%20matematik', 'TYT Matematik İlanları', 101],
  ])('%s shows that category and its listings', async (route, title, id) => {
    const page = await askMockApi<AnnouncementPage>(`/v1/announcements/category/${id}?page=0&size=12`);
    renderApp({ route });
    expect(await h1(title)).toBeInTheDocument();
    await waitFor(async () => expect(await resultTitles()).toEqual(titlesOf(page)));
  });

  it('says so for an unknown category', async () => {
    renderApp({ route: '/category/Astroloji' });
    expect(await h1('Kategori bulunamadı')).toBeInTheDocument();
    expect(screen.getByText(/“Astroloji” adında bir kategori yok/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm ilanları gör' })).toHaveAttribute('href', '/courses');
  });
});

describe('/courses/:id', { timeout: 30_000 }, () => {
  const teacherListings = () =>
    askMockApi<AnnouncementPage>(`/v1/announcements/teacher/${testUsers.teacher.id}`);

  it('asks for the listing while the page’s code is still loading, not after it', async () => {
    const [listing] = (await teacherListings()).content as [Announcement];
    const code = deferred<RouteModule>();
    const requests = recordRequests();
    renderApp({ route: `/courses/${listing.id}`, importOverrides: { listing: () => code.promise } });
    await waitFor(() => expect(requests).toContain(`GET /v1/announcements/${listing.id}`));

    code.resolve(await import('../../src/app/routes/listings/listing'));
    expect(await h1(listing.title)).toBeInTheDocument();
    // The page asks for the teacher's other listings as it mounts, when a stale listing would be asked again.
    await waitFor(() => expect(requests).toContain(`GET /v1/announcements/teacher/${testUsers.teacher.id}`));
    // The page's query took the prefetched answer instead of asking again.
    expect(requests.filter((request) => request === `GET /v1/announcements/${listing.id}`)).toHaveLength(1);
  });

  it('shows the listing, its teacher and the teacher’s other listings', async () => {
    const [listing, ...others] = (await teacherListings()).content as [Announcement, ...Announcement[]];
    renderApp({ route: `/courses/${listing.id}` });
    expect(await h1(listing.title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${listing.title} · Özel Ders`));

    // eslint-disable-next-line testing-library/no-node-access -- a description list pairs a term with the element after it; no query reads that pair
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Saatlik ücret')).toHaveTextContent(`${formatFee(listing.price)} / saat`);
    expect(fact('Ders')).toHaveTextContent(listing.categoryResponse.name);
    const mode = { ONLINE: 'Online', IN_PERSON: 'Yüz yüze', BOTH: 'Online ve yüz yüze' }[listing.lessonMode!];
    expect(fact('Ders şekli')).toHaveTextContent(mode);
    expect(fact('Konum')).toHaveTextContent([listing.city, listing.district].filter(Boolean).join(' / '));
    expect(screen.getByText(listing.description!.trim())).toBeInTheDocument();

    const name = `${listing.teacherName} ${listing.teacherSurname}`;
    expect(screen.getByRole('link', { name: `${name} profilini incele` })).toHaveAttribute(
      'href',
      `/profile/id/${testUsers.teacher.id}`,
    );

    const other = await screen.findByRole('list', { name: 'Eğitmenin Diğer İlanları' });
    const otherTitles = within(other)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(otherTitles).toEqual(others.map((item) => item.title));
    expect(otherTitles).not.toContain(listing.title);
  });

  it('shows a description as text, never as HTML', async () => {
    const [listing] = (await teacherListings()).content as [Announcement];
    server.use(
      getGetAnnouncementMockHandler({
        success: true,
        message: null,
        data: { ...listing, description: '<b>x</b>', city: null, district: null },
      }),
    );
    renderApp({ route: `/courses/${listing.id}` });
    expect(await screen.findByText('<b>x</b>')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- proves no markup was rendered; a bold element has no role to query
    expect(document.querySelector('main b')).toBeNull();
    expect(screen.getByText('Konum bilgisi yok')).toBeInTheDocument();
  });

  it('says so for an unknown listing', async () => {
    renderApp({ route: '/courses/999999' });
    expect(await h1('İlan bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tüm ilanlara dön' })).toHaveAttribute('href', '/courses');
  });

  // The envelope's own `httpStatus: NOT_FOUND` on a non-404 status says the same (the app's one not-found reader).
  it.each([200, 400])('says so when the envelope names NOT_FOUND on a %i', async (status) => {
    const [listing] = (await teacherListings()).content as [Announcement];
    server.use(
      onOperation('getAnnouncement', () =>
        failureResponse({
          status,
          body: { success: false, message: 'İlan bulunamadı.', data: null, httpStatus: 'NOT_FOUND' },
        }),
      ),
    );
    renderApp({ route: `/courses/${listing.id}` });
    expect(await h1('İlan bulunamadı')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a guest to sign in before messaging or requesting', async () => {
    const [listing] = (await teacherListings()).content as [Announcement];
    renderApp({ route: `/courses/${listing.id}` });
    const chat = `/chat?receiverUsername=${testUsers.teacher.username}`;
    expect(await screen.findByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(chat)}`,
    );
    const request = screen.getByRole('link', { name: 'Ders Talebi Gönder' });
    expect(request).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent(`/lesson-requests/new?listingId=${listing.id}`)}`,
    );
    expect(request).toHaveAccessibleDescription('Ders talebi göndermek için giriş yapmalısınız.');
  });

  it('lets a student message the teacher and open the request form for this listing', async () => {
    const [listing] = (await teacherListings()).content as [Announcement];
    signIn('student');
    renderApp({ route: `/courses/${listing.id}` });
    expect(await screen.findByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute(
      'href',
      `/chat?receiverUsername=${testUsers.teacher.username}`,
    );
    expect(screen.getByRole('link', { name: 'Ders Talebi Gönder' })).toHaveAttribute(
      'href',
      `/lesson-requests/new?listingId=${listing.id}`,
    );
  });

  it('shows the teacher neither button on their own listing', async () => {
    const [listing] = (await teacherListings()).content as [Announcement];
    signIn('teacher');
    renderApp({ route: `/courses/${listing.id}` });
    expect(await h1(listing.title)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ders Talebi Gönder' })).toBeNull();
  });
});
