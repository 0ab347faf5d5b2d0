import type {
  TeacherVerification,
  TeacherVerificationStatus,
  VerificationDocument,
  VerificationDocumentType,
} from '../../../src/generated/api/model';
import { normaliseUserText } from '../../../src/lib/validation/user-text';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { UserRecord, VerificationDocumentRecord } from '../schema';
import { setUserFields } from './accounts';

/**
 * How long the platform's check of an uploaded document takes in the mock: a PENDING document reads as
 * APPROVED this long after its upload. Driven by the clock on every read (as request expiry is), never by a
 * timer, so a test moves the clock (`vi.setSystemTime`) instead of waiting.
 */
export const VERIFICATION_REVIEW_MINUTES = 2;

const DOCUMENT_TYPES: readonly VerificationDocumentType[] = ['IDENTITY', 'DIPLOMA'];

/** A document as it stands at `now`: a pending one whose review time has passed is approved. */
export function documentAt(document: VerificationDocumentRecord, now = Date.now()): VerificationDocument {
  const reviewedAt = Date.parse(document.uploadedAt) + VERIFICATION_REVIEW_MINUTES * 60_000;
  if (document.state !== 'PENDING' || now < reviewedAt) return { ...document };
  return { ...document, state: 'APPROVED', decidedAt: new Date(reviewedAt).toISOString() };
}

/** What was verified for a teacher: the seeded facts, or a document approved by now. */
export function verificationOf(user: UserRecord, now = Date.now()): TeacherVerification {
  const approved = (type: VerificationDocumentType) =>
    (user.verificationDocuments ?? []).some(
      (document) => document.type === type && documentAt(document, now).state === 'APPROVED',
    );
  return {
    identity: user.identityVerified === true || approved('IDENTITY'),
    diploma: user.diplomaVerified === true || approved('DIPLOMA'),
  };
}

export function verificationStatus(user: UserRecord, now = Date.now()): TeacherVerificationStatus {
  if (user.role !== 'ROLE_TEACHER') {
    throw new DomainError(403, 'Doğrulama bilgileri yalnızca Eğitmenlere açıktır.');
  }
  const verification = verificationOf(user, now);
  return {
    verification,
    documents: (user.verificationDocuments ?? []).map((document) => documentAt(document, now)).reverse(),
    missing: DOCUMENT_TYPES.filter(
      (type) => !(type === 'IDENTITY' ? verification.identity : verification.diploma),
    ),
  };
}

export interface DocumentUpload {
  type: string | undefined;
  fileName: string;
}

/** Stores a new PENDING document. The file's format and size are the handler's to check (it reads the bytes). */
export async function addDocument(
  db: Db,
  user: UserRecord,
  upload: DocumentUpload,
  now = Date.now(),
): Promise<VerificationDocument> {
  if (user.role !== 'ROLE_TEACHER') {
    throw new DomainError(403, 'Doğrulama belgelerini yalnızca Eğitmenler yükleyebilir.');
  }
  const type = DOCUMENT_TYPES.find((candidate) => candidate === upload.type);
  if (!type) throw new DomainError(400, 'Geçersiz alan: type');
  const documents = (user.verificationDocuments ?? []).map((document) => documentAt(document, now));
  if (documents.some((document) => document.type === type && document.state === 'PENDING')) {
    throw new DomainError(409, 'Bu belge türü için incelenmekte olan bir belgeniz var.');
  }
  if (documents.some((document) => document.type === type && document.state === 'APPROVED')) {
    throw new DomainError(409, 'Bu belge türü zaten onaylandı.');
  }
  const stored = user.verificationDocuments ?? [];
  const document: VerificationDocumentRecord = {
    id: stored.reduce((max, existing) => Math.max(max, existing.id), 0) + 1,
    type,
    // The name a person chose is user text: control and bidi characters go, and it stays one short line.
    fileName: normaliseUserText(upload.fileName, { multiline: false }).trim().slice(0, 120) || 'belge',
    state: 'PENDING',
    uploadedAt: new Date(now).toISOString(),
    decidedAt: null,
    rejectionReason: null,
  };
  await setUserFields(db, user.id, { verificationDocuments: [...stored, document] });
  return { ...document };
}
