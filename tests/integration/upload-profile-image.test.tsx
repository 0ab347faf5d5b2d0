import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { readPendingUser, readStoredUser, writeAccessToken, writePendingUser } from '../../src/lib/api';
import { renderApp, signIn, testTokens, testUsers } from '../render';

import { chooseLocation } from '../support/location-fields';
import { failOperation } from '../support/operations';
import { countCalls } from '../support/count-calls';
import { deferred } from '../support/deferred';
import { findOpenDialog } from '../support/dialogs';
import { frameChosenPhoto, photoFile, waitForCropDialogClosed } from '../support/photo-canvas';
import { pathOf } from '../support/router-location';

// jsdom decodes no pictures: the stand-ins read the file's first bytes (see tests/support/photo-canvas.ts).
vi.mock('../../src/features/profile-setup/utils/photo-canvas', () => import('../support/photo-canvas'));

const png = (name = 'yuz.png', type = 'image/png', size?: number) => {
  const file = photoFile(name, type);
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
/** Chooses a photo and keeps the frame the crop dialog opens with. */
async function chooseFramed(user: ReturnType<typeof userEvent.setup>, file = png()) {
  await user.upload(input(), file);
  await frameChosenPhoto(user);
}

async function open(who: 'student' | 'teacher' | null, setup: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(setup);
  if (who) signIn(who);
  const app = renderApp({ realtime: false, route: '/upload-profile-image' });
  await screen.findByRole('heading', { level: 1, name: 'Profilinizi Tamamlayın' });
  return { user, ...app };
}

const input = () => screen.getByLabelText(/Profil fotoğrafı seç/);
const uploadButton = () => screen.getByRole('button', { name: 'Yükle' });
const skipButton = () => screen.getByRole('button', { name: 'Şimdilik atla' });

describe('upload profile image /upload-profile-image', { timeout: 30_000 }, () => {
  const created: string[] = [];
  beforeEach(() => {
    let n = 0;
    // jsdom has no object URLs; the page must revoke each one it made.
    URL.createObjectURL = vi.fn(() => {
      const url = `blob:preview-${++n}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    created.length = 0;
  });

  it('asks for a photo when none is chosen, with the message tied to the field', async () => {
    const { user } = await open('student');
    await user.click(uploadButton());
    const message = await screen.findByText('Lütfen bir resim seçin.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input().getAttribute('aria-describedby')).toContain(message.id);
  });

  it('rejects a file over 20 MB and a file of the wrong type', async () => {
    const { user } = await open('student', { applyAccept: false });
    await user.upload(input(), png('buyuk.png', 'image/png', 20_971_521));
    expect(await screen.findByText("Dosya boyutu 20MB'dan küçük olmalıdır.")).toBeInTheDocument();
    await user.upload(input(), png('belge.pdf', 'application/pdf'));
    expect(
      await screen.findByText('Sadece resim dosyaları yükleyebilirsiniz (jpg, jpeg, png, gif, webp).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Seçilen fotoğrafın önizlemesi' })).not.toBeInTheDocument();
  });

  it('refuses text renamed .jpg and a HEIC the browser cannot read, before anything is sent', async () => {
    const calls = countCalls('uploadProfileImage');
    const { user } = await open('student', { applyAccept: false });
    const text = photoFile('tatil.jpg', 'image/jpeg', new TextEncoder().encode('Bu bir metin dosyası.'));
    await user.upload(input(), text);
    expect(
      await screen.findByText('Sadece resim dosyaları yükleyebilirsiniz (jpg, jpeg, png, gif, webp).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic'), 0, 0, 0, 0]);
    await user.upload(input(), photoFile('IMG_0042.HEIC', 'image/heic', heic));
    const message = await screen.findByText(
      "Bu fotoğraf tarayıcınızda açılamadı (ör. iPhone'un HEIC biçimi). Lütfen JPEG veya PNG olarak kaydedip tekrar deneyin.",
    );
    expect(input().getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(uploadButton());
    expect(await screen.findByText('Lütfen bir resim seçin.')).toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it('shows the upload in percent and stops it on İptal: nothing is stored', async () => {
    const held = deferred();
    const calls = countCalls('uploadProfileImage', held.promise);
    const { user } = await open('student');
    await chooseFramed(user);
    await user.click(uploadButton());
    const bar = await screen.findByRole('progressbar', { name: 'Yükleniyor...' });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText(/^%\d{1,3}$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İptal' }));
    expect(await screen.findByText('Yükleme iptal edildi. Fotoğraf kaydedilmedi.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    held.resolve();
    expect(calls()).toBe(1);
    expect(readStoredUser()?.profileImageUrl).toBeNull();
    // The framed photo stays for another try.
    expect(screen.getByAltText('Seçilen fotoğrafın önizlemesi')).toBeInTheDocument();
  });

  it('closes the crop dialog on Vazgeç without keeping the photo', async () => {
    const { user } = await open('student');
    await user.upload(input(), png());
    const dialog = await findOpenDialog('dialog', 'Fotoğrafınızı çerçeveleyin');
    expect(within(dialog).getByRole('slider', { name: 'Yakınlaştırma' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitForCropDialogClosed();
    expect(screen.queryByAltText('Seçilen fotoğrafın önizlemesi')).not.toBeInTheDocument();
    expect(screen.getByText('Dosya seçilmedi')).toBeInTheDocument();
  });

  it('previews, uploads for a student, stores the new URL and goes home 1.5 s later', async () => {
    const { user, router, unmount } = await open('student');
    await chooseFramed(user, png('ilk.png'));
    const first = screen.getByAltText('Seçilen fotoğrafın önizlemesi').getAttribute('src');
    await chooseFramed(user, png('yuz.png'));
    // The first preview is revoked as soon as another photo replaces it, and the crop dialog's copy on closing.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
    const last = screen.getByAltText('Seçilen fotoğrafın önizlemesi').getAttribute('src');
    expect(
      created
        .filter((url) => url !== last)
        .every((url) => vi.mocked(URL.revokeObjectURL).mock.calls.some(([revoked]) => revoked === url)),
    ).toBe(true);
    await user.click(uploadButton());
    expect(await screen.findByText('Profil fotoğrafınız yüklendi. Yönlendiriliyorsunuz...')).toBeVisible();
    const stored = readStoredUser();
    expect(stored?.profileImageUrl).toEqual(expect.any(String));
    expect(stored?.id).toBe(testUsers.student.id);
    expect(pathOf(router)).toBe('/upload-profile-image');
    await waitFor(() => expect(pathOf(router)).toBe('/'));
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(last);
  });

  it('shows the failure text when the upload fails', async () => {
    server.use(failOperation('uploadProfileImage'));
    const { user } = await open('student');
    await chooseFramed(user);
    await user.click(uploadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Yükleme başarısız. Lütfen tekrar deneyin.');
    expect(readStoredUser()?.profileImageUrl).toBeNull();
  });

  it('sends a student who skips straight home', async () => {
    const { user, router } = await open('student');
    await user.click(skipButton());
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });

  it('warns a teacher on the first skip, then saves İstanbul / Kadıköy and opens the dashboard', async () => {
    const { user, router } = await open('teacher');
    expect(screen.getByText('Adım 1 / 2')).toBeInTheDocument();
    await user.click(skipButton());
    expect(
      screen
        .getAllByRole('status')
        .filter((note) => /öğrencilerin sizi bulmasına ve size güvenmesine/.test(note.textContent ?? '')),
    ).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: /Şehir/ })).not.toBeInTheDocument();
    await user.click(skipButton());

    const heading = await screen.findByRole('heading', { level: 2, name: 'Konum' });
    expect(heading).toHaveFocus();
    const city = screen.getByRole('combobox', { name: /Şehir/ });
    await within(city).findByRole('option', { name: 'İstanbul' });
    const names = within(city)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.slice(1, 4)).toEqual(['Adana', 'Adıyaman', 'Afyonkarahisar']);
    expect(names).toHaveLength(82);
    await user.selectOptions(city, 'İstanbul');
    const district = screen.getByRole('combobox', { name: /İlçe/ });
    await within(district).findByRole('option', { name: 'Kadıköy' });
    await user.selectOptions(district, 'Kadıköy');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    expect(await screen.findByText('Konumunuz kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
    expect(readStoredUser()).toMatchObject({
      id: testUsers.teacher.id,
      city: 'İstanbul',
      district: 'Kadıköy',
    });
    await waitFor(() => expect(pathOf(router)).toBe('/teacher-dashboard'));
  });

  it('moves a teacher to the location step after an upload', async () => {
    const { user } = await open('teacher');
    await chooseFramed(user);
    await user.click(uploadButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Konum' })).toBeInTheDocument();
    expect(readStoredUser()?.profileImageUrl).toEqual(expect.any(String));
  });

  it('requires both city and district, and shows the failure text when saving fails', async () => {
    server.use(failOperation('updateTeacherLocation'));
    const { user } = await open('teacher');
    await user.click(skipButton());
    await user.click(skipButton());
    const city = await screen.findByRole('combobox', { name: /Şehir/ });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await screen.findByText('Lütfen şehir ve ilçe seçiniz.');
    expect(city).toHaveFocus();
    expect(city).toHaveAccessibleDescription(/Lütfen şehir ve ilçe seçiniz\./);

    await chooseLocation(user, { city: 'İstanbul', district: 'Kadıköy' });
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Konum güncellenirken hata oluştu. Lütfen tekrar deneyin.',
    );
    expect(readStoredUser()?.city).toBeUndefined();
  });

  it('uses the pending user right after registration', async () => {
    writePendingUser({ ...testUsers.student, profileImageUrl: null });
    const user = userEvent.setup();
    writeAccessToken(testTokens.student);
    renderApp({ realtime: false, route: '/upload-profile-image' });
    await screen.findByRole('heading', { level: 1, name: 'Profilinizi Tamamlayın' });
    await chooseFramed(user);
    await user.click(uploadButton());
    await screen.findByText('Profil fotoğrafınız yüklendi. Yönlendiriliyorsunuz...');
    expect(readPendingUser()?.profileImageUrl).toEqual(expect.any(String));
  });

  it('tells a guest no user was found and links to sign in', async () => {
    await open(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Kullanıcı bulunamadı.');
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(/Profil fotoğrafı seç/)).not.toBeInTheDocument();
  });
});
