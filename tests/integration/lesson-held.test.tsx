import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_STUDENT, DEMO_TEACHER, getDb } from '../../mocks/db';
import { renderApp, signIn, type TestAccount } from '../render';
import { clickTwiceAtOnce, countCalls } from '../support/count-calls';
import { deferred } from '../support/deferred';
import { findOpenDialog } from '../support/dialogs';

/*
 * The request page after an approval, against the seeded mock db: the timeline of every step, 'Ders yapıldı'
 * and 'Ders yapılmadı' only once the server says the first lesson's time has passed (seed: Zeynep's first
 * other approved request had its lesson yesterday, the second has it in three days), one call per double click.
 */

async function approvedOfTeacher(index: 0 | 1) {
  const db = await getDb();
  const approved = db.lessonRequests.findMany((q) =>
    q.where({ teacherId: DEMO_TEACHER.id, status: 'APPROVED', studentId: (id) => id !== DEMO_STUDENT.id }),
  );
  const withTime = approved.filter((r) => r.firstLessonAt !== null);
  withTime.sort((a, b) => Date.parse(a.firstLessonAt!) - Date.parse(b.firstLessonAt!));
  return withTime[index]!;
}

async function openRequest(id: number, account: TestAccount) {
  signIn(account);
  renderApp({ realtime: false, route: `/lesson-requests/${id}` });
  await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
  return userEvent.setup();
}

const main = () => within(screen.getByRole('main'));

describe('the lesson after an approval', { timeout: 30_000 }, () => {
  it('before the first lesson: the timeline says what comes, and no held buttons are offered', async () => {
    const request = await approvedOfTeacher(1);
    await openRequest(request.id, 'teacher');
    const panel = await main().findByRole('region', { name: 'İlk ders' });
    expect(within(panel).getByText(/İlk ders saati geçtikten sonra/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Ders yapıldı' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Ders yapılmadı' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'İlk ders zamanını değiştir' })).toBeInTheDocument();
    const steps = (await main().findByRole('list', { name: 'Durum geçmişi' })).textContent;
    expect(steps).toMatch(/Gönderildi.*Onaylandı.*İlk ders: .*Ders yapıldı mı\? İlk ders saatinden sonra/);
  });

  it("an open page offers 'Ders yapıldı' once the first lesson's time passes, without a reload", async () => {
    const request = await approvedOfTeacher(1);
    // Ten seconds ahead (the page is open before then, even on a busy machine); it reads the request again then.
    await (
      await getDb()
    ).lessonRequests.update((q) => q.where({ id: request.id }), {
      data(draft) {
        draft.firstLessonAt = new Date(Date.now() + 10_000).toISOString();
      },
    });
    await openRequest(request.id, 'teacher');
    const panel = await main().findByRole('region', { name: 'İlk ders' });
    expect(within(panel).queryByRole('button', { name: 'Ders yapıldı' })).not.toBeInTheDocument();
    expect(
      await within(panel).findByRole('button', { name: 'Ders yapıldı' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
  }, 60_000);

  it("after its time: 'Ders yapıldı' sends one call for a double click and the timeline shows it held", async () => {
    const request = await approvedOfTeacher(0);
    const answer = deferred();
    const calls = countCalls('markLessonHeld', answer.promise);
    const user = await openRequest(request.id, 'teacher');
    const panel = await main().findByRole('region', { name: 'İlk ders' });
    expect(within(panel).getByText('İlk ders saati geçti. Ders yapıldı mı?')).toBeInTheDocument();
    const held = within(panel).getByRole('button', { name: 'Ders yapıldı' });
    clickTwiceAtOnce(held);
    await user.click(held);
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    expect(await screen.findByText('Ders yapıldı olarak işaretlendi.')).toBeInTheDocument();
    const list = await main().findByRole('list', { name: 'Durum geçmişi' });
    expect(await within(list).findByText('Ders yapıldı')).toBeInTheDocument();
    expect(within(list).getByText('Değerlendirme: ders yapıldıktan sonra')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Ders yapıldı' })).not.toBeInTheDocument();
    expect(calls()).toBe(1);
    const teacher = (await getDb()).users.findFirst((q) => q.where({ id: DEMO_TEACHER.id }))!;
    expect(teacher.completedLessons).toBeGreaterThan(0);
  });

  it("'Ders yapılmadı' asks for a reason first, then the timeline shows it", async () => {
    const request = await approvedOfTeacher(0);
    const user = await openRequest(request.id, 'teacher');
    await user.click(await main().findByRole('button', { name: 'Ders yapılmadı' }));
    const dialog = await findOpenDialog('dialog', 'Ders yapılmadı');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bir neden seçin.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Öğrenci derse gelmedi' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Açıklama/ }), 'Bağlantıya gelmedi.');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const list = await main().findByRole('list', { name: 'Durum geçmişi' });
    expect(await within(list).findByText('Ders yapılmadı: Öğrenci derse gelmedi')).toBeInTheDocument();
    expect(within(list).getByText('Bağlantıya gelmedi.')).toBeInTheDocument();
    expect((await getDb()).lessonRequests.findFirst((q) => q.where({ id: request.id }))).toMatchObject({
      status: 'NO_SHOW',
      notHeldReason: 'STUDENT_ABSENT',
    });
  });

  it('a held and reviewed lesson shows every step in order', async () => {
    const db = await getDb();
    const reviewed = db.reviews.findFirst((q) =>
      q.where({ studentId: DEMO_STUDENT.id, lessonRequestId: (id) => id !== null }),
    )!;
    await openRequest(reviewed.lessonRequestId!, 'student');
    const steps = (await main().findByRole('list', { name: 'Durum geçmişi' })).textContent;
    expect(steps).toMatch(/Gönderildi.*Onaylandı.*İlk ders: .*Ders yapıldı.*Değerlendirildi/);
    expect(main().queryByRole('button', { name: 'Ders yapıldı' })).not.toBeInTheDocument();
  });
});
