import {
  getGetMyVerificationMockHandler,
  getUploadVerificationDocumentMockHandler,
} from '../../src/generated/api/teacher-verification/teacher-verification.msw';
import { documentProblem } from '../../src/lib/validation/verification-document';
import { addDocument, verificationStatus } from '../db/services/verification';
import { failure, ok, requireUser, withDb } from './http';
import { readMultipart } from './multipart';

/** The server's own texts for a refused document; the rules are the form's (src/lib/validation). */
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
      const problem = documentProblem(file);
      if (problem) failure(problem === 'size' ? 413 : 400, DOCUMENT_ERRORS[problem]);
      const document = await addDocument(db, user, {
        type: form.values.get('type'),
        fileName: file?.name ?? '',
      });
      return ok(document, 'Belgeniz alındı; incelendikten sonra doğrulama durumunuz güncellenir.');
    }),
  ),
];
