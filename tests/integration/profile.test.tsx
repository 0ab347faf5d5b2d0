import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getGetTeacherReviewsMockHandler } from '../../src/generated/api/reviews/reviews.msw';
import type {
  AnnouncementPage,
  ReviewPage,
  ReviewPageResponse,
  UserProfile,
  UserProfileResponse,
} from '../../src/generated/api/model';
import { getProfileByUsername } from '../../src/generated/api/user/user';
import { getGetProfileByIdMockHandler } from '../../src/generated/api/user/user.msw';
import { formatDate } from '../../src/i18n/formatters';
import { server } from '../../mocks/node';
import type { RouteModule } from '../../src/app/router';
import { renderApp, signIn } from '../render';
import { failureResponse, onOperation } from '../support/operations';
import { deferred } from '../support/deferred';
import { recordRequests } from '../support/record-requests';

/*
 * The teacher profile: the three public profile routes and /profile against the
 * seeded mock db (zeynepcelik: teacher 7 with 25 reviews and 5 listings; mehmetkaya: teacher 12 with no
 * photo, location or reviews; elifdemir: student 61).
 */

/** Asks the mock backend directly (MSW answers fetch in Node too), to know what the page should show. */
async function envelope<T>(path: string): Promise<T> {
  const response = await fetch(`http://localhost${path}`);
  return (await response.json()) as T;
}
const api = async <T,>(path: string): Promise<T> => (await envelope<{ data: T }>(path)).data;

const h1 = (name: string | RegExp, timeout?: number) =>
  screen.findByRole('heading', { level: 1, name }, { timeout });
const reviewList = () => screen.findByRole('list', { name: 'Öğrenci Yorumları' });
const reviewCount = async () => within(await reviewList()).getAllByRole('article').length;
/** Answers with a 500 (as Spring Boot would) until `recover()`, then with `body`. */
function outage() {
  let failing = true;
  return {
    recover: () => {
      failing = false;
    },
    answer:
      <T,>(body: T) =>
      (): T => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- MSW's documented way to answer with an error
        if (failing) throw HttpResponse.json({ success: false, message: null }, { status: 500 });
        return body;
      },
  };
}

/** Why a load failed, as every screen says it (common loadFailure texts). */
const SERVER_FAILED = 'Sunucu şu anda yanıt veremiyor. Biraz sonra tekrar deneyin.';
const UNREADABLE = 'Sunucudan gelen yanıt okunamadı. Biraz sonra tekrar deneyin.';
const NO_CONNECTION = 'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.';
const NULL_DATA = () => HttpResponse.json({ success: true, message: null, data: null });
const NOT_JSON = () => new HttpResponse('{"success":tr', { headers: { 'Content-Type': 'application/json' } });
const SERVER_ERROR = () => failureResponse({ status: 500 });
const NO_ANSWER = () => failureResponse('network');
/** Each kind of failed load, how the server gives it, and what the screen says about it. */
const LOAD_FAILURES = [
  ['an envelope with data: null', NULL_DATA, UNREADABLE],
  ['a body that is not JSON', NOT_JSON, UNREADABLE],
  ['a server error', SERVER_ERROR, SERVER_FAILED],
  ['no answer at all', NO_ANSWER, NO_CONNECTION],
] as const;

/** Waits for the error view (after the client's one retry), recovers the server and presses 'Tekrar Dene'. */
async function retryAfterError(text: string, recover: () => void) {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeInTheDocument();
  expect(within(alert).getByText(text)).toBeInTheDocument();
  recover();
  await userEvent.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
}

describe('a teacher’s profile', { timeout: 30_000 }, () => {
  it('shows everything a visitor needs at /profile/id/7', async () => {
    const profile = await api<UserProfile>('/v1/user/profile/id/7');
    const listings = await api<AnnouncementPage>('/v1/announcements/teacher/7');
    const reviews = await api<ReviewPage>('/v1/reviews/teacher/7?page=0&size=10');
    renderApp({ route: '/profile/id/7' });

    expect(await h1('Zeynep Çelik')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Zeynep Çelik · Özel Ders'));
    expect(screen.getByText('@zeynepcelik')).toBeInTheDocument();
    expect(screen.getByText('Eğitmen')).toBeInTheDocument();
    const rating = profile.averageRating!.toLocaleString('tr-TR', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    expect(screen.getByText((_, el) => el?.textContent === `Puan: ${rating} / 5`)).toBeInTheDocument();
    expect(screen.getByText(`(${profile.totalReviews} değerlendirme)`)).toBeInTheDocument();
    expect(screen.getByText('İstanbul / Kadıköy')).toBeInTheDocument();
    expect(screen.getByText(profile.biography!.trim())).toBeInTheDocument();

    // eslint-disable-next-line testing-library/no-node-access -- a description list pairs a term with the element after it; no query reads that pair
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Tamamlanan ders')).toHaveTextContent(String(profile.completedLessons));
    expect(fact('Deneyim')).toHaveTextContent(`${profile.experience} yıl`);
    expect(fact('Değerlendirme')).toHaveTextContent(String(profile.totalReviews));

    const subjects = screen.getByRole('list', { name: 'Uzmanlık Alanları' });
    expect(
      within(subjects)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(profile.subjects!.map((subject) => subject.name));

    const listingList = await screen.findByRole('list', { name: 'Eğitmenin İlanları' });
    expect(within(listingList).getAllByRole('article')).toHaveLength(listings.content.length);
    expect(listings.content.length).toBeGreaterThan(0);

    expect(await reviewCount()).toBe(reviews.content.length);
    const [first] = reviews.content;
    const firstItem = within(await reviewList()).getAllByRole('article')[0]!;
    expect(firstItem).toHaveTextContent(first!.studentName!);
    expect(firstItem).toHaveTextContent(formatDate(first!.createdAt));
    expect(within(firstItem).getByText(`5 üzerinden ${first!.rating} puan`)).toBeInTheDocument();

    // A guest is asked to sign in first and then lands in the chat with this teacher.
    expect(screen.getByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/chat?receiverUsername=zeynepcelik')}`,
    );
    // Contact details are the owner's alone.
    expect(screen.queryByText('İletişim Bilgileri')).not.toBeInTheDocument();
    expect(screen.queryByText('zeynep.celik@ornek.com.tr')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profili Düzenle' })).not.toBeInTheDocument();
  });

  it.each(['/profile/username/zeynepcelik', '/profile/7', '/profile/zeynepcelik'])(
    '%s opens the same profile',
    async (route) => {
      renderApp({ route });
      expect(await h1('Zeynep Çelik')).toBeInTheDocument();
      expect(screen.getByText('@zeynepcelik')).toBeInTheDocument();
    },
  );

  it('uses the teacher card’s fallbacks: initials, no location, no rating, no reviews', async () => {
    renderApp({ route: '/profile/username/mehmetkaya' });
    expect(await h1('Mehmet Kaya')).toBeInTheDocument();
    expect(screen.getByText('MK')).toBeInTheDocument();
    expect(screen.getByText('Konum bilgisi yok')).toBeInTheDocument();
    expect(screen.getByText('Puan yok')).toBeInTheDocument();
    expect(await screen.findByText('Bu eğitmen için henüz yorum yapılmamış.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Daha fazla yorum' })).not.toBeInTheDocument();
  });

  it('loads more reviews while the server has more pages', async () => {
    const { totalElements } = await api<ReviewPage>('/v1/reviews/teacher/7?page=0&size=10');
    expect(totalElements).toBe(25);
    renderApp({ route: '/profile/id/7' });
    await waitFor(async () => expect(await reviewCount()).toBe(10));

    await userEvent.click(screen.getByRole('button', { name: 'Daha fazla yorum' }));
    await waitFor(async () => expect(await reviewCount()).toBe(20));
    await userEvent.click(screen.getByRole('button', { name: 'Daha fazla yorum' }));
    await waitFor(async () => expect(await reviewCount()).toBe(25));
    expect(screen.queryByRole('button', { name: 'Daha fazla yorum' })).not.toBeInTheDocument();
  });

  it('shows a comment with markup as plain text', async () => {
    const markup = '<img src="x" onerror="alert(1)"><b>Harika</b> bir ders';
    server.use(
      getGetTeacherReviewsMockHandler({
        success: true,
        message: null,
        data: {
          content: [
            {
              id: 1,
              teacherId: 7,
              studentName: '<i>Ali</i>',
              rating: 4,
              comment: markup,
              createdAt: '2026-05-01T10:00:00Z',
            },
          ],
          last: true,
          totalPages: 1,
        },
      }),
    );
    renderApp({ route: '/profile/id/7' });
    const list = await reviewList();
    expect(within(list).getByText(markup)).toBeInTheDocument();
    expect(within(list).getByText('<i>Ali</i>')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- proves no markup was rendered; inline tags have no role to query
    expect(list.querySelector('img, b, i')).toBeNull();
    expect(within(list).getByText('1 Mayıs 2026')).toBeInTheDocument();
  });

  it('sends a signed-in student straight to the chat with the teacher', async () => {
    signIn('student');
    renderApp({ route: '/profile/id/7' });
    expect(await h1('Zeynep Çelik')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mesaj Gönder' })).toHaveAttribute(
      'href',
      '/chat?receiverUsername=zeynepcelik',
    );
  });

  it('asks for the profile while the page’s code is still loading, and only once', async () => {
    const code = deferred<RouteModule>();
    const requests = recordRequests();
    const profileRequest = 'GET /v1/user/profile/username/zeynepcelik';
    renderApp({
      route: '/profile/username/zeynepcelik',
      importOverrides: { profileByUsername: () => code.promise },
    });
    await waitFor(() => expect(requests).toContain(profileRequest));

    code.resolve(await import('../../src/app/routes/profile/public-profile'));
    expect(await h1('Zeynep Çelik')).toBeInTheDocument();
    // The reviews are asked for once the page shows the profile, when a stale profile would be asked again.
    await waitFor(() => expect(requests).toContain('GET /v1/reviews/teacher/7'));
    expect(requests.filter((request) => request === profileRequest)).toHaveLength(1);
  });

  it('moves focus to the name after opening a profile from the directory', async () => {
    renderApp({ route: '/teachers' });
    const [card] = await screen.findAllByRole('article');
    const name = within(card!).getByRole('heading', { level: 3 }).textContent ?? '';
    await userEvent.click(within(card!).getByRole('link', { name: 'Profili İncele' }));
    const heading = await h1(name);
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('a student’s profile', { timeout: 30_000 }, () => {
  it('shows the basic card without the teacher’s sections', async () => {
    renderApp({ route: '/profile/id/61' });
    expect(await h1('Elif Demir')).toBeInTheDocument();
    expect(screen.getByText('@elifdemir')).toBeInTheDocument();
    expect(screen.getByText('Öğrenci')).toBeInTheDocument();
    expect(screen.getByText('İstanbul / Üsküdar')).toBeInTheDocument();
    for (const section of ['Hakkında', 'Öğrenci Yorumları', 'Eğitmenin İlanları', 'Eğitmen Bilgileri'])
      expect(screen.queryByRole('heading', { name: section })).not.toBeInTheDocument();
    expect(screen.queryByText(/Puan/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).not.toBeInTheDocument();
  });
});

describe('/profile, the signed-in user’s own profile', { timeout: 30_000 }, () => {
  it('shows a teacher their contact details, their listings and the way to edit', async () => {
    signIn('teacher');
    renderApp({ route: '/profile' });
    expect(await h1('Zeynep Çelik')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Profilim · Özel Ders'));
    const contact = screen.getByRole('region', { name: 'İletişim Bilgileri' });
    expect(within(contact).getByText('zeynep.celik@ornek.com.tr')).toBeInTheDocument();
    expect(within(contact).getByText('Bu bilgileri yalnızca siz görebilirsiniz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profili Düzenle' })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'İlanlarım' })).toBeInTheDocument();
    expect(await reviewCount()).toBe(10);
  });

  it('shows a student their e-mail and phone and no teacher sections', async () => {
    const me = await api<UserProfile>('/v1/user/profile/id/61');
    signIn('student');
    renderApp({ route: '/profile' });
    expect(await h1('Elif Demir')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'İletişim Bilgileri' });
    expect(within(contact).getByText('elif.demir@ornek.com.tr')).toBeInTheDocument();
    expect(me.phone).toBeNull(); // the public answer leaves it out; /v1/user/me has it
    expect(within(contact).getByText(/^0 \d{3} \d{3} \d{2} \d{2}$/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Öğrenci Yorumları' })).not.toBeInTheDocument();
  });

  it('shows the owner’s view on their own public profile too', async () => {
    signIn('teacher');
    renderApp({ route: '/profile/username/zeynepcelik' });
    expect(await h1('Zeynep Çelik')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profili Düzenle' })).toBeInTheDocument();
    expect(screen.getByText('zeynep.celik@ornek.com.tr')).toBeInTheDocument();
  });

  it('sends a guest to sign in first', async () => {
    const { router } = renderApp({ route: '/profile' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/profile')}`);
  });
});

describe('profile states', { timeout: 30_000 }, () => {
  it.each(['/profile/username/boylebiriyok', '/profile/id/9999', '/profile/id/abc', '/profile/999999'])(
    '%s says the user was not found',
    async (route) => {
      renderApp({ route });
      expect(await h1('Kullanıcı bulunamadı')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Kullanıcı bulunamadı · Özel Ders'));
      expect(screen.getByRole('link', { name: 'Eğitmenlere göz at' })).toHaveAttribute('href', '/teachers');
    },
  );

  // A link is someone else's text: whatever it holds stays one username, and one that breaks the username rule
  // names nobody, so the viewer's own account (GET /v1/user/me) can never answer under another person's URL.
  it.each([
    '/profile/username/..%2F..%2F..%2Fuser%2Fme',
    '/profile/..%2F..%2F..%2Fuser%2Fme',
    '/profile/username/ab%2Fc%3Fd%23e%25',
    '/profile/%00',
  ])('%s says the user was not found and asks nothing but the username lookup', async (route) => {
    signIn('student');
    const requests = recordRequests();
    renderApp({ route });
    expect(await h1('Kullanıcı bulunamadı')).toBeInTheDocument();
    expect(screen.queryByText('@elifdemir')).not.toBeInTheDocument();
    const userCalls = requests.filter((request) => request.includes('/v1/user/'));
    expect(userCalls.filter((request) => !request.startsWith('GET /v1/user/profile/username/'))).toEqual([]);
  });

  // The server may name the failure in its envelope instead of the status: the app's one not-found reader
  // (isNotFound) takes `httpStatus: NOT_FOUND` on any status as "no such user", not as a failed load.
  it.each([200, 400])(
    'says the user was not found when the envelope names NOT_FOUND on a %i',
    async (status) => {
      server.use(
        onOperation('getProfileByUsername', () =>
          failureResponse({
            status,
            body: { success: false, message: 'Kullanıcı bulunamadı.', data: null, httpStatus: 'NOT_FOUND' },
          }),
        ),
      );
      renderApp({ route: '/profile/username/zeynepcelik' });
      expect(await h1('Kullanıcı bulunamadı')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('keeps a hostile username inside its path segment when the client is called with it', async () => {
    signIn('student');
    const requests = recordRequests();
    await expect(getProfileByUsername('../../../user/me')).rejects.toMatchObject({ status: 404 });
    expect(requests).toEqual(['GET /v1/user/profile/username/..%2F..%2F..%2Fuser%2Fme']);
  });

  it('shows an error view whose retry loads the profile', async () => {
    const body = await envelope<UserProfileResponse>('/v1/user/profile/id/7');
    const server500 = outage();
    server.use(getGetProfileByIdMockHandler(server500.answer(body)));
    renderApp({ route: '/profile/id/7' });
    expect(await h1('Profil', 10_000)).toBeInTheDocument();
    await retryAfterError(`Profil yüklenemedi. ${SERVER_FAILED}`, server500.recover);
    expect(await h1('Zeynep Çelik')).toBeInTheDocument();
  });

  // Each kind of failure says why in its own words: only a missing answer asks to check the connection.
  it.each(LOAD_FAILURES)('treats %s as an error and says why', async (_label, answer, reason) => {
    server.use(onOperation('getProfileByUsername', answer));
    renderApp({ route: '/profile/username/zeynepcelik' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(`Profil yüklenemedi. ${reason}`)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });

  it('shows an error in the reviews section alone, and its retry loads them', async () => {
    const body = await envelope<ReviewPageResponse>('/v1/reviews/teacher/7?page=0&size=10');
    const server500 = outage();
    server.use(getGetTeacherReviewsMockHandler(server500.answer(body)));
    renderApp({ route: '/profile/id/7' });
    expect(await h1('Zeynep Çelik')).toBeInTheDocument();
    await retryAfterError(`Yorumlar alınamadı. ${SERVER_FAILED}`, server500.recover);
    await waitFor(async () => expect(await reviewCount()).toBe(10));
  });

  it.each(LOAD_FAILURES)(
    'says why the reviews failed for %s, in their section alone',
    async (_label, answer, reason) => {
      server.use(onOperation('getTeacherReviews', answer));
      renderApp({ route: '/profile/id/7' });
      expect(await h1('Zeynep Çelik')).toBeInTheDocument();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(`Yorumlar alınamadı. ${reason}`)).toBeInTheDocument();
    },
  );
});
