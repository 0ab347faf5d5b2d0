import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LessonRequestInbox,
  MyLessonRequests,
} from '../../src/features/lesson-requests/components/lesson-request-lists';
import { disconnectRealtime } from '../../src/lib/realtime';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TEACHER_2, DEMO_TOKENS, findUserById, getDb } from '../../mocks/db';
import { decideLessonRequest } from '../../mocks/db/services/lesson-requests';
import { server } from '../../mocks/node';
import { renderApp, renderWithProviders, signIn, type TestAccount } from '../render';
import { REQUEST_MESSAGE, sendLessonRequest } from '../support/lesson-requests';
import { failOperation } from '../support/operations';
import { findOpenDialog } from '../support/dialogs';

/*
 * /lesson-requests/:id through the whole app against the seeded db: what each party sees and may do, contact
 * details only once approved, the refusal for anyone else, and the dashboards' lists answering in place.
 */

afterEach(async () => {
  await disconnectRealtime();
});

async function openRequest(id: number, account: TestAccount = 'student') {
  signIn(account);
  const result = renderApp({ route: `/lesson-requests/${id}` });
  await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
  return { ...result, user: userEvent.setup() };
}

const main = () => within(screen.getByRole('main'));
const mailLinks = () => main().queryAllByRole('link', { name: /E-posta:/ });

describe('/lesson-requests/:id', { timeout: 30_000 }, () => {
  it('shows the teacher the ranges of her week the student chose, in Istanbul time', async () => {
    const request = await sendLessonRequest({
      preferredSlots: [
        { day: 'SATURDAY', start: '09:00', end: '12:30' },
        { day: 'THURSDAY', start: '18:00', end: '21:00' },
      ],
    });
    await openRequest(request.id, 'teacher');
    const chosen = await main().findByRole('list', { name: 'Tercih edilen saatler' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Perşembe 18:00–21:00', 'Cumartesi 09:00–12:30']);
    expect(main().getByText('İstanbul saati')).toBeInTheDocument();
    // The exact ranges take the place of the coarse days and parts of the day.
    expect(main().queryByText('Günler')).toBeNull();
  });

  it('shows the student what was asked, the timeline and no contact details while pending; the student withdraws it', async () => {
    const request = await sendLessonRequest();
    const { user } = await openRequest(request.id);
    expect(await main().findByText(REQUEST_MESSAGE)).toBeInTheDocument();
    const db = await getDb();
    const listing = db.announcements.findFirst((q) => q.where({ id: request.announcementId }))!;
    expect(main().getByRole('link', { name: listing.title })).toHaveAttribute(
      'href',
      `/courses/${listing.id}`,
    );
    expect(
      main().getByRole('link', { name: `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}` }),
    ).toHaveAttribute('href', `/profile/username/${DEMO_TEACHER.username}`);
    expect(main().getByText('Online')).toBeInTheDocument();
    expect(main().getByText('Salı, Perşembe')).toBeInTheDocument();
    expect(main().getByText('Akşam (17–22)')).toBeInTheDocument();
    const timeline = main().getByRole('list', { name: 'Durum geçmişi' });
    expect(within(timeline).getByText('Gönderildi')).toBeInTheDocument();
    expect(within(timeline).getByText('Yanıt bekleniyor')).toBeInTheDocument();
    expect(within(timeline).getByText(/tarihinde süresi dolar\.$/)).toBeInTheDocument();
    expect(main().getByText('İletişim bilgileri talep onaylandığında burada görünür.')).toBeInTheDocument();
    expect(mailLinks()).toHaveLength(0);
    expect(main().queryByRole('button', { name: 'Onayla' })).toBeNull();

    await user.click(main().getByRole('button', { name: 'Talebi geri çek' }));
    const dialog = await findOpenDialog('alertdialog', 'Ders talebini geri çekmek istiyor musunuz?');
    await user.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    expect(await within(timeline).findByText('Geri çekildi')).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Talebi geri çek' })).toBeNull();
    expect(db.lessonRequests.findFirst((q) => q.where({ id: request.id }))!.status).toBe('CANCELLED');
  });

  it('lets the teacher approve, and then shows both parties’ contact details', async () => {
    const request = await sendLessonRequest();
    const { user } = await openRequest(request.id, 'teacher');
    expect(await main().findByText(REQUEST_MESSAGE)).toBeInTheDocument();
    expect(
      main().getByRole('link', { name: `${DEMO_STUDENT.name} ${DEMO_STUDENT.surname}` }),
    ).toBeInTheDocument();
    expect(mailLinks()).toHaveLength(0);
    expect(main().queryByRole('button', { name: 'Talebi geri çek' })).toBeNull();

    await user.click(main().getByRole('button', { name: 'Onayla' }));
    expect(await main().findByRole('heading', { name: 'İletişim bilgileri' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: `E-posta: ${DEMO_STUDENT.email}` })).toHaveAttribute(
      'href',
      `mailto:${DEMO_STUDENT.email}`,
    );
    expect(main().getByRole('link', { name: `E-posta: ${DEMO_TEACHER.email}` })).toHaveAttribute(
      'href',
      `mailto:${DEMO_TEACHER.email}`,
    );
    expect(
      within(main().getByRole('list', { name: 'Durum geçmişi' })).getByText('Onaylandı'),
    ).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Onayla' })).toBeNull();
    expect(await screen.findByText('Ders talebi onaylandı.')).toBeInTheDocument();
  });

  it('lets the teacher reject with a reason the page then shows', async () => {
    const request = await sendLessonRequest();
    const { user } = await openRequest(request.id, 'teacher');
    await user.click(await main().findByRole('button', { name: 'Reddet' }));
    const dialog = await findOpenDialog('dialog', 'Ders talebini reddet');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reddetme nedeni (isteğe bağlı)' }),
      'Bu ay takvimim dolu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reddet' }));
    // The page is out of reach (aria-hidden) until the dialog has closed after the answer.
    await waitFor(() => expect(main().getByText('Bu ay takvimim dolu.')).toBeInTheDocument());
    expect(
      within(main().getByRole('list', { name: 'Durum geçmişi' })).getByText('Reddedildi'),
    ).toBeInTheDocument();
    expect(mailLinks()).toHaveLength(0);
  });

  it('refuses anyone but its two parties, showing none of it', async () => {
    const request = await sendLessonRequest();
    signIn(
      { id: DEMO_TEACHER_2.id, username: DEMO_TEACHER_2.username, role: 'ROLE_TEACHER' },
      DEMO_TOKENS.teacher2,
    );
    renderApp({ route: `/lesson-requests/${request.id}` });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Bu talebi görüntüleme yetkiniz yok.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(REQUEST_MESSAGE)).toBeNull();
    expect(main().queryByRole('list', { name: 'Durum geçmişi' })).toBeNull();
    expect(main().queryByRole('button', { name: 'Onayla' })).toBeNull();
  });

  it('says an unknown request is not found', async () => {
    await openRequest(999_999);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ders talebi bulunamadı.' }),
    ).toBeInTheDocument();
  });

  it('explains a failed load and loads again on retry', async () => {
    const request = await sendLessonRequest();
    // Failing until told otherwise: a server error is asked again once by itself before the screen says so.
    server.use(failOperation('getLessonRequest', { status: 500 }));
    const { user } = await openRequest(request.id);
    expect(
      await screen.findByText('Sunucu şu anda yanıt veremiyor. Biraz sonra tekrar deneyin.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(REQUEST_MESSAGE)).toBeNull();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await main().findByText(REQUEST_MESSAGE)).toBeInTheDocument();
  });

  it('updates without a reload when the other party answers (a live notification)', async () => {
    const request = await sendLessonRequest();
    await openRequest(request.id, 'teacher');
    expect(await main().findByRole('button', { name: 'Onayla' })).toBeInTheDocument();
    // The socket is up once the bell has subscribed; the student withdraws meanwhile, elsewhere.
    expect(await screen.findByRole('button', { name: /^Bildirimler, \d+ okunmamış$/ })).toBeInTheDocument();
    const db = await getDb();
    await act(() =>
      decideLessonRequest(db, findUserById(db, DEMO_STUDENT.id)!, request.id, { action: 'cancel' }),
    );
    expect(
      await within(main().getByRole('list', { name: 'Durum geçmişi' })).findByText('Geri çekildi'),
    ).toBeInTheDocument();
    expect(main().queryByRole('button', { name: 'Onayla' })).toBeNull();
  });
});

describe('the dashboards’ lists', { timeout: 30_000 }, () => {
  it('shows the teacher pending requests first with counts, answered in place', async () => {
    const request = await sendLessonRequest();
    signIn('teacher');
    const user = userEvent.setup();
    renderWithProviders(<LessonRequestInbox />, { route: '/' });
    const list = await screen.findByRole('list', { name: 'Gelen ders talepleri' });
    const pendingTab = screen.getByRole('tab', { name: /Bekliyor/ });
    expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    const count = Number(within(pendingTab).getByText(/^\d+$/).textContent);
    expect(count).toBe(within(list).getAllByRole('listitem').length);
    const row = within(list)
      .getAllByRole('listitem')
      .find(
        (item) =>
          within(item).queryByRole('link', { name: /./ })?.getAttribute('href') ===
          `/lesson-requests/${request.id}`,
      )!;
    expect(row).toHaveTextContent(`Öğrenci: ${DEMO_STUDENT.name} ${DEMO_STUDENT.surname}`);
    expect(within(row).getByText('Bekliyor')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /^Onayla/ }));
    await waitFor(() => expect(within(pendingTab).getByText(String(count - 1))).toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: /Onaylandı/ }));
    const approved = await screen.findByRole('list', { name: 'Gelen ders talepleri' });
    expect(
      within(approved)
        .getAllByRole('link')
        .map((item) => item.getAttribute('href')),
    ).toContain(`/lesson-requests/${request.id}`);
  });

  it('lets the student withdraw a pending request from the list', async () => {
    const request = await sendLessonRequest();
    signIn('student');
    const user = userEvent.setup();
    renderWithProviders(<MyLessonRequests />, { route: '/' });
    const list = await screen.findByRole('list', { name: 'Gönderdiğiniz ders talepleri' });
    const href = `/lesson-requests/${request.id}`;
    const row = within(list)
      .getAllByRole('listitem')
      .find((item) =>
        within(item)
          .queryAllByRole('link')
          .some((link) => link.getAttribute('href') === href),
      )!;
    const link = within(row).getAllByRole('link')[0]!;
    expect(row).toHaveTextContent(`Eğitmen: ${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`);
    await user.click(within(row).getByRole('button', { name: /^Talebi geri çek/ }));
    const dialog = await findOpenDialog('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Geri çek' }));
    await waitFor(() => expect(link).not.toBeInTheDocument());
    // Found once the dialog has closed and the list is within reach again.
    await user.click(await screen.findByRole('tab', { name: /Geri çekildi/ }));
    const cancelled = await screen.findByRole('list', { name: 'Gönderdiğiniz ders talepleri' });
    expect(
      within(cancelled)
        .getAllByRole('link')
        .map((item) => item.getAttribute('href')),
    ).toContain(`/lesson-requests/${request.id}`);
  });
});
