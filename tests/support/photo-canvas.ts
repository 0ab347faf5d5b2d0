import { within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type * as PhotoCanvas from '../../src/features/profile-setup/utils/photo-canvas';
import { sniffImage } from '../../src/features/profile-setup/utils/photo-rules';
import { findOpenDialog, waitForDialogClosed } from './dialogs';

/*
 * jsdom decodes no pictures and draws no canvas. Tests of the photo step replace the picture tools with these,
 * `vi.mock('../../src/features/profile-setup/utils/photo-canvas', () => import('../support/photo-canvas'))`:
 * every PNG, JPEG, GIF or WebP "decodes" as a 4000 × 3000 photo, HEIC fails as outside Safari, and framing
 * gives a PNG whose header holds the side the real code would draw (at most 1024), so the mock can read it.
 */

export async function decodePhoto(file: File): Promise<PhotoCanvas.DecodedPhoto> {
  const kind = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (kind === null || kind === 'heif') throw new Error('The source image cannot be decoded.');
  return { width: 4000, height: 3000, bitmap: { close: () => undefined } as ImageBitmap };
}

/** A PNG signature and header of `side` × `side` (not a whole picture: enough for sniffing and sizing). */
export function pngHead(side: number): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array(40);
  head.set([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
  new DataView(head.buffer).setUint32(16, side);
  new DataView(head.buffer).setUint32(20, side);
  return head;
}

export function framePhoto(_photo: PhotoCanvas.DecodedPhoto, area: PhotoCanvas.PhotoArea): Promise<File> {
  const side = Math.min(1024, Math.round(area.width));
  return Promise.resolve(new File([pngHead(side)], 'profil.png', { type: 'image/png' }));
}

/** A chosen file with real first bytes: a picture's (PNG) unless told otherwise. */
export function photoFile(
  name = 'yuz.png',
  type = 'image/png',
  bytes: Uint8Array<ArrayBuffer> = pngHead(4000),
): File {
  return new File([bytes], name, { type });
}

/** Keeps the frame the dialog opens with ("Kullan") and waits for the dialog to close. */
export async function frameChosenPhoto(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const dialog = await findOpenDialog('dialog', 'Fotoğrafınızı çerçeveleyin');
  await user.click(within(dialog).getByRole('button', { name: 'Kullan' }));
  await waitForCropDialogClosed();
}

/** The crop dialog has closed (see waitForDialogClosed). */
export const waitForCropDialogClosed = waitForDialogClosed;
