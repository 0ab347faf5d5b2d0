/** The photo limits the client checks before the server checks them again. */
export const MAX_PHOTO_BYTES = 20_971_520;
export const PHOTO_ACCEPT = '.jpeg,.jpg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';
/** The longest side of what is sent: a round avatar never shows more, and 20 MB over mobile data is too much. */
export const MAX_PHOTO_SIDE = 1024;

const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']);
const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;
const HEIF_TYPES = new Set(['image/heic', 'image/heif', 'image/avif']);
const HEIF_EXTENSIONS = /\.(heic|heif|avif)$/i;

export type PhotoError = 'required' | 'tooLarge' | 'wrongType' | 'unreadable';

/** What a file's first bytes say it is; null for anything that is not a picture. */
export type ImageKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** Reads the signature at the start of a file (12 bytes are enough for every kind we know). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // iPhones' HEIC (and AVIF) are ISO boxes: a size, then 'ftyp' and a brand.
  if (
    ascii(bytes, 4, 8) === 'ftyp' &&
    /^(hei[cxsm]|hev[cxsm]|mif1|msf1|avif|avis)$/.test(ascii(bytes, 8, 12))
  )
    return 'heif';
  return null;
}

/** A `profile-setup` key under `photo.errors`, or null when the file may go on to be read. */
export function checkPhoto(file: File | null): PhotoError | null {
  if (!file) return 'required';
  // HEIC and AVIF pass here so that their bytes decide: the browser may read them (Safari) or not (the rest).
  if (HEIF_TYPES.has(file.type) || HEIF_EXTENSIONS.test(file.name)) {
    return file.size > MAX_PHOTO_BYTES ? 'tooLarge' : null;
  }
  // Some systems leave the MIME type empty; the name then decides, as the server also checks it.
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk || (file.name && !EXTENSIONS.test(file.name))) return 'wrongType';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}

/**
 * Every refusal before anything is sent: the name and size (checkPhoto), then the bytes (a .txt renamed .jpg is
 * no picture), then the browser's own decoder (`decode`), which fails on what it cannot show, HEIC in most
 * browsers. Resolves with the decoded picture or the refusal.
 */
export async function inspectPhoto<T>(
  file: File,
  decode: (file: File) => Promise<T>,
): Promise<{ error: PhotoError } | { error: null; image: T }> {
  const problem = checkPhoto(file);
  if (problem) return { error: problem };
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (sniffImage(head) === null) return { error: 'wrongType' };
  try {
    return { error: null, image: await decode(file) };
  } catch {
    return { error: 'unreadable' };
  }
}

/** The part of the photo to keep, in the photo's own pixels (what the cropper reports). */
export interface PhotoArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest centred square: the frame before the user moves anything. */
export function centredSquare(width: number, height: number): PhotoArea {
  const side = Math.min(width, height);
  return { x: (width - side) / 2, y: (height - side) / 2, width: side, height: side };
}
