/** The photo limits the client checks before the server checks them again. */
export const MAX_PHOTO_BYTES = 20_971_520;
export const PHOTO_ACCEPT = '.jpeg,.jpg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']);
const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

export type PhotoError = 'required' | 'tooLarge' | 'wrongType';

/** A `profile-setup` key under `photo.errors`, or null when the file may be uploaded. */
export function checkPhoto(file: File | null): PhotoError | null {
  if (!file) return 'required';
  // Some systems leave the MIME type empty; the name then decides, as the server also checks it.
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk || (file.name && !EXTENSIONS.test(file.name))) return 'wrongType';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}
