import {
  getGetMyVerificationMockHandler,
  getUploadVerificationDocumentMockHandler,
} from '../../src/generated/api/teacher/teacher.msw';
import { addDocument, verificationStatus } from '../db/services/verification';
import { failure, ok, requireUser, withDb } from './http';
import { readMultipart } from './multipart';

export const MAX_DOCUMENT_BYTES = 10_485_760;
const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/jpg', 'image/png']);
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** The server's own texts for a refused document, checked again here as a real server would. */
export const DOCUMENT_ERRORS = {
  missing: 'Lütfen bir belge seçin.',
  type: 'Yalnızca PDF, JPEG veya PNG belgeleri yükleyebilirsiniz.',
  size: "Belge 10 MB'tan küçük olmalıdır.",
} as const;

/** A teacher's verification: their state and documents, and the upload of a new document (multipart). */
export const verificationDocumentHandlers = [
  getGetMyVerificationMockHandler(
    withDb(({ request, db }) => ok(verificationStatus(requireUser(db, request)))),
  ),
  getUploadVerificationDocumentMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      if (user.role !== 'ROLE_TEACHER') {
        failure(403, 'Doğrulama belgelerini yalnızca Eğitmenler yükleyebilir.');
      }
      const form = (await readMultipart(request)) ?? failure(400, DOCUMENT_ERRORS.missing);
      const file = form.files.get('file');
      if (!file || file.size === 0) failure(400, DOCUMENT_ERRORS.missing);
      if (!TYPES.has(file.type) || (file.name && !EXTENSIONS.test(file.name)))
        failure(400, DOCUMENT_ERRORS.type);
      if (file.size > MAX_DOCUMENT_BYTES) failure(413, DOCUMENT_ERRORS.size);
      const document = await addDocument(db, user, { type: form.values.get('type'), fileName: file.name });
      return ok(document, 'Belgeniz alındı; incelendikten sonra doğrulama durumunuz güncellenir.');
    }),
  ),
];
