import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../mocks/db';
import { toaster } from '../../src/components/feedback/toaster';
import { server } from '../../mocks/node';
import { getCurrentUser } from '../../src/generated/api/user/user';
import { DARK_MODE_STORAGE_KEY } from '../../src/hooks/use-dark-mode';
import { formatPhone } from '../../src/lib/validation/phone';
import { i18n, LANGUAGE_STORAGE_KEY } from '../../src/i18n';
import { ANALYTICS_CONSENT_KEY } from '../../src/lib/analytics';
import { openSettings } from '../support/settings';
import { renderApp, testUsers } from '../render';

import { failOperation, failureResponse, onOperation } from '../support/operations';

// The toast store outlives a test; a toast from the previous one must not answer for this one.
afterEach(() => toaster.remove());

const open = (who: 'teacher' | 'student') => openSettings(who, { untilForm: true });

const profileSection = () => screen.getByRole('region', { name: 'Profil bilgileri' });
const field = (name: RegExp) => within(profileSection()).getByRole('textbox', { name });
const saveButton = () => within(profileSection()).getByRole('button', { name: 'Değişiklikleri kaydet' });

describe('settings /settings: profile', { timeout: 30_000 }, () => {
  it('has one h1 and a landmark per section, and prefills the teacher from /v1/user/me', async () => {
    await open('teacher');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Profil bilgileri',
      'Profil fotoğrafı ve konum',
      'Şifre değiştir',
      'Tercihler',
      'Hesabı sil',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const teacher = (await getDb()).users.findFirst((q) => q.where({ id: testUsers.teacher.id }));
    expect(field(/^İsim/)).toHaveValue('Zeynep');
    expect(field(/^Soyisim/)).toHaveValue('Çelik');
    expect(field(/^Telefon/)).toHaveValue(formatPhone(teacher?.phone ?? ''));
    expect((field(/^Telefon/) as HTMLInputElement).value).toMatch(/^0 5\d\d \d{3} \d\d \d\d$/);
    expect(field(/^Biyografi/)).toHaveValue(teacher?.biography);
    expect(within(profileSection()).getByRole('spinbutton', { name: /^Deneyim/ })).toHaveValue(
      teacher?.experience,
    );
    expect(within(profileSection()).getByText('zeynep.celik@ornek.com.tr')).toBeInTheDocument();
  });

  it('shows a student no biography, experience or location', async () => {
    await open('student');
    expect(field(/^İsim/)).toHaveValue('Elif');
    expect(within(profileSection()).queryByRole('textbox', { name: /^Biyografi/ })).not.toBeInTheDocument();
    expect(within(profileSection()).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profil fotoğrafı' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Şehir/ })).not.toBeInTheDocument();
  });

  it('capitalises names with Turkish casing and groups the digits of a phone', async () => {
    const { user } = await open('student');
    await user.clear(field(/^İsim/));
    await user.type(field(/^İsim/), 'ılgın irem');
    expect(field(/^İsim/)).toHaveValue('Ilgın İrem');
    await user.clear(field(/^Telefon/));
    await user.type(field(/^Telefon/), '(532) 111-22-33');
    expect(field(/^Telefon/)).toHaveValue('0 532 111 22 33');
  });

  it.each([
    [/^İsim/, '', 'İsim alanı zorunludur'],
    [/^İsim/, 'Al', 'İsim en az 3 karakter olmalı'],
    [/^İsim/, 'A'.repeat(26), 'İsim en fazla 25 karakter olmalı'],
    [/^Soyisim/, '', 'Soyisim alanı zorunludur'],
    [/^Soyisim/, 'Ak', 'Soyisim en az 3 karakter olmalı'],
    [/^Soyisim/, 'A'.repeat(26), 'Soyisim en fazla 25 karakter olmalı'],
    [/^Telefon/, '0532123', 'Telefon numarası 0 ile başlamalı ve 11 haneli olmalıdır'],
    [/^Biyografi/, 'Kısa yazı', 'Biyografi en az 10 karakter olmalı'],
    [/^Biyografi/, '', 'Biyografi alanı zorunludur'],
  ])('%s %j → "%s", tied to the field, which gets the focus', async (name, value, message) => {
    const { user } = await open('teacher');
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
    await user.click(saveButton());
    await waitFor(() => expect(field(name)).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveFocus();
  });

  it('says a biography over 200 characters and experience over 40 years are too long', async () => {
    const { user } = await open('teacher');
    const biography = field(/^Biyografi/);
    await user.clear(biography);
    await user.click(biography);
    await user.paste('a'.repeat(201));
    expect(within(profileSection()).getByText('201/200 karakter')).toBeInTheDocument();
    const experience = within(profileSection()).getByRole('spinbutton', { name: /^Deneyim/ });
    await user.clear(experience);
    await user.type(experience, '41');
    await user.click(saveButton());
    expect(await within(profileSection()).findByText('Biyografi en fazla 200 karakter olmalı')).toBeVisible();
    expect(within(profileSection()).getByText('Deneyim en fazla 40 yıl olabilir')).toBeVisible();
    expect(biography).toHaveFocus();
  });

  it('saves the teacher profile, says so, and GET /v1/user/me returns the change', async () => {
    const { user } = await open('teacher');
    await user.clear(field(/^İsim/));
    await user.type(field(/^İsim/), 'zeynep nur');
    await user.clear(field(/^Biyografi/));
    await user.type(field(/^Biyografi/), 'Lise matematiğini sabırla anlatırım.');
    const experience = within(profileSection()).getByRole('spinbutton', { name: /^Deneyim/ });
    await user.clear(experience);
    await user.type(experience, '12');
    await user.click(saveButton());
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeInTheDocument();

    const me = await getCurrentUser();
    expect(me.data).toMatchObject({
      name: 'Zeynep Nur',
      biography: 'Lise matematiğini sabırla anlatırım.',
      experience: 12,
    });
    expect(field(/^İsim/)).toHaveValue('Zeynep Nur');
  });

  it('checks a changed phone: a taken one blocks saving, the saved one is not checked', async () => {
    const db = await getDb();
    const other = db.users.findFirst((q) =>
      q.where({ phone: (value) => value !== null, id: (id) => id !== testUsers.student.id }),
    );
    const { user } = await open('student');
    const phone = field(/^Telefon/);
    const saved = phone.getAttribute('value') ?? '';
    await user.clear(phone);
    await user.type(phone, other?.phone ?? '');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Bu telefon numarası zaten kullanımda'),
      ),
    );
    await user.click(saveButton());
    expect(phone).toHaveFocus();
    expect(screen.queryByText('Profiliniz güncellendi.')).not.toBeInTheDocument();

    // Back to the saved number: nothing to check, and saving works again.
    await user.clear(phone);
    await user.type(phone, saved);
    expect(phone).toHaveAccessibleDescription('0 ile başlayan 11 haneli numara; boş bırakabilirsiniz.');
    await user.click(saveButton());
    expect(await screen.findByText('Profiliniz güncellendi.')).toBeInTheDocument();
  });

  it('keeps the input and shows the server message when saving fails, or a Turkish default', async () => {
    server.use(failOperation('updateProfile', { envelope: 'Sunucu şu an yanıt vermiyor.', status: 500 }));
    const { user } = await open('student');
    await user.clear(field(/^Soyisim/));
    await user.type(field(/^Soyisim/), 'Demirci');
    await user.click(saveButton());
    expect(await within(profileSection()).findByRole('alert')).toHaveTextContent(
      'Sunucu şu an yanıt vermiyor.',
    );
    expect(field(/^Soyisim/)).toHaveValue('Demirci');

    server.use(failOperation('updateProfile', { status: 503 }));
    await user.type(field(/^Soyisim/), 'oğlu');
    await user.click(saveButton());
    expect(await within(profileSection()).findByRole('alert')).toHaveTextContent(
      'Profil güncellenemedi. Lütfen tekrar deneyin.',
    );
    expect(field(/^Soyisim/)).toHaveValue('Demircioğlu');
  });
});

describe('settings /settings: access and saving state', { timeout: 30_000 }, () => {
  it('sends a guest to /login, remembering where they were going', async () => {
    const { router } = renderApp({ realtime: false, route: '/settings' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Fsettings');
  });

  it('says "Kaydediliyor..." while the profile is being saved', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      onOperation('updateProfile', async () => {
        await held;
        return failureResponse({ status: 503 });
      }),
    );
    const { user } = await open('student');
    await user.click(saveButton());
    expect(await within(profileSection()).findByRole('button', { name: /Kaydediliyor/ })).toBeDisabled();
    release();
    expect(await within(profileSection()).findByRole('alert')).toBeInTheDocument();
  });
});

describe('settings /settings: preferences', { timeout: 30_000 }, () => {
  it('switches dark mode with the header toggle’s own state, and saves it', async () => {
    const { user } = await open('student');
    const darkSwitch = screen.getByRole('switch', { name: 'Koyu tema' });
    expect(darkSwitch).not.toBeChecked();
    await user.click(darkSwitch);
    expect(darkSwitch).toBeChecked();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('true');
    // The header's toggle now offers the way back.
    await user.click(screen.getByRole('button', { name: 'Aydınlık moda geç' }));
    expect(darkSwitch).not.toBeChecked();
    expect(localStorage.getItem(DARK_MODE_STORAGE_KEY)).toBe('false');
  });

  it('turns analytics off and on with the consent banner’s own choice, which the footer link shows again', async () => {
    const { user } = await open('student');
    const analytics = screen.getByRole('switch', { name: 'Analitik çerezler' });
    expect(analytics).toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/sayfalar ve sayfaların açılma hızına/);
    await user.click(analytics);
    expect(analytics).not.toBeChecked();
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('false');
    // A decided visitor gets no banner…
    expect(screen.queryByRole('region', { name: 'Çerez tercihleriniz' })).not.toBeInTheDocument();

    // …until asking for it: it says what was chosen here, and accepting there turns the switch back on.
    await user.click(screen.getByRole('button', { name: 'Çerez tercihleri' }));
    const banner = await screen.findByRole('region', { name: 'Çerez tercihleriniz' });
    expect(banner).toHaveTextContent('Şu anki tercihiniz: analitik verileri reddettiniz.');
    await user.click(within(banner).getByRole('button', { name: 'Kabul et' }));
    expect(analytics).toBeChecked();
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');
  });

  it('shows an undecided visitor the switch off (nothing chosen for them); turning it on is a choice', async () => {
    const { user } = await openSettings('student', { untilForm: true, analyticsConsent: null });
    const analytics = screen.getByRole('switch', { name: 'Analitik çerezler' });
    expect(analytics).not.toBeChecked();
    expect(await screen.findByRole('region', { name: 'Çerez tercihleriniz' })).toBeInTheDocument();
    await user.click(analytics);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Çerez tercihleriniz' })).not.toBeInTheDocument(),
    );
  });

  it('switches the language to English and back, and saves it', async () => {
    const { user } = await open('student');
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    await user.click(screen.getByRole('radio', { name: 'Türkçe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayarlar' })).toBeInTheDocument();
    expect(i18n.language).toBe('tr');
  });
});
