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

/** What the upload handler received, for tests: size in bytes and the pixels its header declares. */
export interface ReceivedUpload {
  url: string;
  userId: number;
  name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
}

const received: ReceivedUpload[] = [];

export function storeUpload(
  userId: number,
  type: string,
  bytes: ArrayBuffer,
  details: { name: string; width: number | null; height: number | null } = {
    name: '',
    width: null,
    height: null,
  },
): string {
  const extension = type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'bin';
  uploadCounter += 1;
  const file = `${userId}-${Date.now().toString(36)}${uploadCounter}.${extension}`;
  uploads.set(file, { type, bytes });
  const url = `${MEDIA_PATH}/uploads/${file}`;
  received.push({ url, userId, type, size: bytes.byteLength, ...details });
  return url;
}

/** Every upload stored in this session, oldest first (served at `/mock-media/received-uploads`). */
export function receivedUploads(): readonly ReceivedUpload[] {
  return received;
}

export function findUpload(file: string): { type: string; bytes: ArrayBuffer } | undefined {
  return uploads.get(file);
}
