import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewPage, UserProfile } from '../../src/generated/api/model';
import { formatDate } from '../../src/i18n/formatters';
import { advanceMockClock } from '../../mocks/db/clock';
import { REPLY_EDIT_WINDOW_MS } from '../../mocks/db/services/reviews';
import { getDb } from '../../mocks/db/store';
import { renderApp, signIn } from '../render';
import { clickTwiceAtOnce, countCalls } from '../support/count-calls';
import { deferred } from '../support/deferred';
import { findOpenDialog, waitForDialogClosed } from '../support/dialogs';
import { askMockApi } from '../support/mock-api';

/*
 * A teacher's answers under their reviews, the counts per star and the order of the reviews, on the profile
 * against the seeded mock db (zeynepcelik: teacher 7 with 25 reviews, two of them answered in the seed).
 */

const REPLY = 'Değerlendirmeniz için teşekkür ederim, başarılar dilerim.';
const reviewList = () => screen.findByRole('list', { name: 'Öğrenci Yorumları' });
const articles = async () => within(await reviewList()).getAllByRole('article');
/** The article of one review, found by who wrote it and when. */
const articleOf = async (review: Review) =>
  (await articles()).find(
    (article) =>
      article.textContent?.includes(review.studentName!) &&
      article.textContent.includes(formatDate(review.createdAt)),
  )!;
const firstPage = (sort = '') =>
  askMockApi<ReviewPage>(`/v1/reviews/teacher/7?page=0&size=10${sort ? `&sort=${sort}` : ''}`);

describe('the teacher answers a review', { timeout: 40_000 }, () => {
  it('on their own profile: Yanıtla, a checked text, one call for a double press, the answer under the review', async () => {
    const unanswered = (await firstPage()).content.find((review) => !review.reply)!;
    signIn('teacher');
    renderApp({ route: '/profile', realtime: false });
    const article = await waitFor(() => articleOf(unanswered));
    await userEvent.click(
      within(article).getByRole('button', { name: `Yanıtla: ${unanswered.studentName}` }),
    );

    const dialog = await findOpenDialog('dialog', 'Değerlendirmeyi yanıtlayın');
    const field = within(dialog).getByRole('textbox', { name: /Yanıtınız/ });
    await userEvent.type(field, '   kısa   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı gönder' }));
    expect(await within(dialog).findByText('Yanıt en az 10 karakter olmalıdır.')).toBeInTheDocument();

    const answer = deferred();
    const calls = countCalls('replyToReview', answer.promise);
    await userEvent.clear(field);
    await userEvent.type(field, REPLY);
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Yanıtı gönder' }));
    answer.resolve();
    await waitForDialogClosed();
    expect(calls()).toBe(1);

    const updated = await waitFor(async () => {
      const found = await articleOf(unanswered);
      expect(within(found).getByText('Eğitmenin yanıtı')).toBeInTheDocument();
      return found;
    });
    expect(within(updated).getByText(REPLY)).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: /^Yanıtla/ })).not.toBeInTheDocument();
    expect(
      within(updated).getByRole('button', { name: `Düzenle: ${unanswered.studentName} için yanıtınız` }),
    ).toBeInTheDocument();
  });

  it('edits within 24 hours; after them the server refuses and the dialog says why', async () => {
    const db = await getDb();
    const unanswered = (await firstPage()).content.find((review) => !review.reply)!;
    signIn('teacher');
    renderApp({ route: '/profile', realtime: false });
    let article = await waitFor(() => articleOf(unanswered));
    await userEvent.click(within(article).getByRole('button', { name: /^Yanıtla/ }));
    let dialog = await findOpenDialog('dialog', 'Değerlendirmeyi yanıtlayın');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Yanıtınız/ }), REPLY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yanıtı gönder' }));
    await waitForDialogClosed();

    // Within the day: the text is edited in place and marked as edited.
    article = await waitFor(() => articleOf(unanswered));
    await userEvent.click(await within(article).findByRole('button', { name: /^Düzenle/ }));
    dialog = await findOpenDialog('dialog', 'Yanıtınızı düzenleyin');
    const field = within(dialog).getByRole('textbox', { name: /Yanıtınız/ });
    expect(field).toHaveValue(REPLY);
    await userEvent.clear(field);
    await userEvent.type(field, 'Teşekkürler, bir sonraki derste görüşmek üzere.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitForDialogClosed();
    article = await waitFor(async () => {
      const found = await articleOf(unanswered);
      expect(within(found).getByText('Teşekkürler, bir sonraki derste görüşmek üzere.')).toBeInTheDocument();
      return found;
    });
    expect(within(article).getByText('düzenlendi')).toBeInTheDocument();

    // The day is over on the server while the page still offers 'Düzenle': the refusal is shown, not lost.
    advanceMockClock(REPLY_EDIT_WINDOW_MS + 60_000);
    await userEvent.click(within(article).getByRole('button', { name: /^Düzenle/ }));
    dialog = await findOpenDialog('dialog', 'Yanıtınızı düzenleyin');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Yanıtınız/ }), ' Ek.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Yanıtınızı yalnızca yazdıktan sonraki 24 saat içinde düzenleyebilirsiniz.',
    );
    expect(db.reviews.findFirst((q) => q.where({ id: unanswered.id }))!.reply?.text).toBe(
      'Teşekkürler, bir sonraki derste görüşmek üzere.',
    );
  });

  it('an answer past its 24 hours shows without Düzenle; visitors see answers and no buttons', async () => {
    // The seed answers the newest review without a lesson request, a day after it was written.
    const answered = (await firstPage()).content.find((review) => review.reply)!;
    expect(Date.parse(answered.reply!.editableUntil)).toBeLessThan(Date.now());
    const answerButtons = { name: /^(Yanıtla|Düzenle)/ };
    signIn('teacher');
    const { unmount } = renderApp({ route: '/profile', realtime: false });
    const article = await waitFor(() => articleOf(answered));
    expect(within(article).getByText(answered.reply!.text)).toBeInTheDocument();
    expect(within(article).queryByRole('button', answerButtons)).not.toBeInTheDocument();
    unmount();

    signIn('student');
    renderApp({ route: '/profile/id/7', realtime: false });
    const asVisitor = await waitFor(() => articleOf(answered));
    expect(within(asVisitor).getByText('Eğitmenin yanıtı')).toBeInTheDocument();
    expect(within(asVisitor).getByText(answered.reply!.text)).toBeInTheDocument();
    expect(within(await reviewList()).queryByRole('button', answerButtons)).not.toBeInTheDocument();
  });
});

describe('the rating distribution and the order of the reviews', { timeout: 30_000 }, () => {
  it('lists the counts per star, 5 first, as numbers a screen reader reads', async () => {
    const profile = await askMockApi<UserProfile>('/v1/user/profile/id/7');
    renderApp({ route: '/profile/id/7', realtime: false });
    const list = await screen.findByRole('list', { name: 'Puan dağılımı' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/yıldız:/).textContent),
    ).toEqual(
      profile.ratingDistribution!.map(({ stars, count }) => `${stars} yıldız: ${count} değerlendirme`),
    );
    expect(profile.ratingDistribution!.reduce((sum, row) => sum + row.count, 0)).toBe(profile.totalReviews);
  });

  it('a teacher without reviews shows no distribution and no order', async () => {
    renderApp({ route: '/profile/username/mehmetkaya', realtime: false });
    expect(await screen.findByText('Bu eğitmen için henüz yorum yapılmamış.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Puan dağılımı' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sıralama' })).not.toBeInTheDocument();
  });

  it.each([
    ['En düşük puan', 'LOWEST'],
    ['En yüksek puan', 'HIGHEST'],
  ])('orders the reviews by %s, and back to the newest', async (label, sort) => {
    const [newest, ordered] = await Promise.all([firstPage(), firstPage(sort)]);
    const shown = async () =>
      (await articles()).map((article) => within(article).getByText(/^5 üzerinden \d puan$/).textContent);
    const expected = (page: ReviewPage) => page.content.map((review) => `5 üzerinden ${review.rating} puan`);
    renderApp({ route: '/profile/id/7', realtime: false });
    await waitFor(async () => expect(await shown()).toEqual(expected(newest)));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), label);
    await waitFor(async () => expect(await shown()).toEqual(expected(ordered)));
    const first = await articleOf(ordered.content[0]!);
    expect(first).toBe((await articles())[0]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'En yeni');
    await waitFor(async () => expect((await articles())[0]).toBe(await articleOf(newest.content[0]!)));
  });
});
