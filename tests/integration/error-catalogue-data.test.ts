import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TEACHER } from '../../mocks/db/demo';
import { server } from '../../mocks/node';
import {
  ENVELOPE_MESSAGE,
  REGISTRATION_REJECTED_MESSAGE,
  VERIFICATION_REJECTED_MESSAGE,
} from '../../mocks/scenarios/registry';
import { resetScenario, setScenario } from '../../mocks/scenarios/testing';
import { chatRoomState } from '../../src/config/paths';
import { readStoredUser } from '../../src/lib/api';
import { renderApp, signIn } from '../render';
import { CATALOGUE_ROWS } from '../../mocks/scenarios/catalogue';
import { type DataRow, expectCatalogueText, rowTitle, unseenTexts } from '../support/error-catalogue';
import { chooseLocation } from '../support/location-fields';
import { failOperation } from '../support/operations';
import { frameChosenPhoto, photoFile } from '../support/photo-canvas';
import { recordRequests } from '../support/record-requests';
import { chooseFirstMainExpertise, fillValidStudent, registerField } from '../support/register-form';

/*
 * The error-catalogue rows of one screen's failed call (registration, verification, upload, location,
 * directory, chat, about): each test opens the screen under the row's scenario and asserts what the person
 * sees, the catalogue's Turkish text through `expectCatalogueText`. The last test fails when a row's text was
 * not found on screen. tests/integration/error-catalogue.test.tsx drives the app-wide rows.
 */

// jsdom decodes no pictures: the stand-ins read the file's first bytes (see tests/support/photo-canvas.ts).
vi.mock('../../src/features/profile-setup/utils/photo-canvas', () => import('../support/photo-canvas'));

const DEMO_ROOM = 1; // the demo teacher and the demo student
const TEACHER_NAME = `${DEMO_TEACHER.name} ${DEMO_TEACHER.surname}`;
// A refusal with no message but a data text: the alert shows the data text.
const DATA_TEXT = 'Bu telefon numarası başka bir hesapta kayıtlı.';

const alert = () => screen.getByRole('alert');
const panel = () => screen.getByRole('tabpanel');

async function openRegister(route = '/register') {
  const user = userEvent.setup();
  const app = renderApp({ realtime: false, route });
  await screen.findByRole('textbox', { name: /^İsim/ });
  return { user, ...app };
}

async function openVerify() {
  const user = userEvent.setup();
  renderApp({
    realtime: false,
    route: `/verify-email?email=${encodeURIComponent('elif.demir@ornek.com.tr')}&registration=true`,
  });
  const code = await screen.findByRole('textbox', { name: /Doğrulama kodu/ });
  return { user, code };
}

async function openProfileSetup(who: 'student' | 'teacher' | null) {
  const user = userEvent.setup();
  if (who) signIn(who);
  renderApp({ realtime: false, route: '/upload-profile-image' });
  await screen.findByRole('heading', { level: 1, name: 'Profilinizi Tamamlayın' });
  return user;
}

const registerCalls = (requests: string[]) =>
  requests.filter((request) => request === 'POST /v1/auth/register/student');

beforeEach(() => {
  // jsdom has no object URLs; the photo step previews the chosen file through one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(resetScenario);

const rows = {
  registrationFailure: [
    ['registration-fails'],
    async () => {
      await setScenario('registration-fails');
      const { user } = await openRegister();
      await fillValidStudent(user);
      const submit = () => user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
      await submit();
      // The server's message…
      expect(await screen.findByRole('alert')).toHaveTextContent(REGISTRATION_REJECTED_MESSAGE);
      // …else its data text…
      server.use(
        failOperation('registerStudent', {
          status: 400,
          body: { success: false, message: null, data: DATA_TEXT },
        }),
      );
      await submit();
      await waitFor(() => expect(alert()).toHaveTextContent(DATA_TEXT));
      // …else the catalogue's text.
      server.use(failOperation('registerStudent', { envelope: null, status: 400 }));
      await submit();
      await expectCatalogueText(
        'registrationFailure',
        'Kayıt başarısız. Lütfen bilgilerinizi kontrol edin.',
        alert,
      );
    },
  ],
  registrationException: [
    ['registration-error', 'offline'],
    async () => {
      const requests = recordRequests();
      await setScenario('registration-error');
      const { user } = await openRegister();
      await fillValidStudent(user);
      await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
      await expectCatalogueText(
        'registrationException',
        'Kayıt sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
        alert,
      );
      // No answer at all says the same.
      await setScenario('offline', { fail: ['registerStudent'] });
      await user.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
      await waitFor(() => expect(registerCalls(requests)).toHaveLength(2));
      await expectCatalogueText(
        'registrationException',
        'Kayıt sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
        alert,
      );
    },
  ],
  registerCategories: [
    ['categories-fail'],
    async () => {
      await setScenario('categories-fail');
      await openRegister('/register?tab=teacher');
      await expectCatalogueText('registerCategories', 'Uzmanlık alanları yüklenemedi', panel);
      const main = screen.getByRole('combobox', { name: /Ana uzmanlık alanı/ });
      expect(within(main).getAllByRole('option')).toHaveLength(1);
    },
  ],
  examTypes: [
    ['exam-types-fail'],
    async () => {
      await setScenario('exam-types-fail');
      await openRegister();
      await expectCatalogueText('examTypes', 'Sınav türleri yüklenemedi', panel);
      // Only the exam types fail: the rest of the student tab is there to fill in.
      expect(registerField(/^Kullanıcı adı/)).toBeEnabled();
    },
  ],
  subcategories: [
    ['subcategories-fail'],
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await setScenario('subcategories-fail');
      const { user } = await openRegister('/register?tab=teacher');
      const sub = await chooseFirstMainExpertise(user);
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Could not load sub-expertise list', expect.anything()),
      );
      // Only the placeholder: the list is emptied.
      expect(within(sub).getAllByRole('option')).toHaveLength(1);
    },
  ],
  availability: [
    ['availability-fails'],
    async () => {
      await setScenario('availability-fails');
      const { user } = await openRegister();
      // Free in the seeded db, so only the failed check can make them taken.
      const username = registerField(/^Kullanıcı adı/);
      await user.type(username, 'deniz.aydin');
      await expectCatalogueText('availability', 'Bu kullanıcı adı zaten kullanımda', panel);
      expect(username).toHaveAttribute('aria-invalid', 'true');
      const email = registerField(/^E-posta/);
      await user.type(email, 'deniz.aydin@ornek.com.tr');
      await expectCatalogueText('availability', 'Bu e-posta zaten kullanımda', panel);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      const phone = registerField(/^Telefon/);
      await user.type(phone, '5321234567');
      await expectCatalogueText('availability', 'Bu telefon numarası zaten kullanımda', panel);
      expect(phone).toHaveAttribute('aria-invalid', 'true');
    },
  ],
  verification: [
    ['verification-fails'],
    async () => {
      await setScenario('verification-fails');
      const { user, code } = await openVerify();
      // Even the right code fails, with the server's message…
      await user.type(code, '123456');
      await user.click(screen.getByRole('button', { name: 'Doğrula' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(VERIFICATION_REJECTED_MESSAGE);
      // …and without one, the catalogue's text.
      server.use(failOperation('verifyEmailCode', { envelope: null, status: 400 }));
      await user.click(screen.getByRole('button', { name: 'Doğrula' }));
      await expectCatalogueText('verification', 'Doğrulama başarısız. Lütfen kodu kontrol edin.', alert);
    },
  ],
  resend: [
    ['resend-fails'],
    async () => {
      await setScenario('resend-fails');
      const { user } = await openVerify();
      await user.click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));
      await expectCatalogueText(
        'resend',
        'Kod tekrar gönderilemedi. Lütfen daha sonra tekrar deneyin.',
        alert,
      );
      // No countdown: the button may be pressed again at once.
      expect(screen.getByRole('button', { name: 'Kodu tekrar gönder' })).toBeEnabled();
    },
  ],
  upload: [
    ['upload-fails'],
    async () => {
      await setScenario('upload-fails');
      const user = await openProfileSetup('student');
      await user.upload(screen.getByLabelText(/Profil fotoğrafı seç/), photoFile());
      await frameChosenPhoto(user);
      await user.click(screen.getByRole('button', { name: 'Yükle' }));
      await expectCatalogueText('upload', 'Yükleme başarısız. Lütfen tekrar deneyin.', alert);
      expect(readStoredUser()?.profileImageUrl).toBeNull();
      cleanup();

      // No signed-in or pending user to upload for.
      localStorage.clear();
      await openProfileSetup(null);
      await expectCatalogueText('upload', 'Kullanıcı bulunamadı.', alert);
      expect(screen.queryByLabelText(/Profil fotoğrafı seç/)).not.toBeInTheDocument();
    },
  ],
  location: [
    ['location-fails'],
    async () => {
      await setScenario('location-fails');
      const user = await openProfileSetup('teacher');
      // Skipping the photo twice (the first skip only warns) opens the location step.
      await user.click(screen.getByRole('button', { name: 'Şimdilik atla' }));
      await user.click(screen.getByRole('button', { name: 'Şimdilik atla' }));
      await screen.findByRole('heading', { level: 2, name: 'Konum' });
      await chooseLocation(user, { city: 'İstanbul', district: 'Kadıköy' });
      await user.click(screen.getByRole('button', { name: 'Kaydet' }));
      await expectCatalogueText(
        'location',
        'Konum güncellenirken hata oluştu. Lütfen tekrar deneyin.',
        alert,
      );
      expect(readStoredUser()?.city).toBeUndefined();
    },
  ],
  chatHistory: [
    ['chat-history-fails'],
    async () => {
      await setScenario('chat-history-fails');
      signIn('student');
      const { router } = renderApp({ realtime: false, route: '/chat' });
      await act(() => router.navigate('/chat', { state: chatRoomState(DEMO_ROOM) }));
      // The rooms still list; the room opens as an empty conversation.
      expect(await screen.findByRole('heading', { level: 2, name: TEACHER_NAME })).toBeInTheDocument();
      expect(await screen.findByText('Henüz mesaj yok.')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Mesaj' })).toBeInTheDocument();
    },
  ],
  teacherFetch: [
    ['teachers-fail', 'errors-envelope', 'malformed', 'offline'],
    async () => {
      const user = userEvent.setup();
      const retry = () => user.click(within(alert()).getByRole('button', { name: 'Tekrar Dene' }));
      // success:false without a message…
      await setScenario('teachers-fail');
      renderApp({ realtime: false, route: '/teachers' });
      await screen.findByRole('alert');
      await expectCatalogueText('teacherFetch', 'Veri alınamadı', alert);
      // …with one, that message; no answer or an unreadable one, its own text. Each is retried from the alert.
      await setScenario('errors-envelope', { fail: ['getAllTeachers'] });
      await retry();
      await waitFor(() => expect(alert()).toHaveTextContent(ENVELOPE_MESSAGE));
      await setScenario('malformed', { fail: ['getAllTeachers'] });
      await retry();
      await waitFor(() => expect(alert()).toHaveTextContent('Sunucudan gelen yanıt okunamadı.'));
      await setScenario('offline', { fail: ['getAllTeachers'] });
      await retry();
      await waitFor(() =>
        expect(alert()).toHaveTextContent('Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edin.'),
      );
    },
  ],
  directoryCategories: [
    ['categories-fail'],
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await setScenario('categories-fail');
      renderApp({ realtime: false, route: '/teachers' });
      // The teacher list still loads; the category list stays empty.
      expect(await screen.findByRole('heading', { level: 2, name: /Eğitmen Bulundu$/ })).toBeInTheDocument();
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Could not load directory categories', expect.anything()),
      );
      const categories = within(screen.getByRole('complementary', { name: 'Filtreler' })).getByRole(
        'region',
        {
          name: 'Kategoriler',
        },
      );
      expect(within(categories).queryAllByRole('button', { expanded: false })).toEqual([]);
    },
  ],
  aboutCounts: [
    ['counts-fail'],
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      await setScenario('counts-fail');
      renderApp({ realtime: false, route: '/about' });
      await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' });
      // The query client retries a 5xx once before giving up.
      await waitFor(() =>
        expect(logged).toHaveBeenCalledWith('Could not load about counters', expect.anything()),
      );
      for (const label of ['Aktif Eğitmen', 'Öğrenci', 'Kategori', 'Aktif İlan']) {
        // eslint-disable-next-line testing-library/no-node-access -- a counter is its label and number side by side, with no role of its own
        expect(screen.getByText(label).parentElement).toHaveTextContent('0+');
      }
    },
  ],
} satisfies Record<DataRow, [string[], () => Promise<void>]>;

describe('error catalogue: what the screens show', () => {
  for (const [row, [scenarios, test]] of Object.entries(rows) as Array<[DataRow, (typeof rows)[DataRow]]>) {
    it(rowTitle(row, ...scenarios), test, 60_000);
  }

  // Runs last: a catalogue text that no test above found on screen fails here by name. The app-wide rows have
  // no text of their own, so every row is checked here.
  it('every catalogue text was found on screen above', () => {
    expect(unseenTexts(CATALOGUE_ROWS)).toEqual([]);
  });
});
