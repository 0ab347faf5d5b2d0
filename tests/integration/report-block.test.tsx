import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_STUDENT, DEMO_TEACHER, getDb } from '../../mocks/db';
import { blockUser } from '../../mocks/db/services/safety';
import { toaster } from '../../src/components/feedback/toaster';
import { chatRoomState } from '../../src/config/paths';
import { clickTwiceAtOnce, countCalls } from '../support/count-calls';
import { deferred } from '../support/deferred';
import { findOpenDialog, waitForDialogClosed } from '../support/dialogs';
import { openSettings } from '../support/settings';
import { renderApp, signIn } from '../render';

/*
 * Report and block through the real app against the mock backend: the settings list, the chat composer while a
 * block stands (room 1 is the demo student's and the demo teacher's), and a person's menu on a profile.
 */

const ROOM = 1;
const TEACHER_NAME = `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`;
const STUDENT_NAME = `${DEMO_STUDENT.name} ${DEMO_STUDENT.surname}`;
const BLOCKED_NOTE =
  'Bu Eğitmeni engellediniz: engeli kaldırana kadar ona mesaj ve ders talebi gönderemezsiniz.';

afterEach(() => toaster.remove());

/** `blockerId` blocks `blockedId` straight in the mock db, as if done earlier. */
async function seedBlock(blockerId: number, blockedId: number) {
  const db = await getDb();
  await blockUser(
    db,
    db.users.findFirst((q) => q.where({ id: blockerId }))!,
    blockedId,
  );
}

async function openRoom() {
  const user = userEvent.setup();
  const app = renderApp({ route: '/chat' });
  await act(() => app.router.navigate('/chat', { state: chatRoomState(ROOM) }));
  await screen.findByRole('heading', { level: 2, name: TEACHER_NAME });
  return { user, ...app };
}

describe('report and block', { timeout: 30_000 }, () => {
  it("lists blocked people in /settings; 'Engeli kaldır' pressed twice sends one call", async () => {
    await seedBlock(DEMO_STUDENT.id, DEMO_TEACHER.id);
    await openSettings('student');
    const section = await screen.findByRole('region', { name: 'Engellenen kullanıcılar' });
    const lift = await within(section).findByRole('button', { name: `Engeli kaldır: ${TEACHER_NAME}` });
    const answer = deferred();
    const calls = countCalls('unblockUser', answer.promise);
    clickTwiceAtOnce(lift);
    answer.resolve();
    expect(await within(section).findByText('Engellediğiniz kimse yok.')).toBeInTheDocument();
    expect(calls()).toBe(1);
    expect((await getDb()).blocks.all()).toHaveLength(0);
  });

  it('tells the blocked side neutrally why nothing can be sent, and keeps the room readable', async () => {
    await seedBlock(DEMO_TEACHER.id, DEMO_STUDENT.id);
    signIn('student');
    await openRoom();
    expect(await screen.findByText(/^Bu kişiye şu anda mesaj gönderemezsiniz\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mesaj' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Engeli kaldır' })).not.toBeInTheDocument();
    const log = await screen.findByRole('list', { name: `${TEACHER_NAME} ile mesajlar` });
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it("offers the blocker 'Engeli kaldır' in the composer's place, and the composer comes back", async () => {
    await seedBlock(DEMO_STUDENT.id, DEMO_TEACHER.id);
    signIn('student');
    const { user } = await openRoom();
    expect(await screen.findByText(/^Bu kişiyi engellediniz;/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Engeli kaldır' }));
    expect(await screen.findByRole('textbox', { name: 'Mesaj' })).toBeInTheDocument();
    expect((await getDb()).blocks.all()).toHaveLength(0);
  });

  it('reports a person from their profile once, however often pressed; the second report says it was received', async () => {
    signIn('student');
    const user = userEvent.setup();
    renderApp({ route: `/profile/id/${DEMO_TEACHER.id}` });
    const menu = await screen.findByRole('button', { name: `Diğer seçenekler: ${TEACHER_NAME}` });
    const reportOnce = async () => {
      await user.click(menu);
      // By keyboard, as tests/integration/sign-out.test.tsx explains: jsdom's click is too quick for the menu.
      const item = await screen.findByRole('menuitem', { name: 'Kullanıcıyı şikayet et' });
      await waitFor(async () => {
        await user.keyboard('{Home}');
        expect(item).toHaveAttribute('data-highlighted');
      });
      await user.keyboard('{Enter}');
      // The dialog's code loads on the first use.
      await screen.findByRole('dialog', { name: 'Kullanıcıyı şikayet edin' }, { timeout: 15_000 });
      const dialog = await findOpenDialog('dialog', 'Kullanıcıyı şikayet edin');
      await user.click(within(dialog).getByText('Sahte profil'));
      return dialog;
    };
    const first = await reportOnce();
    // Pressed twice while the first call is on its way: one report reaches the server.
    const answer = deferred();
    const calls = countCalls('createReport', answer.promise);
    clickTwiceAtOnce(within(first).getByRole('button', { name: 'Şikayet et' }));
    answer.resolve();
    expect(
      await within(first).findByText('Şikayetiniz alındı. İnceleyip gerekirse işlem yapacağız.'),
    ).toBeInTheDocument();
    await user.click(within(first).getAllByRole('button', { name: 'Kapat' })[0]!);
    await waitForDialogClosed();
    expect(calls()).toBe(1);
    const second = await reportOnce();
    await user.click(within(second).getByRole('button', { name: 'Şikayet et' }));
    expect(await within(second).findByText(/^Bu içeriği daha önce şikayet ettiniz\./)).toBeInTheDocument();
    expect((await getDb()).reports.all()).toEqual([
      expect.objectContaining({ reporterId: DEMO_STUDENT.id, targetType: 'USER', reason: 'FAKE_PROFILE' }),
    ]);
  });

  it("offers a report on other people's reviews, never on the reader's own", async () => {
    const db = await getDb();
    const own = db.reviews.findFirst((q) => q.where({ studentId: DEMO_STUDENT.id }));
    if (!own) throw new Error('the seed has no review by the demo student');
    // The newest, so it is on the list's first page.
    await db.reviews.update((q) => q.where({ id: own.id }), {
      data(review) {
        review.createdAt = new Date().toISOString();
      },
    });
    const onSameProfile = db.reviews.findMany((q) => q.where({ teacherId: own.teacherId }));
    signIn('student');
    renderApp({ route: `/profile/id/${own.teacherId}` });
    const reviews = await screen.findByRole('list', { name: 'Öğrenci Yorumları' });
    const articles = await within(reviews).findAllByRole('article');
    const ownArticle = articles.find((article) => within(article).queryByText(own.studentName));
    if (!ownArticle) throw new Error('the demo student’s review is not on the list');
    expect(within(ownArticle).queryByRole('button', { name: 'Değerlendirmeyi şikayet et' })).toBeNull();
    const others = articles.filter((article) => article !== ownArticle);
    expect(others.length).toBe(Math.min(onSameProfile.length, articles.length) - 1);
    for (const article of others) {
      expect(
        await within(article).findByRole('button', { name: 'Değerlendirmeyi şikayet et' }),
      ).toBeVisible();
    }
  });

  it("a blocked Eğitmen's profile and listing offer no message or request until the block is lifted", async () => {
    await seedBlock(DEMO_STUDENT.id, DEMO_TEACHER.id);
    signIn('student');
    const user = userEvent.setup();
    const listing = (await getDb()).announcements.findFirst((q) => q.where({ teacherId: DEMO_TEACHER.id }))!;
    const listingPage = renderApp({ route: `/courses/${listing.id}` });
    expect(await screen.findByText(BLOCKED_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ders Talebi/ })).toBeNull();
    listingPage.unmount();

    renderApp({ route: `/profile/id/${DEMO_TEACHER.id}` });
    expect(await screen.findByText(BLOCKED_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mesaj Gönder' })).toBeNull();
    await user.click(screen.getByRole('button', { name: `Diğer seçenekler: ${TEACHER_NAME}` }));
    const lift = await screen.findByRole('menuitem', { name: 'Engeli kaldır' });
    await waitFor(async () => {
      await user.keyboard('{End}');
      expect(lift).toHaveAttribute('data-highlighted');
    });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Mesaj Gönder' })).toBeVisible();
    expect(screen.queryByText(BLOCKED_NOTE)).toBeNull();
  });

  it("offers no report or block on one's own profile", async () => {
    signIn('student');
    renderApp({ route: `/profile/id/${DEMO_STUDENT.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: STUDENT_NAME })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Diğer seçenekler/ })).not.toBeInTheDocument();
  });
});
