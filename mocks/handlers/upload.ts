import { getUploadProfileImageMockHandler } from '../../src/generated/api/user/user.msw';
import { storeUpload } from '../db/media';
import { setUserFields } from '../db/services/accounts';
import { failure, requireUser, withDb } from './http';
import { imageSize } from './image-size';
import { readMultipart } from './multipart';

export const MAX_IMAGE_BYTES = 20_971_520;
const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp']);
const EXTENSIONS = /\.(jpe?g|png|gif|webp)$/i;

/** The spec's texts, checked again on the server side as a real server would. */
export const UPLOAD_ERRORS = {
  missing: 'Lütfen bir resim seçin.',
  type: 'Sadece resim dosyaları yükleyebilirsiniz (jpg, jpeg, png, gif, webp).',
  size: "Dosya boyutu 20MB'dan küçük olmalıdır.",
  user: 'Kullanıcı bulunamadı.',
} as const;

/** POST multipart (file, userId): the new address comes back in `data` and in `profileImageUrl`. */
export const uploadHandler = getUploadProfileImageMockHandler(
  withDb(async ({ request, db }) => {
    const user = requireUser(db, request);
    const form = (await readMultipart(request)) ?? failure(400, UPLOAD_ERRORS.missing);
    const file = form.files.get('file');
    if (Number(form.values.get('userId')) !== user.id) failure(400, UPLOAD_ERRORS.user);
    if (!file || file.size === 0) failure(400, UPLOAD_ERRORS.missing);
    if (!TYPES.has(file.type) || (file.name && !EXTENSIONS.test(file.name))) failure(400, UPLOAD_ERRORS.type);
    if (file.size > MAX_IMAGE_BYTES) failure(413, UPLOAD_ERRORS.size);
    const pixels = imageSize(file.bytes);
    const url = storeUpload(user.id, file.type, file.bytes, {
      name: file.name,
      width: pixels?.width ?? null,
      height: pixels?.height ?? null,
    });
    await setUserFields(db, user.id, { profileImageUrl: url });
    return { success: true, message: 'Profil fotoğrafınız güncellendi.', data: url, profileImageUrl: url };
  }),
);
