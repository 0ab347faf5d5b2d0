import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_STUDENT, getDb } from '../../mocks/db';
import { notificationsOf } from '../../mocks/db/services/notifications';
import { server } from '../../mocks/node';
import {
  LessonRequestInbox,
  MyLessonRequests,
} from '../../src/features/lesson-requests/components/lesson-request-lists';
import { toaster } from '../../src/components/feedback/toaster';
import { renderApp, renderWithProviders, signIn, type TestAccount } from '../render';
import { clickTwiceAtOnce, countCalls, pressEnterSixTimes } from '../support/count-calls';
import { deferred } from '../support/deferred';
import { findOpenDialog } from '../support/dialogs';
import { sendLessonRequest } from '../support/lesson-requests';
import { failOperation, onOperation } from '../support/operations';
import { recordRequests } from '../support/record-requests';
import { openSettings } from '../support/settings';

/*
 * One action per click: every button and confirmation that calls the server sends one call for a double click,
 * for Enter pressed six times, or for both, while its first call is on its way (held by a deferred answer);
 * and a conflict our own first call caused is never shown beside the success.
 */

const NOT_PENDING = 'Bu talep artık beklemede değil.';

async function openRequest(id: number, account: TestAccount) {
  signIn(account);
  renderApp({ realtime: false, route: `/lesson-requests/${id}` });
  await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
  return { user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));
const timeline = () => main().findByRole('list', { name: 'Durum geçmişi' });

/** The list row that links to this request. */
async function rowOf(listName: string, id: number): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: listName });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) =>
      within(item)
        .queryAllByRole('link')
        .some((link) => link.getAttribute('href') === `/lesson-requests/${id}`),
    );
  if (!row) throw new Error(`no row for request ${id}`);
  return row;
}

describe('decisions on a lesson request', { timeout: 30_000 }, () => {
  it('approves once on the request page for a double click and six Enters, with no conflict shown', async () => {
    const request = await sendLessonRequest();
    const answer = deferred();
    const calls = countCalls('approveLessonRequest', answer.promise);
    await openRequest(request.id, 'teacher');
    const approve = await main().findByRole('button', { name: 'Onayla' });
    clickTwiceAtOnce(approve);
    await pressEnterSixTimes(approve);
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    expect(await within(await timeline()).findByText('Onaylandı')).toBeInTheDocument();
    expect(await screen.findByText(/onaylandı\./)).toBeInTheDocument();
    expect(calls()).toBe(1);
    expect(screen.queryByText(NOT_PENDING)).toBeNull();
  });

  it('rejects once for six Enters and a double click on the confirmation', async () => {
    const request = await sendLessonRequest();
    const answer = deferred();
    const calls = countCalls('rejectLessonRequest', answer.promise);
    const { user } = await openRequest(request.id, 'teacher');
    await user.click(await main().findByRole('button', { name: 'Reddet' }));
    const dialog = await findOpenDialog('dialog', 'Ders talebini reddet');
    const confirm = within(dialog).getByRole('button', { name: 'Reddet' });
    await pressEnterSixTimes(confirm);
    clickTwiceAtOnce(confirm);
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    await waitFor(async () => expect(within(await timeline()).getByText('Reddedildi')).toBeInTheDocument());
    expect(calls()).toBe(1);
    expect(screen.queryByText(NOT_PENDING)).toBeNull();
  });

  it('withdraws once on the request page for a double click and six Enters on the confirmation', async () => {
    const request = await sendLessonRequest();
    const answer = deferred();
    const calls = countCalls('cancelLessonRequest', answer.promise);
    const { user } = await openRequest(request.id, 'student');
    await user.click(await main().findByRole('button', { name: 'Talebi geri çek' }));
    const dialog = await findOpenDialog('alertdialog', 'Ders talebini geri çekmek istiyor musunuz?');
    const confirm = within(dialog).getByRole('button', { name: 'Geri çek' });
    clickTwiceAtOnce(confirm);
    await pressEnterSixTimes(confirm);
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    await waitFor(async () => expect(within(await timeline()).getByText('Geri çekildi')).toBeInTheDocument());
    expect(calls()).toBe(1);
    expect(screen.queryByText(NOT_PENDING)).toBeNull();
  });

  it('approves once from the inbox for a double click, and another row can be answered meanwhile', async () => {
    const first = await sendLessonRequest();
    const second = await sendLessonRequest();
    const answer = deferred();
    const calls = countCalls('approveLessonRequest', answer.promise);
    signIn('teacher');
    renderWithProviders(<LessonRequestInbox />, { route: '/' });
    const approveFirst = within(await rowOf('Gelen ders talepleri', first.id)).getByRole('button', {
      name: /^Onayla/,
    });
    clickTwiceAtOnce(approveFirst);
    await pressEnterSixTimes(approveFirst);
    await waitFor(() => expect(calls()).toBe(1));
    // The lock is the request's own: a different request is not held up by it.
    clickTwiceAtOnce(
      within(await rowOf('Gelen ders talepleri', second.id)).getByRole('button', { name: /^Onayla/ }),
    );
    await waitFor(() => expect(calls()).toBe(2));
    answer.resolve();
    const db = await getDb();
    await waitFor(() =>
      expect(
        [first.id, second.id].map((id) => db.lessonRequests.findFirst((q) => q.where({ id }))!.status),
      ).toEqual(['APPROVED', 'APPROVED']),
    );
    expect(calls()).toBe(2);
    expect(screen.queryByText(NOT_PENDING)).toBeNull();
  });

  it('withdraws once from the student’s list for a double click on the confirmation', async () => {
    const request = await sendLessonRequest();
    const answer = deferred();
    const calls = countCalls('cancelLessonRequest', answer.promise);
    signIn('student');
    const user = userEvent.setup();
    renderWithProviders(<MyLessonRequests />, { route: '/' });
    const row = await rowOf('Gönderdiğiniz ders talepleri', request.id);
    await user.click(within(row).getByRole('button', { name: /^Talebi geri çek/ }));
    const dialog = await findOpenDialog('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Geri çek' });
    clickTwiceAtOnce(confirm);
    await pressEnterSixTimes(confirm);
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    await waitFor(() => expect(row).not.toBeInTheDocument());
    expect(calls()).toBe(1);
    expect(screen.queryByText(NOT_PENDING)).toBeNull();
  });

  it('does not show the conflict a second screen’s call meets after this tab’s own approval went through', async () => {
    const request = await sendLessonRequest();
    const answers = [deferred(), deferred()];
    let calls = 0;
    server.use(
      onOperation('approveLessonRequest', async () => {
        calls += 1;
        await answers[calls - 1]?.promise;
      }),
    );
    const lists = countCalls('getMyLessonRequests');
    const toasts = vi.spyOn(toaster, 'create');
    signIn('teacher');
    // Two lists of the same requests, each with its own actions (and lock), as two screens of one tab would be.
    renderWithProviders(
      <>
        <LessonRequestInbox title="Birinci liste" />
        <LessonRequestInbox title="İkinci liste" />
      </>,
      { route: '/' },
    );
    const approveIn = async (list: string) =>
      within(await rowOf(list, request.id)).getByRole('button', { name: /^Onayla/ });
    clickTwiceAtOnce(await approveIn('Birinci liste'));
    clickTwiceAtOnce(await approveIn('İkinci liste'));
    await waitFor(() => expect(calls).toBe(2));
    answers[0]!.resolve();
    expect(await screen.findByText(/onaylandı\./)).toBeInTheDocument();
    const listsBefore = lists();
    // The second call reaches the server after the first: 409, the request is no longer pending.
    answers[1]!.resolve();
    // A refusal fetches the list again, after deciding about its toast.
    await waitFor(() => expect(lists()).toBeGreaterThan(listsBefore));
    expect(toasts).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'error' }));
    expect(screen.queryByText(NOT_PENDING)).toBeNull();
    toasts.mockRestore();
  });

  it('still shows a conflict this tab did not cause', async () => {
    const request = await sendLessonRequest();
    server.use(
      onOperation('approveLessonRequest', () =>
        HttpResponse.json({ success: false, message: NOT_PENDING, data: null }, { status: 409 }),
      ),
    );
    const { user } = await openRequest(request.id, 'teacher');
    await user.click(await main().findByRole('button', { name: 'Onayla' }));
    expect(await screen.findByText(NOT_PENDING)).toBeInTheDocument();
  });
});

describe('marking all notifications read', { timeout: 30_000 }, () => {
  it('sends one call per unread notification for a double click and six Enters', async () => {
    const answers = deferred();
    server.use(
      onOperation('markNotificationRead', async () => {
        await answers.promise;
      }),
    );
    const requests = recordRequests();
    signIn('student');
    renderApp({ realtime: false, route: '/notifications' });
    await screen.findByRole('list', { name: 'Bildirim listesi' });
    const unread = notificationsOf(await getDb(), DEMO_STUDENT.id).filter((record) => !record.read);
    expect(unread.length).toBeGreaterThan(1);
    const markAll = screen.getByRole('button', { name: 'Tümünü okundu işaretle' });
    clickTwiceAtOnce(markAll);
    await pressEnterSixTimes(markAll);
    answers.resolve();
    expect(await screen.findByText('Tüm bildirimler okundu olarak işaretlendi.')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('PUT')).sort()).toEqual(
      unread.map((record) => `PUT /v1/notifications/${record.id}/read`).sort(),
    );
  });
});

describe('forms that call the server once', { timeout: 30_000 }, () => {
  it('asks for one reset link for a double click and six Enters', async () => {
    const answer = deferred();
    const calls = countCalls('forgotPassword', answer.promise);
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/forgot-password' });
    await user.type(await screen.findByLabelText(/E-posta/), 'elif.demir@ornek.com.tr');
    const submit = screen.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' });
    clickTwiceAtOnce(submit);
    await pressEnterSixTimes(screen.getByLabelText(/E-posta/));
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    expect(await screen.findByText(/şifre sıfırlama bağlantısı gönderildi/)).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('sets a new password once for a double click and six Enters', async () => {
    // The refusal first: the counting handler, added after it, is asked first and falls through to it.
    server.use(failOperation('resetPassword', { envelope: 'Bağlantının süresi dolmuş.', status: 400 }));
    const answer = deferred();
    const calls = countCalls('resetPassword', answer.promise);
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/reset-password?token=jeton' });
    await user.type(await screen.findByLabelText(/^Yeni şifre\W*$/, { selector: 'input' }), 'Yeni.Sifre42');
    const again = screen.getByLabelText(/Yeni şifre \(tekrar\)/, { selector: 'input' });
    await user.type(again, 'Yeni.Sifre42');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Şifremi güncelle' }));
    await pressEnterSixTimes(again);
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    expect(await screen.findByText('Bağlantının süresi dolmuş.')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('verifies a code once, and sends one new code for a double click', async () => {
    server.use(failOperation('sendEmailCode', { status: 500 }));
    const verified = deferred();
    const verifies = countCalls('verifyEmailCode', verified.promise);
    const sent = deferred();
    const sends = countCalls('sendEmailCode', sent.promise);
    const user = userEvent.setup();
    renderApp({ realtime: false, route: '/verify-email?email=elif.demir%40ornek.com.tr&registration=false' });
    const code = await screen.findByRole('textbox', { name: /Doğrulama kodu/ });

    clickTwiceAtOnce(screen.getByRole('button', { name: 'Doğrulama kodu gönder' }));
    await waitFor(() => expect(sends()).toBe(1));
    sent.resolve();
    expect(
      await screen.findByText('Kod tekrar gönderilemedi. Lütfen daha sonra tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(sends()).toBe(1);

    await user.type(code, '000000');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Doğrula' }));
    await pressEnterSixTimes(code);
    await waitFor(() => expect(verifies()).toBe(1));
    verified.resolve();
    expect(await screen.findByText(/Doğrulama kodu hatalı/)).toBeInTheDocument();
    expect(verifies()).toBe(1);
  });

  it('changes the password once for a double click and six Enters', async () => {
    const answer = deferred();
    const calls = countCalls('changePassword', answer.promise);
    const { user } = await openSettings('student');
    const current = await screen.findByLabelText(/^Mevcut şifre/, { selector: 'input' });
    await user.type(current, 'Yanlis.Sifre1');
    await user.type(screen.getByLabelText(/^Yeni şifre\W*$/, { selector: 'input' }), 'Yeni.Sifre42');
    const again = screen.getByLabelText(/Yeni şifre \(tekrar\)/, { selector: 'input' });
    await user.type(again, 'Yeni.Sifre42');
    clickTwiceAtOnce(screen.getByRole('button', { name: 'Şifreyi değiştir' }));
    await pressEnterSixTimes(again);
    await waitFor(() => expect(calls()).toBe(1));
    answer.resolve();
    await waitFor(() => expect(current).toHaveAccessibleDescription(/hatalı/));
    expect(calls()).toBe(1);
  });
});

describe('counts beside a failed load', { timeout: 30_000 }, () => {
  it('reads — on every tab of the inbox, not 0', async () => {
    server.use(failOperation('getMyLessonRequests'));
    signIn('teacher');
    renderWithProviders(<LessonRequestInbox />, { route: '/' });
    expect(await screen.findByRole('button', { name: /Tekrar dene/i })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(
      [
        'Bekliyor',
        'Onaylandı',
        'Tamamlandı',
        'Ders yapılmadı',
        'Reddedildi',
        'Süresi doldu',
        'Geri çekildi',
        'Tümü',
      ].map((name) => `${name}—bilinmiyor`),
    );
    expect(screen.getByRole('tab', { name: 'Bekliyor bilinmiyor' })).toBeInTheDocument();
  });

  it('reads — on the notification tabs, not 0', async () => {
    server.use(failOperation('getNotifications'));
    signIn('student');
    renderApp({ realtime: false, route: '/notifications' });
    expect(await screen.findByRole('button', { name: /Tekrar dene/i })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tümü bilinmiyor' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Okunmamış bilinmiyor' })).toBeInTheDocument();
  });
});
