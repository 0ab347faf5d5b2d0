import { expect, test, type Page } from '@playwright/test';
import { checkAtEveryWidthAndMode, SLOW } from './support/page-checks';
import { holdOperation } from './support/live-scenario';
import { CROP_DIALOG, drawPhoto, receivedUploads } from './support/photo';
import { signInThroughApi } from './support/session';

/*
 * The profile photo as a phone takes it: a 4000 × 3000 photo is framed (zoom and drag), shrunk in the browser
 * and reaches the mock as a square of at most 1024 px under 300 kB; the upload shows its percent and İptal stops
 * it with nothing stored; a text renamed .jpg, an iPhone HEIC the browser cannot read and a file over 20 MB are
 * refused before anything is sent. The crop dialog passes axe in light and dark at 360 and 1280 px
 * (test-results/screens/photo-crop-<width>-<mode>.png).
 */

const photoSection = (page: Page) => page.getByRole('region', { name: 'Profil fotoğrafı' });
const fileInput = (page: Page) => photoSection(page).getByLabel('Profil fotoğrafı seç');

async function openPhotoSettings(page: Page) {
  await signInThroughApi(page, 'elifdemir');
  await page.goto('/settings');
  await expect(photoSection(page)).toBeVisible(SLOW);
}

async function choosePhoto(page: Page, buffer: Buffer) {
  await fileInput(page).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer });
  const dialog = page.getByRole('dialog', { name: CROP_DIALOG });
  await expect(dialog).toBeVisible(SLOW);
  // The cropper has measured the photo once its frame is drawn.
  await expect(dialog.locator('[data-testid="cropper"]')).toBeVisible();
  return dialog;
}

test('a 4000 × 3000 photo is framed, shrunk to at most 1024 px and under 300 kB, and shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPhotoSettings(page);
  const photo = await drawPhoto(page, 4000, 3000);
  expect(photo.length).toBeGreaterThan(1_000_000);
  const before = (await receivedUploads(page)).length;

  const dialog = await choosePhoto(page, photo);
  // Zoom with the slider's keys and the mouse wheel, then drag the photo inside the round frame.
  const slider = dialog.getByRole('slider', { name: 'Yakınlaştırma' });
  await slider.focus();
  for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '1.5');
  const frame = dialog.getByRole('group', { name: 'Kırpma alanı' });
  const box = (await frame.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -200);
  await expect(slider).not.toHaveAttribute('aria-valuenow', '1.5');
  await page.mouse.down();
  await page.mouse.move(centre.x + 60, centre.y + 30, { steps: 5 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Kullan' }).click();
  await expect(dialog).toHaveCount(0);

  const preview = photoSection(page).getByRole('img', { name: 'Seçilen fotoğrafın önizlemesi' });
  await expect(preview).toBeVisible();
  await photoSection(page).getByRole('button', { name: 'Yükle' }).click();
  await expect(page.getByText('Profil fotoğrafınız güncellendi.')).toBeVisible(SLOW);

  const received = await receivedUploads(page);
  expect(received).toHaveLength(before + 1);
  const sent = received.at(-1)!;
  expect(['image/webp', 'image/jpeg']).toContain(sent.type);
  expect(sent.width).toBeLessThanOrEqual(1024);
  expect(sent.width).toBeGreaterThan(500);
  expect(sent.height).toBe(sent.width);
  expect(sent.size).toBeLessThan(300_000);
  const avatar = page.getByRole('banner').locator('img').first();
  await expect(avatar).toHaveAttribute('src', sent.url);
  expect(await avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(sent.width);
});

test('the upload shows its percent; İptal stops it and nothing is stored', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPhotoSettings(page);
  const photo = await drawPhoto(page, 1600, 1200);
  const storedBefore = await page.evaluate(() => localStorage.getItem('user'));
  const before = (await receivedUploads(page)).length;
  const dialog = await choosePhoto(page, photo);
  await dialog.getByRole('button', { name: 'Kullan' }).click();
  await expect(dialog).toHaveCount(0);

  await holdOperation(page, 'uploadProfileImage');
  await photoSection(page).getByRole('button', { name: 'Yükle' }).click();
  const bar = photoSection(page).getByRole('progressbar', { name: 'Yükleniyor...' });
  await expect(bar).toBeVisible();
  await expect(photoSection(page).getByText(/^%\d{1,3}$/)).toBeVisible();
  await photoSection(page).getByRole('button', { name: 'İptal' }).click();
  await expect(photoSection(page).getByText('Yükleme iptal edildi. Fotoğraf kaydedilmedi.')).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('Profil fotoğrafınız güncellendi.')).toHaveCount(0);
  expect(await receivedUploads(page)).toHaveLength(before);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBe(storedBefore);
});

test('a text renamed .jpg, a HEIC the browser cannot read and a file over 20 MB are refused before sending', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPhotoSettings(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/upload/profileImage')) sent.push(request.url());
  });
  const message = (text: string) => photoSection(page).getByText(text, { exact: true });

  await fileInput(page).setInputFiles({
    name: 'tatil.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Bu bir fotoğraf değil, düz bir metin dosyası.\n'),
  });
  await expect(
    message('Sadece resim dosyaları yükleyebilirsiniz (jpg, jpeg, png, gif, webp).'),
  ).toBeVisible();

  // An iPhone's HEIC: an ISO box 'ftyp' with the brand 'heic', which Chromium cannot decode.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic\0\0\0\0mif1heic'),
    Buffer.alloc(2048, 7),
  ]);
  await fileInput(page).setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: heic });
  await expect(
    message(
      "Bu fotoğraf tarayıcınızda açılamadı (ör. iPhone'un HEIC biçimi). Lütfen JPEG veya PNG olarak kaydedip tekrar deneyin.",
    ),
  ).toBeVisible();

  const huge = Buffer.alloc(20 * 1024 * 1024 + 1);
  huge.set([0xff, 0xd8, 0xff, 0xe0]);
  await fileInput(page).setInputFiles({ name: 'buyuk.jpg', mimeType: 'image/jpeg', buffer: huge });
  await expect(message("Dosya boyutu 20MB'dan küçük olmalıdır.")).toBeVisible();

  await expect(page.getByRole('dialog', { name: CROP_DIALOG })).toHaveCount(0);
  await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true');
  await photoSection(page).getByRole('button', { name: 'Yükle' }).click();
  await expect(message('Lütfen bir resim seçin.')).toBeVisible();
  expect(sent).toEqual([]);
});

test('the crop dialog passes axe in light and dark mode at 360 and 1280 px', async ({ page }) => {
  // One sign-in and load, the photo chosen once; width and colour mode switch in place under the open dialog
  // (the app follows the system scheme with nothing saved).
  await openPhotoSettings(page);
  const photo = await drawPhoto(page, 1200, 900);
  const dialog = await choosePhoto(page, photo);
  await checkAtEveryWidthAndMode(page, 'photo-crop', { fullPage: false });
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toHaveCount(0);
});
