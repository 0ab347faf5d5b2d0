import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { disconnectRealtime } from '../../src/lib/realtime';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TEACHER_2, DEMO_TOKENS, getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { renderApp, signIn } from '../render';
import { freeListing, REQUEST_MESSAGE, sendLessonRequest } from '../support/lesson-requests';
import { fillField } from '../support/fill';
import { failOperation } from '../support/operations';
import { DRAFT_STORAGE_PREFIX } from '../../src/config/drafts';
import {
  emptyFormValues,
  todayInIstanbul,
} from '../../src/features/lesson-requests/utils/request-form-schema';

/*
 * /lesson-requests/new through the whole app against the seeded db: who may send a request, one open request
 * per listing, every validation message of the form, and a request that is sent once and opens its page.
 */

afterEach(async () => {
  await disconnectRealtime();
});

async function openForm(route: string) {
  const result = renderApp({ route });
  await screen.findByRole('heading', { level: 1, name: 'Ders Talebi Gönder' });
  return { ...result, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Talebi Gönder' });
const message = () => screen.getByRole('textbox', { name: /Mesajınız/ });

/** The form is replaced by a link to the request already pending for the chosen listing. */
async function expectPendingNotice(requestId: number) {
  expect(await screen.findByText('Bu ilan için zaten bekleyen bir talebiniz var.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Bekleyen talebi gör' })).toHaveAttribute(
    'href',
    `/lesson-requests/${requestId}`,
  );
  expect(screen.queryByRole('button', { name: 'Talebi Gönder' })).toBeNull();
}

describe('who may send a request', { timeout: 30_000 }, () => {
  it('sends a guest to sign in and brings them back to the form', async () => {
    const listing = await freeListing();
    const route = `/lesson-requests/new?listingId=${listing.id}`;
    const { router } = renderApp({ route });
    await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(route);
  });

  it('tells a teacher only students can send one, with no form', async () => {
    const listing = await freeListing();
    signIn(
      { id: DEMO_TEACHER_2.id, username: DEMO_TEACHER_2.username, role: 'ROLE_TEACHER' },
      DEMO_TOKENS.teacher2,
    );
    await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ders talebini yalnızca öğrenci hesapları gönderebilir.',
    );
    expect(screen.queryByRole('button', { name: 'Talebi Gönder' })).toBeNull();
  });

  it('links to the pending request instead of a second form for the same listing', async () => {
    const pending = await sendLessonRequest();
    signIn('student');
    await openForm(`/lesson-requests/new?listingId=${pending.announcementId}`);
    await expectPendingNotice(pending.id);
  });

  it('says the server’s refusal in its words', async () => {
    const listing = await freeListing();
    server.use(
      failOperation(
        'createLessonRequest',
        { envelope: 'Bu ilan için zaten bekleyen bir talebiniz var.', status: 400 },
        { once: true },
      ),
    );
    signIn('student');
    const { user } = await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    await user.click(await screen.findByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('checkbox', { name: 'Salı 18:00–21:00' }));
    await fillField(user, message(), 'Sınava hazırlık için haftada iki ders istiyorum.');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu ilan için zaten bekleyen bir talebiniz var.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Ders Talebi Gönder' })).toBeInTheDocument();
  });
});

describe('the way in', { timeout: 30_000 }, () => {
  it('is disabled, with the reason, for another teacher on a listing', async () => {
    const listing = await freeListing();
    signIn(
      { id: DEMO_TEACHER_2.id, username: DEMO_TEACHER_2.username, role: 'ROLE_TEACHER' },
      DEMO_TOKENS.teacher2,
    );
    renderApp({ route: `/courses/${listing.id}` });
    const button = await screen.findByRole('button', { name: 'Ders Talebi Gönder' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Ders talebini yalnızca öğrenci hesapları gönderebilir.');
  });

  it('opens the form with the teacher’s listings from their profile', async () => {
    signIn('student');
    const { router } = renderApp({ route: `/profile/username/${DEMO_TEACHER.username}` });
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'Ders Talebi Gönder' });
    expect(link).toHaveAttribute('href', `/lesson-requests/new?teacherId=${DEMO_TEACHER.id}`);
    await user.click(link);
    expect(await screen.findByRole('combobox', { name: /İlan/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?teacherId=${DEMO_TEACHER.id}`);
  });
});

describe('the form', { timeout: 30_000 }, () => {
  it('says what is missing for each field', async () => {
    const listing = await freeListing('BOTH');
    signIn('student');
    const { user } = await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    await user.click(await screen.findByRole('button', { name: 'Talebi Gönder' }));

    expect(await screen.findByText('Ders şeklini seçin.')).toBeInTheDocument();
    // The first field in error takes the focus.
    expect(screen.getByRole('radio', { name: 'Online' })).toHaveFocus();
    // The demo teacher set a week: her ranges are the choices, not the days and parts of the day.
    expect(screen.getByText('Eğitmenin müsait saatlerinden en az birini seçin.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Tercih ettiğiniz günler' })).toBeNull();
    expect(screen.getByText('Eğitmene bir mesaj yazın.')).toBeInTheDocument();

    await fillField(user, message(), 'Kısa bir mesaj');
    await user.click(submit());
    expect(await screen.findByText('Mesajınız en az 20 karakter olmalı.')).toBeInTheDocument();
    expect(message()).toHaveAccessibleDescription(/Mesajınız en az 20 karakter olmalı\./);

    await user.clear(message());
    fireEvent.change(message(), { target: { value: 'a'.repeat(501) } });
    expect(screen.getByText('501 / 500 karakter')).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Mesajınız en fazla 500 karakter olabilir.')).toBeInTheDocument();
  });

  it('asks for days and parts of the day when the teacher set no week', async () => {
    const listing = await freeListing('BOTH');
    const db = await getDb();
    db.availability.delete((q) => q.where({ teacherId: DEMO_TEACHER.id }));
    signIn('student');
    const { user } = await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    await user.click(await screen.findByRole('button', { name: 'Talebi Gönder' }));
    expect(await screen.findByText('En az bir gün seçin.')).toBeInTheDocument();
    expect(screen.getByText('En az bir saat aralığı seçin.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Eğitmenin müsait saatleri' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    await user.click(screen.getByRole('checkbox', { name: 'Salı' }));
    await user.click(screen.getByRole('checkbox', { name: 'Akşam (17–22)' }));
    await fillField(user, message(), REQUEST_MESSAGE);
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
    expect(
      db.lessonRequests.findFirst((q) =>
        q.where({ studentId: DEMO_STUDENT.id, announcementId: listing.id, status: 'PENDING' }),
      ),
    ).toMatchObject({ preferredDays: ['TUESDAY'], preferredTimeRanges: ['EVENING'], preferredSlots: [] });
  });

  it('notes the days the teacher is away on next among her ranges', async () => {
    const listing = await freeListing('BOTH');
    const db = await getDb();
    const today = todayInIstanbul();
    await db.availability.update((q) => q.where({ teacherId: DEMO_TEACHER.id }), {
      data(draft) {
        draft.absences = [{ from: today, to: daysAfter(today, 6) }];
      },
    });
    signIn('student');
    await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    const saturday = await screen.findByRole('group', { name: 'Cumartesi' });
    expect(within(saturday).getByText('Bu hafta izinde')).toBeInTheDocument();
    expect(within(saturday).getByRole('checkbox', { name: 'Cumartesi 09:00–12:30' })).toBeEnabled();
  });

  it('refuses a start date that has passed since the draft was kept', async () => {
    const listing = await freeListing('ONLINE');
    // The picker cannot choose a past day; a draft kept yesterday can still hold one.
    sessionStorage.setItem(
      `${DRAFT_STORAGE_PREFIX}lesson-request:listing-${listing.id}`,
      JSON.stringify({
        owner: DEMO_STUDENT.id,
        value: { ...emptyFormValues(listing.id, 'ONLINE'), preferredStartDate: '2020-01-01' },
      }),
    );
    signIn('student');
    const { user } = await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    await screen.findByLabelText('Başlangıç tarihi (isteğe bağlı)');
    await user.click(submit());
    expect(await screen.findByText('Başlangıç tarihi bugünden önce olamaz.')).toBeInTheDocument();
    // The picker never shows a day it would not let one pick: the field is empty beside the message.
    expect(screen.getByLabelText('Başlangıç tarihi (isteğe bağlı)')).toHaveValue('');
  });

  it('asks for a listing when the teacher’s listings are offered', async () => {
    signIn('student');
    const { user } = await openForm(`/lesson-requests/new?teacherId=${DEMO_TEACHER.id}`);
    const select = await screen.findByRole('combobox', { name: /İlan/ });
    expect(screen.getByText(`Eğitmen: ${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`)).toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Bir ilan seçin.')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the chosen listing already has a pending request', async () => {
    const pending = await sendLessonRequest();
    signIn('student');
    const { user } = await openForm(`/lesson-requests/new?teacherId=${DEMO_TEACHER.id}`);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /İlan/ }),
      String(pending.announcementId),
    );
    await expectPendingNotice(pending.id);
  });

  it('offers only the mode a listing gives, already chosen', async () => {
    const listing = await freeListing('IN_PERSON');
    signIn('student');
    await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    const radio = await screen.findByRole('radio', { name: 'Yüz yüze' });
    expect(radio).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Online' })).toBeNull();
    expect(screen.getByText('Bu ilan yalnızca Yüz yüze ders veriyor.')).toBeInTheDocument();
  });

  it('sends the request once and opens it', async () => {
    const listing = await freeListing('BOTH');
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/v1/lesson-requests'))
        calls += 1;
    });
    signIn('student');
    const { user, router } = await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    expect(await screen.findByRole('link', { name: listing.title })).toHaveAttribute(
      'href',
      `/courses/${listing.id}`,
    );
    await user.click(screen.getByRole('radio', { name: 'Online' }));
    // The demo teacher's ranges, grouped by day, each named with its day.
    const slots = screen.getByRole('group', { name: 'Eğitmenin müsait saatleri' });
    expect(
      within(slots)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['TUESDAY 18:00 21:00', 'THURSDAY 18:00 21:00', 'SATURDAY 09:00 12:30', 'SUNDAY 14:00 17:00']);
    expect(
      within(slots).getByText('Saatler İstanbul saatiyle verilmiştir.', { exact: false }),
    ).toBeInTheDocument();
    await user.click(within(slots).getByRole('checkbox', { name: 'Cumartesi 09:00–12:30' }));
    await user.click(within(slots).getByRole('checkbox', { name: 'Salı 18:00–21:00' }));
    await fillField(user, message(), `  ${REQUEST_MESSAGE}  `);
    // Counted as sent: without the spaces around it.
    expect(screen.getByText(`${REQUEST_MESSAGE.length} / 500 karakter`)).toBeInTheDocument();
    await user.dblClick(submit());

    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
    expect(await screen.findByText('Ders talebiniz gönderildi.')).toBeInTheDocument();
    expect(calls).toBe(1);
    const db = await getDb();
    const created = db.lessonRequests.findMany((q) =>
      q.where({ studentId: DEMO_STUDENT.id, announcementId: listing.id, status: 'PENDING' }),
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      message: REQUEST_MESSAGE,
      preferredLessonMode: 'ONLINE',
      preferredDays: ['TUESDAY', 'SATURDAY'],
      // 09:00–12:30 reaches into the afternoon (12–17).
      preferredTimeRanges: ['MORNING', 'AFTERNOON', 'EVENING'],
      preferredSlots: [
        { day: 'TUESDAY', start: '18:00', end: '21:00' },
        { day: 'SATURDAY', start: '09:00', end: '12:30' },
      ],
      preferredStartDate: null,
    });
    expect(router.state.location.pathname).toBe(`/lesson-requests/${created[0]!.id}`);
    expect(await screen.findByText('Bekliyor')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Tercih edilen saatler' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Salı 18:00–21:00', 'Cumartesi 09:00–12:30']);
    expect(screen.getByText('İstanbul saati')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByText('Yanıt bekleniyor')).toBeInTheDocument(),
    );
  });
});

/** A day `days` after an ISO date, as an ISO date (noon UTC, so no clock change moves it a day). */
const daysAfter = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** dd.MM.yyyy, as the Turkish picker shows an ISO date. */
const shown = (iso: string): string => iso.split('-').reverse().join('.');

describe('the start date', { timeout: 30_000 }, () => {
  async function openCalendar() {
    const listing = await freeListing('ONLINE');
    signIn('student');
    const opened = await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    await opened.user.click(await screen.findByRole('button', { name: 'Takvimi açın' }));
    const calendar = await screen.findByRole('application', { name: 'Takvim' });
    return { ...opened, listing, calendar };
  }

  it('is a Turkish calendar that starts on Monday', async () => {
    const { calendar } = await openCalendar();
    // The week's heads are hidden from screen readers (each day's cell says its whole date).
    const heads = within(calendar)
      .getAllByRole('columnheader', { hidden: true })
      .map((head) => head.textContent);
    expect(heads).toEqual(['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz']);
    expect(within(calendar).getByRole('button', { name: 'Önceki ay' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Sonraki ay' })).toBeInTheDocument();
  });

  it('disables the days before today in Istanbul', async () => {
    const { calendar } = await openCalendar();
    const today = todayInIstanbul();
    const cells = within(calendar).getAllByRole('gridcell');
    const cell = (iso: string) => cells.find((candidate) => candidate.dataset.value === iso);
    expect(cell(today)).not.toHaveAttribute('aria-disabled', 'true');
    expect(cell(daysAfter(today, 1))).not.toHaveAttribute('aria-disabled', 'true');
    // The grid shows whole weeks, so the day before today is there even on the 1st of a month.
    const yesterday = cell(daysAfter(today, -1));
    expect(yesterday).toHaveAttribute('aria-disabled', 'true');
    expect(within(yesterday!).getByRole('button')).toHaveAccessibleName(/^Seçilemez: /);
  });

  it('is picked with the keyboard and sent as an ISO date', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/v1/lesson-requests'))
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    const { user, listing, calendar } = await openCalendar();
    // Today has the focus; a week later is one row down.
    const picked = daysAfter(todayInIstanbul(), 7);
    await user.keyboard('{ArrowDown}');
    // The picker moves the focus to the new day on the next frame.
    const day = within(calendar)
      .getAllByRole('button')
      .find((candidate) => candidate.dataset.value === picked);
    await waitFor(() => expect(day).toHaveFocus());
    await user.keyboard('{Enter}');
    const input = screen.getByLabelText('Başlangıç tarihi (isteğe bağlı)');
    await waitFor(() => expect(input).toHaveValue(shown(picked)));
    expect(screen.getByRole('button', { name: 'Takvimi açın' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('checkbox', { name: 'Salı 18:00–21:00' }));
    await fillField(user, message(), REQUEST_MESSAGE);
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ preferredStartDate: picked })]));
    const db = await getDb();
    expect(
      db.lessonRequests.findFirst((q) =>
        q.where({ studentId: DEMO_STUDENT.id, announcementId: listing.id, status: 'PENDING' }),
      ),
    ).toMatchObject({ preferredStartDate: picked });
  });

  it('takes a date typed as dd.MM.yyyy', async () => {
    const listing = await freeListing('ONLINE');
    signIn('student');
    const { user } = await openForm(`/lesson-requests/new?listingId=${listing.id}`);
    const input = await screen.findByLabelText('Başlangıç tarihi (isteğe bağlı)');
    await user.type(input, '15.01.2030');
    await user.tab();
    expect(input).toHaveValue('15.01.2030');
    // A past day typed in is moved to the first day one may pick.
    await user.clear(input);
    await user.type(input, '01.01.2020');
    await user.tab();
    expect(input).toHaveValue(shown(todayInIstanbul()));
  });
});
