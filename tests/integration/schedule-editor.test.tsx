import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_TEACHER, getDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { toaster } from '../../src/components/feedback/toaster';
import { getGetTeacherAvailabilityMockHandler } from '../../src/generated/api/teacher/teacher.msw';
import { addDays, istanbulDate } from '../../src/lib/availability/schedule';
import { renderApp, signIn } from '../render';
import { countCalls } from '../support/count-calls';
import { findOpenDialog } from '../support/dialogs';
import { failOperation } from '../support/operations';

/*
 * The teacher's schedule editor on /teacher-dashboard against the mock backend and its seeded schedules (the
 * demo teacher: Tuesday and Thursday 18:00–21:00, Saturday 09:00–12:30, Sunday 14:00–17:00, never away).
 */

afterEach(() => toaster.remove());

type User = ReturnType<typeof userEvent.setup>;

/** Opens the dashboard and waits for the editor to show a range of the loaded week. */
async function openEditor(firstRange = 'Salı, 1. aralık') {
  signIn('teacher');
  const app = renderApp({ realtime: false, route: '/teacher-dashboard' });
  const section = await screen.findByRole('region', { name: 'Müsaitlik Takviminiz' }, { timeout: 10_000 });
  await within(section).findByRole('group', { name: firstRange }, { timeout: 10_000 });
  return { app, section };
}

const editor = () => screen.getByRole('region', { name: 'Müsaitlik Takviminiz' });
const range = (name: string) => within(editor()).getByRole('group', { name });
const select = (group: string, end: 'Başlangıç' | 'Bitiş') =>
  within(range(group)).getByRole('combobox', { name: end });
const save = () => within(editor()).getByRole('button', { name: 'Müsaitliği Kaydet' });
const storedWeekly = async () =>
  (await getDb()).availability.findFirst((q) => q.where({ teacherId: DEMO_TEACHER.id }))?.weekly;

async function setRange(user: User, group: string, start: string, end: string) {
  await user.selectOptions(select(group, 'Başlangıç'), start);
  await user.selectOptions(select(group, 'Bitiş'), end);
}

describe('schedule editor on /teacher-dashboard', { timeout: 90_000 }, () => {
  it('shows the saved week, Monday first, and the days without hours', async () => {
    await openEditor();
    const days = within(editor())
      .getAllByText(/^(Pazartesi|Salı|Çarşamba|Perşembe|Cuma|Cumartesi|Pazar)$/)
      .map((legend) => legend.textContent);
    expect(days).toEqual(['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']);
    expect(select('Salı, 1. aralık', 'Başlangıç')).toHaveValue('18:00');
    expect(select('Salı, 1. aralık', 'Bitiş')).toHaveValue('21:00');
    expect(select('Cumartesi, 1. aralık', 'Bitiş')).toHaveValue('12:30');
    expect(select('Pazar, 1. aralık', 'Başlangıç')).toHaveValue('14:00');
    expect(within(editor()).getAllByText('Bu gün için saat eklenmedi.')).toHaveLength(3);
    expect(within(editor()).getByText('Müsait olmadığınız bir tarih eklenmedi.')).toBeInTheDocument();
    // The grid: 07:00 to 23:30 for a start, 07:30 to 24:00 for an end, in half hours.
    const starts = within(select('Salı, 1. aralık', 'Başlangıç')).getAllByRole('option');
    expect(starts[0]).toHaveTextContent('07:00');
    expect(starts.at(-1)).toHaveTextContent('23:30');
    expect(starts).toHaveLength(34);
    expect(within(select('Salı, 1. aralık', 'Bitiş')).getAllByRole('option').at(-1)).toHaveTextContent(
      '24:00',
    );
  });

  it('adds, copies and removes ranges and saves the whole week', async () => {
    const user = userEvent.setup();
    await openEditor();

    await user.click(within(editor()).getByRole('button', { name: 'Aralık ekle (Pazartesi)' }));
    expect(select('Pazartesi, 1. aralık', 'Başlangıç')).toHaveFocus();
    expect(select('Pazartesi, 1. aralık', 'Başlangıç')).toHaveValue('09:00');
    await setRange(user, 'Pazartesi, 1. aralık', '08:30', '11:00');
    // A second range starts where the first ends.
    await user.click(within(editor()).getByRole('button', { name: 'Aralık ekle (Pazartesi)' }));
    expect(select('Pazartesi, 2. aralık', 'Başlangıç')).toHaveValue('11:00');
    expect(select('Pazartesi, 2. aralık', 'Bitiş')).toHaveValue('12:00');

    // Monday to Wednesday and Sunday in one action; Sunday's own range is replaced.
    await user.click(within(editor()).getByRole('button', { name: 'Diğer günlere kopyala (Pazartesi)' }));
    const dialog = await findOpenDialog('dialog', 'Pazartesi saatlerini kopyalayın');
    expect(within(dialog).getByRole('button', { name: 'Kopyala' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Çarşamba', pressed: false }));
    await user.click(within(dialog).getByRole('button', { name: 'Pazar', pressed: false }));
    await user.click(within(dialog).getByRole('button', { name: 'Cuma', pressed: false }));
    // A second press takes a day back out.
    await user.click(within(dialog).getByRole('button', { name: 'Cuma', pressed: true }));
    expect(within(dialog).getByRole('button', { name: 'Cuma', pressed: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kopyala' }));
    // Closed (jsdom runs no exit animation, so a closed dialog may linger in the DOM, hidden).
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    expect(select('Çarşamba, 2. aralık', 'Bitiş')).toHaveValue('12:00');
    expect(select('Pazar, 1. aralık', 'Başlangıç')).toHaveValue('08:30');
    expect(within(editor()).queryByRole('group', { name: 'Pazar, 3. aralık' })).not.toBeInTheDocument();

    await user.click(
      within(range('Perşembe, 1. aralık')).getByRole('button', {
        name: 'Perşembe 18:00–21:00 aralığını kaldırın',
      }),
    );
    expect(within(editor()).getByRole('button', { name: 'Aralık ekle (Perşembe)' })).toHaveFocus();
    expect(within(editor()).queryByRole('group', { name: 'Perşembe, 1. aralık' })).not.toBeInTheDocument();
    expect(within(editor()).getByText('Kaydedilmemiş değişiklikleriniz var.')).toBeInTheDocument();

    await user.click(save());
    expect(await screen.findByText('Müsaitlik bilginiz kaydedildi.')).toBeInTheDocument();
    expect(await storedWeekly()).toEqual([
      { day: 'MONDAY', start: '08:30', end: '11:00' },
      { day: 'MONDAY', start: '11:00', end: '12:00' },
      { day: 'TUESDAY', start: '18:00', end: '21:00' },
      { day: 'WEDNESDAY', start: '08:30', end: '11:00' },
      { day: 'WEDNESDAY', start: '11:00', end: '12:00' },
      { day: 'SATURDAY', start: '09:00', end: '12:30' },
      { day: 'SUNDAY', start: '08:30', end: '11:00' },
      { day: 'SUNDAY', start: '11:00', end: '12:00' },
    ]);
    // Saved is the new starting point: nothing is unsaved any more.
    await waitFor(() =>
      expect(within(editor()).queryByText('Kaydedilmemiş değişiklikleriniz var.')).not.toBeInTheDocument(),
    );
  });

  it('refuses overlapping and reversed ranges beside the range, in Turkish, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = countCalls('updateTeacherAvailability');
    await openEditor();

    await user.click(within(editor()).getByRole('button', { name: 'Aralık ekle (Cumartesi)' }));
    expect(select('Cumartesi, 2. aralık', 'Başlangıç')).toHaveValue('12:30');
    await user.selectOptions(select('Cumartesi, 2. aralık', 'Başlangıç'), '11:00');
    const overlap = within(range('Cumartesi, 2. aralık')).getByText('Bu aralık 09:00–12:30 ile çakışıyor.');
    expect(select('Cumartesi, 2. aralık', 'Başlangıç')).toHaveAccessibleDescription(overlap.textContent);

    await setRange(user, 'Salı, 1. aralık', '20:00', '19:00');
    expect(
      within(range('Salı, 1. aralık')).getByText('Bitiş saati başlangıçtan sonra olmalıdır.'),
    ).toBeInTheDocument();

    await user.click(save());
    // The first refused field takes the focus; nothing reached the server.
    await waitFor(() => expect(select('Salı, 1. aralık', 'Başlangıç')).toHaveFocus());
    expect(calls()).toBe(0);

    // Fixing both lets it through.
    await user.selectOptions(select('Cumartesi, 2. aralık', 'Başlangıç'), '13:00');
    await user.selectOptions(select('Cumartesi, 2. aralık', 'Bitiş'), '15:00');
    await setRange(user, 'Salı, 1. aralık', '19:00', '20:00');
    expect(within(editor()).queryByText(/ile çakışıyor|başlangıçtan sonra/)).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Müsaitlik bilginiz kaydedildi.')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it('refuses an absence that already ended and one without dates', async () => {
    const today = istanbulDate(Date.now());
    server.use(
      getGetTeacherAvailabilityMockHandler({
        success: true,
        data: {
          teacherId: DEMO_TEACHER.id,
          timeZone: 'Europe/Istanbul',
          weekly: [{ day: 'MONDAY', start: '09:00', end: '12:00' }],
          absences: [{ from: addDays(today, -9), to: addDays(today, -2) }],
          updatedAt: null,
        },
      }),
    );
    const user = userEvent.setup();
    const calls = countCalls('updateTeacherAvailability');
    await openEditor('Pazartesi, 1. aralık');
    expect(within(editor()).getByRole('group', { name: '1. tarih aralığı' })).toBeInTheDocument();
    await user.click(within(editor()).getByRole('button', { name: 'Tarih ekle' }));
    expect(within(editor()).getByRole('group', { name: '2. tarih aralığı' })).toBeInTheDocument();

    await user.click(save());
    expect(
      await within(range('1. tarih aralığı')).findByText(
        'Geçmiş tarihler eklenemez; son gün bugünden önce olamaz.',
      ),
    ).toBeInTheDocument();
    expect(within(range('2. tarih aralığı')).getAllByText('Bir tarih seçin.')).toHaveLength(2);
    expect(calls()).toBe(0);

    // Removing both leaves a schedule that can be saved.
    await user.click(within(editor()).getByRole('button', { name: '2. tarih aralığını kaldırın' }));
    await user.click(within(editor()).getByRole('button', { name: '1. tarih aralığını kaldırın' }));
    expect(within(editor()).getByRole('button', { name: 'Tarih ekle' })).toHaveFocus();
    await user.click(save());
    expect(await screen.findByText('Müsaitlik bilginiz kaydedildi.')).toBeInTheDocument();
    expect(calls()).toBe(1);
  });

  it("keeps everything chosen when a save fails, saying the server's words", async () => {
    const refusal = 'Salı günündeki saat aralıkları çakışıyor (10:00–12:00 ve 11:30–13:00).';
    server.use(
      failOperation('updateTeacherAvailability', { envelope: refusal, status: 400 }, { once: true }),
    );
    server.use(failOperation('updateTeacherAvailability', 'network', { once: true }));
    const user = userEvent.setup();
    await openEditor();
    await setRange(user, 'Salı, 1. aralık', '10:00', '12:00');
    const before = await storedWeekly();

    // The newest handler answers first: the connection fails, then the server refuses.
    await user.click(save());
    expect(
      await within(editor()).findByText(
        'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin; girdikleriniz duruyor.',
      ),
    ).toBeInTheDocument();
    expect(select('Salı, 1. aralık', 'Başlangıç')).toHaveValue('10:00');

    await user.click(save());
    expect(await within(editor()).findByRole('alert')).toHaveTextContent(refusal);
    expect(select('Salı, 1. aralık', 'Başlangıç')).toHaveValue('10:00');
    expect(select('Salı, 1. aralık', 'Bitiş')).toHaveValue('12:00');
    expect(within(editor()).getByText('Kaydedilmemiş değişiklikleriniz var.')).toBeInTheDocument();
    expect(await storedWeekly()).toEqual(before);

    // The next press reaches the mock backend, which saves.
    await user.click(save());
    expect(await screen.findByText('Müsaitlik bilginiz kaydedildi.')).toBeInTheDocument();
    expect((await storedWeekly())?.find((saved) => saved.day === 'TUESDAY')).toEqual({
      day: 'TUESDAY',
      start: '10:00',
      end: '12:00',
    });
  });

  it('asks before leaving the page with unsaved changes', async () => {
    const user = userEvent.setup();
    const { app } = await openEditor();
    await setRange(user, 'Salı, 1. aralık', '10:00', '12:00');
    await user.click(screen.getAllByRole('link', { name: 'Kurslar' })[0]!);
    const question = await findOpenDialog('alertdialog', 'Kaydedilmemiş değişiklikler silinsin mi?');
    await user.click(within(question).getByRole('button', { name: /Düzenlemeye devam/ }));
    await waitFor(() => expect(question).toHaveAttribute('data-state', 'closed'));
    expect(app.router.state.location.pathname).toBe('/teacher-dashboard');
    expect(select('Salı, 1. aralık', 'Başlangıç')).toHaveValue('10:00');

    // Leaving after all: the changes are dropped and the next page opens.
    await user.click(screen.getAllByRole('link', { name: 'Kurslar' })[0]!);
    const again = await findOpenDialog('alertdialog', 'Kaydedilmemiş değişiklikler silinsin mi?');
    await user.click(within(again).getByRole('button', { name: 'Değişiklikleri sil' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/courses'));
  });
});
