import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_STUDENT, getDb } from '../../mocks/db';
import { resetScenario, setScenario } from '../../mocks/scenarios/testing';
import { DRAFT_STORAGE_PREFIX } from '../../src/config/drafts';
import { renderApp, signIn } from '../render';
import { findOpenDialog } from '../support/dialogs';
import { freeListing } from '../support/lesson-requests';

/*
 * Drafts through the whole app: what is typed into the request form, the listing dialog and the review dialog
 * is kept in session storage until it is sent or discarded, survives an expiry and the sign-in after it, and
 * closing a dialog with something typed asks first.
 */

afterEach(resetScenario);

const MESSAGE = 'Merhaba hocam, LGS için haftada iki ders istiyorum.';
const drafts = () =>
  Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '').filter((key) =>
    key.startsWith(DRAFT_STORAGE_PREFIX),
  );

describe('the lesson request form', { timeout: 40_000 }, () => {
  it('is back with everything typed after the session expires on send and the student signs in again', async () => {
    const listing = await freeListing('BOTH');
    signIn('student');
    const route = `/lesson-requests/new?listingId=${listing.id}`;
    const { router } = renderApp({ realtime: false, route });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi Gönder' });
    await user.click(await screen.findByRole('radio', { name: 'Online' }));
    // The demo teacher's own ranges are the choices (Tuesday and Thursday evenings among them).
    await user.click(screen.getByRole('checkbox', { name: 'Salı 18:00–21:00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Perşembe 18:00–21:00' }));
    // Typed as the Turkish picker shows it; the form keeps the ISO date.
    await user.type(screen.getByLabelText(/^Başlangıç tarihi/), '15.01.2030');
    await user.type(screen.getByRole('textbox', { name: /Mesaj/ }), MESSAGE);

    await setScenario('expired-session');
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });
    resetScenario();
    await user.type(screen.getByLabelText(/Kullanıcı adı veya e-posta/), DEMO_STUDENT.username);
    await user.type(screen.getByLabelText(/^Şifre/, { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi Gönder' });
    expect(router.state.location.pathname + router.state.location.search).toBe(route);
    expect(await screen.findByRole('textbox', { name: /Mesaj/ })).toHaveValue(MESSAGE);
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Salı 18:00–21:00' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Perşembe 18:00–21:00' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cumartesi 09:00–12:30' })).not.toBeChecked();
    expect(screen.getByLabelText(/^Başlangıç tarihi/)).toHaveValue('15.01.2030');

    // Sent: the draft is gone, and the db has what was typed.
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
    expect(drafts()).toEqual([]);
    const db = await getDb();
    expect(
      db.lessonRequests.findFirst((q) =>
        q.where({ studentId: DEMO_STUDENT.id, announcementId: listing.id, status: 'PENDING' }),
      ),
    ).toMatchObject({
      message: MESSAGE,
      preferredDays: ['TUESDAY', 'THURSDAY'],
      preferredSlots: [
        { day: 'TUESDAY', start: '18:00', end: '21:00' },
        { day: 'THURSDAY', start: '18:00', end: '21:00' },
      ],
      preferredStartDate: '2030-01-15',
    });
  });

  it('sends the message without control or bidi characters', async () => {
    const listing = await freeListing('ONLINE');
    signIn('student');
    renderApp({ realtime: false, route: `/lesson-requests/new?listingId=${listing.id}` });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi Gönder' });
    await user.click(await screen.findByRole('checkbox', { name: 'Salı 18:00–21:00' }));
    await user.click(screen.getByRole('textbox', { name: /Mesaj/ }));
    await user.paste(`Merhaba\u0000 hocam,\u0007\n\u202Eiki ders\u202C istiyorum lütfen.`);
    await user.click(screen.getByRole('button', { name: 'Talebi Gönder' }));
    await screen.findByRole('heading', { level: 1, name: 'Ders Talebi' });
    const db = await getDb();
    expect(
      db.lessonRequests.findFirst((q) =>
        q.where({ studentId: DEMO_STUDENT.id, announcementId: listing.id, status: 'PENDING' }),
      )?.message,
    ).toBe('Merhaba hocam,\niki ders istiyorum lütfen.');
  });
});

describe('the listing dialog', { timeout: 40_000 }, () => {
  async function openNewListing(user: ReturnType<typeof userEvent.setup>) {
    const section = screen.getByRole('region', { name: 'İlanlarım' });
    await user.click(within(section).getByRole('button', { name: 'Yeni ilan' }));
    return findOpenDialog('dialog', 'Yeni ilan');
  }

  it('asks before Escape loses what was typed; keeping returns to it, discarding forgets the draft', async () => {
    signIn('teacher');
    const first = renderApp({ realtime: false, route: '/teacher-dashboard' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Eğitmen Paneli' });
    let dialog = await openNewListing(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^İlan başlığı/ }), 'LGS Matematik');

    // A new render of the app (as after a sign-in) opens the dialog with the draft.
    first.unmount();
    renderApp({ realtime: false, route: '/teacher-dashboard' });
    await screen.findByRole('heading', { level: 1, name: 'Eğitmen Paneli' });
    dialog = await openNewListing(user);
    const title = within(dialog).getByRole('textbox', { name: /^İlan başlığı/ });
    expect(title).toHaveValue('LGS Matematik');

    await user.keyboard('{Escape}');
    const ask = await findOpenDialog('alertdialog', 'Kaydedilmemiş değişiklikler silinsin mi?');
    await user.click(within(ask).getByRole('button', { name: 'Düzenlemeye devam et' }));
    // Closed (jsdom runs no exit animation, so a closed dialog may linger in the DOM, hidden).
    await waitFor(() => expect(ask).toHaveAttribute('data-state', 'closed'));
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(title).toHaveValue('LGS Matematik');

    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    const again = await findOpenDialog('alertdialog', 'Kaydedilmemiş değişiklikler silinsin mi?');
    await user.click(within(again).getByRole('button', { name: 'Değişiklikleri sil' }));
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    expect(drafts()).toEqual([]);
  });

  it('closes at once when nothing was typed', async () => {
    signIn('teacher');
    renderApp({ realtime: false, route: '/teacher-dashboard' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Eğitmen Paneli' });
    const dialog = await openNewListing(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('the review dialog', { timeout: 40_000 }, () => {
  it('keeps the stars and the comment across a new render, and asks before closing', async () => {
    signIn('student');
    const first = renderApp({ realtime: false, route: '/student-dashboard' });
    const user = userEvent.setup();
    const open = async () => {
      const section = await screen.findByRole('region', { name: 'Değerlendirme bekleyen dersler' });
      await user.click((await within(section).findAllByRole('button', { name: /^Değerlendir: / }))[0]!);
      return findOpenDialog('dialog', 'Dersi değerlendir');
    };
    let dialog = await open();
    await user.click(within(dialog).getByRole('radio', { name: /^4/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Yorum/ }), 'Çok sabırlı bir hoca.');

    first.unmount();
    renderApp({ realtime: false, route: '/student-dashboard' });
    dialog = await open();
    expect(within(dialog).getByRole('textbox', { name: /Yorum/ })).toHaveValue('Çok sabırlı bir hoca.');
    expect(within(dialog).getByRole('radio', { name: /^4/ })).toBeChecked();

    await user.keyboard('{Escape}');
    const ask = await findOpenDialog('alertdialog', 'Kaydedilmemiş değişiklikler silinsin mi?');
    // Escape in the question keeps the text: the safe choice.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(ask).toHaveAttribute('data-state', 'closed'));
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(within(dialog).getByRole('textbox', { name: /Yorum/ })).toHaveValue('Çok sabırlı bir hoca.');
  });
});
