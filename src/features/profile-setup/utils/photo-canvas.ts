import { MAX_PHOTO_SIDE, type PhotoArea } from './photo-rules';

export type { PhotoArea };

/*
 * The browser's picture tools: decoding a chosen file and drawing the framed square into a smaller file. jsdom
 * has neither, so integration tests replace this module (tests/support/photo-canvas.ts).
 */

export interface DecodedPhoto {
  width: number;
  height: number;
  bitmap: ImageBitmap;
}

const QUALITY = 0.85;

/** Rejects when the browser cannot read the file (HEIC outside Safari, a broken file). */
export async function decodePhoto(file: File): Promise<DecodedPhoto> {
  const bitmap = await createImageBitmap(file);
  return { width: bitmap.width, height: bitmap.height, bitmap };
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, QUALITY));
}

/**
 * Draws `area` into a square of at most MAX_PHOTO_SIDE pixels, as WebP where the browser writes it (Safari
 * answers a WebP request with PNG) and JPEG otherwise, quality 0.85.
 */
export async function framePhoto(photo: DecodedPhoto, area: PhotoArea, name: string): Promise<File> {
  const side = Math.max(1, Math.min(MAX_PHOTO_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2d canvas');
  context.imageSmoothingQuality = 'high';
  // JPEG has no transparency: a transparent PNG goes on white, as it would be seen on the page.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(photo.bitmap, area.x, area.y, area.width, area.height, 0, 0, side, side);
  const webp = await encode(canvas, 'image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await encode(canvas, 'image/jpeg');
  if (!blob) throw new Error('The canvas gave no picture');
  const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
  const base = name.replace(/\.[^.]*$/, '') || 'profil';
  return new File([blob], `${base}.${extension}`, { type: blob.type });
}
