import { normaliseUserText } from '../../../src/lib/validation/user-text';
import type { Db } from '../collections';
import { DomainError } from '../errors';
import type { BlockRecord, ReportRecord, UserRecord } from '../schema';
import { nextId } from '../store';
import { isMember } from './chat';
import { findUserById, fullName } from './users';

/*
 * Reports and blocks (docs/decisions/2026-11-26-report-and-block.md). A report is stored once per reporter and
 * item and never shown to another user; a block stops private messages and lesson requests between two people,
 * whichever of them blocked the other.
 */

export const REPORT_TEXT_MIN = 10;
export const REPORT_TEXT_MAX = 500;

export const REPORT_REFUSALS = {
  duplicate: 'Bu içeriği daha önce şikayet ettiniz.',
  self: 'Kendinizi şikayet edemezsiniz.',
  ownListing: 'Kendi ilanınızı şikayet edemezsiniz.',
  ownReview: 'Kendi değerlendirmenizi şikayet edemezsiniz.',
  ownMessage: 'Kendi mesajınızı şikayet edemezsiniz.',
  notMember: 'Bu mesajı şikayet etme yetkiniz yok.',
  text: `Açıklama ${REPORT_TEXT_MIN}–${REPORT_TEXT_MAX} karakter olmalıdır.`,
  noUser: 'Kullanıcı bulunamadı.',
  noListing: 'İlan bulunamadı.',
  noReview: 'Değerlendirme bulunamadı.',
  noMessage: 'Mesaj bulunamadı.',
} as const;

export const BLOCK_REFUSALS = {
  self: 'Kendinizi engelleyemezsiniz.',
  noUser: 'Kullanıcı bulunamadı.',
  /** To the person who blocked: they can lift it. */
  messageByMe: 'Engellediğiniz bir kullanıcıya mesaj gönderemezsiniz. Önce engeli kaldırın.',
  /** To the blocked person: neutral, it does not say who blocked whom. */
  messageByThem: 'Bu kullanıcıya şu anda mesaj gönderemezsiniz.',
  requestByMe: 'Engellediğiniz bir Eğitmene ders talebi gönderemezsiniz. Önce engeli kaldırın.',
  requestByThem: 'Bu Eğitmene şu anda ders talebi gönderemezsiniz.',
} as const;

export type ReportInput = Pick<ReportRecord, 'targetType' | 'targetId' | 'reason'> & {
  text?: string | null;
};

function block(db: Db, blockerId: number, blockedId: number): BlockRecord | undefined {
  return db.blocks.findFirst((q) => q.where({ blockerId, blockedId }));
}

/** Which side blocked, seen from `viewerId`: both can be true at once. */
export function blockBetween(db: Db, viewerId: number, otherId: number) {
  return { byMe: !!block(db, viewerId, otherId), byThem: !!block(db, otherId, viewerId) };
}

/** Throws the 403 a message or a request gets while either person blocks the other. */
export function refuseIfBlocked(
  db: Db,
  senderId: number,
  otherId: number,
  kind: 'message' | 'request',
): void {
  const { byMe, byThem } = blockBetween(db, senderId, otherId);
  if (byMe)
    throw new DomainError(403, kind === 'message' ? BLOCK_REFUSALS.messageByMe : BLOCK_REFUSALS.requestByMe);
  if (byThem)
    throw new DomainError(
      403,
      kind === 'message' ? BLOCK_REFUSALS.messageByThem : BLOCK_REFUSALS.requestByThem,
    );
}

export async function blockUser(db: Db, user: UserRecord, targetId: number): Promise<void> {
  if (targetId === user.id) throw new DomainError(400, BLOCK_REFUSALS.self);
  if (!findUserById(db, targetId)) throw new DomainError(404, BLOCK_REFUSALS.noUser);
  if (block(db, user.id, targetId)) return;
  await db.blocks.create({
    id: nextId('blocks'),
    blockerId: user.id,
    blockedId: targetId,
    createdAt: new Date().toISOString(),
  });
}

export function unblockUser(db: Db, user: UserRecord, targetId: number): void {
  db.blocks.deleteMany((q) => q.where({ blockerId: user.id, blockedId: targetId }));
}

/** The people `user` blocked, last blocked first. */
export function blockedBy(db: Db, user: UserRecord): Array<{ user: UserRecord; blockedAt: string }> {
  return db.blocks
    .findMany((q) => q.where({ blockerId: user.id }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .flatMap((record) => {
      const blocked = findUserById(db, record.blockedId);
      return blocked ? [{ user: blocked, blockedAt: record.createdAt }] : [];
    });
}

/** The one text rule (control and bidi characters out), trimmed; blank is none. */
function reportText(input: ReportInput): string | null {
  const text = normaliseUserText(input.text ?? '', { multiline: true }).trim();
  if (text === '') {
    if (input.reason === 'OTHER') throw new DomainError(400, REPORT_REFUSALS.text);
    return null;
  }
  if (text.length < REPORT_TEXT_MIN || text.length > REPORT_TEXT_MAX)
    throw new DomainError(400, REPORT_REFUSALS.text);
  return text;
}

/** The item must exist, and must not be the reporter or theirs. */
function checkTarget(db: Db, reporter: UserRecord, { targetType, targetId }: ReportInput): void {
  switch (targetType) {
    case 'USER': {
      if (targetId === reporter.id) throw new DomainError(400, REPORT_REFUSALS.self);
      if (!findUserById(db, targetId)) throw new DomainError(404, REPORT_REFUSALS.noUser);
      return;
    }
    case 'LISTING': {
      const listing = db.announcements.findFirst((q) => q.where({ id: targetId }));
      if (!listing) throw new DomainError(404, REPORT_REFUSALS.noListing);
      if (listing.teacherId === reporter.id) throw new DomainError(400, REPORT_REFUSALS.ownListing);
      return;
    }
    case 'REVIEW': {
      const review = db.reviews.findFirst((q) => q.where({ id: targetId }));
      if (!review) throw new DomainError(404, REPORT_REFUSALS.noReview);
      if (review.studentId === reporter.id) throw new DomainError(400, REPORT_REFUSALS.ownReview);
      return;
    }
    case 'MESSAGE': {
      const message = db.chatMessages.findFirst((q) => q.where({ id: targetId }));
      if (!message) throw new DomainError(404, REPORT_REFUSALS.noMessage);
      if (!isMember(db, message.chatRoomId, reporter.id))
        throw new DomainError(403, REPORT_REFUSALS.notMember);
      if (message.senderId === reporter.id) throw new DomainError(400, REPORT_REFUSALS.ownMessage);
      return;
    }
  }
}

export async function createReport(db: Db, reporter: UserRecord, input: ReportInput): Promise<ReportRecord> {
  checkTarget(db, reporter, input);
  const text = reportText(input);
  const { targetType, targetId } = input;
  if (db.reports.findFirst((q) => q.where({ reporterId: reporter.id, targetType, targetId })))
    throw new DomainError(409, REPORT_REFUSALS.duplicate);
  return db.reports.create({
    id: nextId('reports'),
    reporterId: reporter.id,
    targetType,
    targetId,
    reason: input.reason,
    text,
    createdAt: new Date().toISOString(),
  });
}

/** One report as the developer reads it at `/__mock`: who, what (with a short description of it), why. */
export interface ReportRow {
  id: number;
  createdAt: string;
  reporter: string;
  targetType: ReportRecord['targetType'];
  targetId: number;
  target: string;
  reason: ReportRecord['reason'];
  text: string | null;
}

function describeTarget(db: Db, { targetType, targetId }: ReportRecord): string {
  switch (targetType) {
    case 'USER': {
      const user = findUserById(db, targetId);
      return user ? `${fullName(user)} (@${user.username})` : '—';
    }
    case 'LISTING':
      return db.announcements.findFirst((q) => q.where({ id: targetId }))?.title ?? '—';
    case 'REVIEW':
      return db.reviews.findFirst((q) => q.where({ id: targetId }))?.comment ?? '—';
    case 'MESSAGE':
      return db.chatMessages.findFirst((q) => q.where({ id: targetId }))?.content ?? '—';
  }
}

/** Every report, newest first (for the developer only: `/__mock` and the dev panel). */
export function reportRows(db: Db): ReportRow[] {
  return db.reports
    .all()
    .sort((a, b) => b.id - a.id)
    .map((report) => {
      const reporter = findUserById(db, report.reporterId);
      return {
        id: report.id,
        createdAt: report.createdAt,
        reporter: reporter ? `@${reporter.username}` : `#${report.reporterId}`,
        targetType: report.targetType,
        targetId: report.targetId,
        target: describeTarget(db, report),
        reason: report.reason,
        text: report.text,
      };
    });
}
