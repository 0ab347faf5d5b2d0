import { expect, type Page } from '@playwright/test';
import type { ReceivedUpload } from '../../../mocks/db/media';

/*
 * The profile photo in e2e: a camera-sized photo drawn in the page (nothing binary is committed), the crop
 * dialog, and what the mock's upload handler received (mocks/db/media.ts).
 */

export const CROP_DIALOG = 'Fotoğrafınızı çerçeveleyin';

/**
 * A width × height JPEG drawn by the page's own canvas: soft gradients, circles and fine noise, so it encodes
 * like a photo (some megabytes), not like a flat colour.
 */
export async function drawPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const sky = context.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, '#2b6cb0');
      sky.addColorStop(0.5, '#f6ad55');
      sky.addColorStop(1, '#22543d');
      context.fillStyle = sky;
      context.fillRect(0, 0, width, height);
      for (let i = 0; i < 40; i++) {
        context.fillStyle = `hsl(${(i * 47) % 360} 60% 50% / 0.5)`;
        context.beginPath();
        context.arc((i * 997) % width, (i * 613) % height, 80 + ((i * 131) % 400), 0, Math.PI * 2);
        context.fill();
      }
      const pixels = context.getImageData(0, 0, width, height);
      let seed = 7;
      for (let i = 0; i < pixels.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const grain = (seed % 17) - 8;
        for (let channel = i; channel < i + 3; channel++)
          pixels.data[channel] = (pixels.data[channel] ?? 0) + grain;
      }
      context.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.92),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000)
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    { width, height },
  );
  return Buffer.from(base64, 'base64');
}

/** Keeps the frame as it is ("Kullan") and waits until the crop dialog has gone. */
export async function keepFrame(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: CROP_DIALOG });
  await dialog.getByRole('button', { name: 'Kullan' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Every upload the mock stored in this tab, oldest first. */
export async function receivedUploads(page: Page): Promise<ReceivedUpload[]> {
  return page.evaluate(async () => {
    const answer = await fetch('/mock-media/received-uploads');
    return (await answer.json()) as ReceivedUpload[];
  });
}
