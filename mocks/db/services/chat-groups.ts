import type { Db } from '../collections';
import { DomainError } from '../errors';
import { emitDbEvent, type RoomChange } from '../events';
import type { AnnouncementRecord, ChatRoomRecord, UserRecord } from '../schema';
import { nextId } from '../store';
import { isMember, membersOf } from './chat';

/*
 * Group chats: a teacher opens one for students with an approved lesson request for one of their listings,
 * renames it and adds or removes members; any member but its creator may leave. The server refuses what the
 * UI hides (STYLE.md): every rule is checked here, whoever calls. A member who is removed or leaves has no
 * membership record any more, so the history call, the broker's SEND check and the per-member delivery of
 * /topic/messages all shut them out of what comes next.
 */

/** Statuses after an approval (a held or missed lesson was approved first). */
const APPROVED_STATES: ReadonlySet<string> = new Set(['APPROVED', 'COMPLETED', 'NO_SHOW']);

export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 60;

/** The student ids with an approved lesson request for this listing. */
export function approvedStudentsOf(db: Db, announcementId: number): Set<number> {
  return new Set(
    db.lessonRequests
      .findMany((q) => q.where({ announcementId }))
      .filter((request) => APPROVED_STATES.has(request.status))
      .map((request) => request.studentId),
  );
}

/** The teacher's listings that have approved students, newest first, each with those students. */
export function groupCandidatesOf(
  db: Db,
  teacher: UserRecord,
): Array<{ listing: AnnouncementRecord; studentIds: number[] }> {
  if (teacher.role !== 'ROLE_TEACHER')
    throw new DomainError(403, 'Grup sohbetini yalnızca Eğitmenler açabilir.');
  return db.announcements
    .findMany((q) => q.where({ teacherId: teacher.id }))
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .map((listing) => ({ listing, studentIds: [...approvedStudentsOf(db, listing.id)] }))
    .filter((entry) => entry.studentIds.length > 0);
}

/** The trimmed name, or a 400 when it is not 2–60 characters. */
function groupName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (name.length < GROUP_NAME_MIN || name.length > GROUP_NAME_MAX)
    throw new DomainError(400, `Grup adı ${GROUP_NAME_MIN}–${GROUP_NAME_MAX} karakter olmalıdır.`);
  return name;
}

function requireApproved(db: Db, announcementId: number, userIds: readonly number[]): void {
  const approved = approvedStudentsOf(db, announcementId);
  if (userIds.some((id) => !approved.has(id)))
    throw new DomainError(
      403,
      'Gruba yalnızca bu ilan için onaylanmış ders talebi olan Öğrenciler eklenebilir.',
    );
}

function emitRoom(chatRoomId: number, change: RoomChange, userIds: number[]): void {
  if (userIds.length > 0) emitDbEvent('room', { chatRoomId, change, userIds });
}

async function addMembers(db: Db, chatRoomId: number, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) {
    if (isMember(db, chatRoomId, userId)) continue;
    await db.chatMembers.create({ id: nextId('chatMembers'), chatRoomId, userId, lastReadMessageId: 0 });
  }
}

export async function createGroupChat(
  db: Db,
  teacher: UserRecord,
  body: { announcementId: number; name: string; memberIds: number[] },
): Promise<ChatRoomRecord> {
  if (teacher.role !== 'ROLE_TEACHER')
    throw new DomainError(403, 'Grup sohbetini yalnızca Eğitmenler açabilir.');
  const listing = db.announcements.findFirst((q) => q.where({ id: body.announcementId }));
  if (!listing) throw new DomainError(404, 'İlan bulunamadı.');
  if (listing.teacherId !== teacher.id)
    throw new DomainError(403, 'Grup sohbetini yalnızca kendi ilanınızın Öğrencileri için açabilirsiniz.');
  const name = groupName(body.name);
  const memberIds = [...new Set(body.memberIds)].filter((id) => id !== teacher.id);
  if (memberIds.length === 0) throw new DomainError(400, 'Gruba en az bir Öğrenci ekleyin.');
  requireApproved(db, listing.id, memberIds);
  const room = await db.chatRooms.create({
    id: nextId('chatRooms'),
    type: 'GROUP',
    name,
    teacherId: teacher.id,
    announcementId: listing.id,
    createdAt: new Date().toISOString(),
  });
  await addMembers(db, room.id, [teacher.id, ...memberIds]);
  emitRoom(room.id, 'ADDED', [teacher.id, ...memberIds]);
  return room;
}

/** The group and the signed-in member, or a 404 / 403. */
export function memberGroup(db: Db, user: UserRecord, chatRoomId: number): ChatRoomRecord {
  const room = db.chatRooms.findFirst((q) => q.where({ id: chatRoomId }));
  if (!room || room.type !== 'GROUP') throw new DomainError(404, 'Grup sohbeti bulunamadı.');
  if (!isMember(db, chatRoomId, user.id)) throw new DomainError(403, 'Bu sohbete erişim yetkiniz yok.');
  return room;
}

/** The group, when the signed-in user created it; only the creator changes a group. */
function ownGroup(db: Db, user: UserRecord, chatRoomId: number): ChatRoomRecord {
  const room = memberGroup(db, user, chatRoomId);
  if (room.teacherId !== user.id)
    throw new DomainError(403, 'Grubu yalnızca onu oluşturan Eğitmen düzenleyebilir.');
  return room;
}

export async function renameGroupChat(
  db: Db,
  user: UserRecord,
  chatRoomId: number,
  rawName: string,
): Promise<ChatRoomRecord> {
  const room = ownGroup(db, user, chatRoomId);
  const name = groupName(rawName);
  await db.chatRooms.update((q) => q.where({ id: room.id }), { data: (draft) => void (draft.name = name) });
  emitRoom(room.id, 'UPDATED', membersOf(db, room.id));
  return { ...room, name };
}

export async function addGroupChatMembers(
  db: Db,
  user: UserRecord,
  chatRoomId: number,
  userIds: number[],
): Promise<ChatRoomRecord> {
  const room = ownGroup(db, user, chatRoomId);
  const before = new Set(membersOf(db, room.id));
  const added = [...new Set(userIds)].filter((id) => !before.has(id));
  // A seeded group has no listing: nobody can be shown to be approved for it.
  if (room.announcementId == null && added.length > 0)
    throw new DomainError(403, 'Bu gruba yeni Öğrenci eklenemez: grup bir ilana bağlı değil.');
  if (room.announcementId != null) requireApproved(db, room.announcementId, added);
  await addMembers(db, room.id, added);
  emitRoom(room.id, 'ADDED', added);
  emitRoom(room.id, 'UPDATED', [...before]);
  return room;
}

function dropMember(db: Db, room: ChatRoomRecord, userId: number): void {
  db.chatMembers.deleteMany((q) => q.where({ chatRoomId: room.id, userId }));
  emitRoom(room.id, 'REMOVED', [userId]);
  emitRoom(room.id, 'UPDATED', membersOf(db, room.id));
}

export function removeGroupChatMember(
  db: Db,
  user: UserRecord,
  chatRoomId: number,
  userId: number,
): ChatRoomRecord {
  const room = ownGroup(db, user, chatRoomId);
  if (userId === user.id) throw new DomainError(403, 'Grubu oluşturan Eğitmen gruptan çıkarılamaz.');
  if (!isMember(db, room.id, userId)) throw new DomainError(404, 'Bu kişi grubun üyesi değil.');
  dropMember(db, room, userId);
  return room;
}

export function leaveGroupChat(db: Db, user: UserRecord, chatRoomId: number): void {
  const room = memberGroup(db, user, chatRoomId);
  if (room.teacherId === user.id)
    throw new DomainError(403, 'Grubu oluşturan Eğitmen gruptan ayrılamaz; üyeleri çıkarabilirsiniz.');
  dropMember(db, room, user.id);
}
