import { containsContactDetails } from '../../../src/lib/validation/contact-details';
import type { Db } from '../collections';
import { DomainError } from '../errors';

/** The server's words when a text carries contact details too early (the client shows the same sentence). */
export const CONTACT_REFUSAL =
  'İletişim bilgileri (telefon, e-posta) Eğitmen bir ders talebini onayladığında paylaşılır. Lütfen bunları mesajınızdan çıkarın.';

/** Statuses after an approval: the request's answers carry both parties' contact details from then on. */
const SHARED = new Set(['APPROVED', 'COMPLETED', 'NO_SHOW']);

/** Whether a lesson request between the two people (either way round) was approved. */
export function contactsShared(db: Db, one: number, other: number): boolean {
  return db.lessonRequests
    .findMany((q) => q.where({ studentId: (id) => id === one || id === other }))
    .some(
      (request) =>
        SHARED.has(request.status) &&
        ((request.studentId === one && request.teacherId === other) ||
          (request.studentId === other && request.teacherId === one)),
    );
}

/**
 * Throws the 400 for a text with a phone number or an e-mail address, unless the sender has an approved
 * request with every other person who would read it (the other person of a private room, every other member
 * of a group, the teacher of a new request).
 */
export function refuseEarlyContact(
  db: Db,
  senderId: number,
  readerIds: readonly number[],
  text: string,
): void {
  if (!containsContactDetails(text)) return;
  if (readerIds.every((readerId) => contactsShared(db, senderId, readerId))) return;
  throw new DomainError(400, CONTACT_REFUSAL);
}
