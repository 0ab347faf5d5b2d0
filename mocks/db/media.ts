/*
 * Pictures without the internet: seeded profile photos are DiceBear avatars rendered on request by the
 * `GET /mock-media/avatars/:file` handler (any origin), and uploaded photos are kept in memory and served from
 * `/mock-media/uploads/:file`. An upload does not survive a reload of the page (its bytes are too large for
 * the db snapshot); its address then falls back to an avatar, so no picture ever breaks.
 */
export const MEDIA_PATH = '/mock-media';

export function avatarUrl(seed: string): string {
  return `${MEDIA_PATH}/avatars/${encodeURIComponent(seed)}.svg`;
}

const uploads = new Map<string, { type: string; bytes: ArrayBuffer }>();
let uploadCounter = 0;

export function storeUpload(userId: number, type: string, bytes: ArrayBuffer): string {
  const extension = type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
  uploadCounter += 1;
  const file = `${userId}-${Date.now().toString(36)}${uploadCounter}.${extension}`;
  uploads.set(file, { type, bytes });
  return `${MEDIA_PATH}/uploads/${file}`;
}

export function findUpload(file: string): { type: string; bytes: ArrayBuffer } | undefined {
  return uploads.get(file);
}
