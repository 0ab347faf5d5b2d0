import type {
  ChatMessage,
  ChatRoomSummary,
  GroupChat,
  GroupChatMember,
} from '../../../src/generated/api/model';
import type { Db } from '../collections';
import type { ChatMessageRecord, ChatRoomRecord, UserRecord } from '../schema';
import { historyOf, membersOf, unreadCount } from '../services/chat';
import { blockBetween } from '../services/safety';
import { findUserById, fullName } from '../services/users';

/** A room as the viewer sees it in the list: a private room is named after the other person. */
export function toChatSummary(db: Db, room: ChatRoomRecord, viewerId: number): ChatRoomSummary {
  const last = historyOf(db, room.id).at(-1);
  const other =
    room.type === 'PRIVATE'
      ? findUserById(db, membersOf(db, room.id).find((id) => id !== viewerId) ?? viewerId)
      : undefined;
  return {
    chatRoomId: room.id,
    chatRoomType: room.type,
    displayName: other ? fullName(other) : (room.name ?? 'Grup Sohbeti'),
    displayUsername: other?.username ?? null,
    lastMessage: last?.content ?? null,
    lastMessageAt: last?.timestamp ?? null,
    unreadCount: unreadCount(db, room.id, viewerId),
    profileImageUrl: other?.profileImageUrl ?? null,
    // Private rooms say who the other person is and whether a block stands between the two (the composer).
    counterpartId: other?.id ?? null,
    blockedByMe: other ? blockBetween(db, viewerId, other.id).byMe : false,
    blockedByThem: other ? blockBetween(db, viewerId, other.id).byThem : false,
    memberCount: membersOf(db, room.id).length,
    ownerId: room.type === 'GROUP' ? room.teacherId : null,
  };
}

export function toGroupMember(user: UserRecord, owner = false): GroupChatMember {
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    surname: user.surname,
    profileImageUrl: user.profileImageUrl ?? null,
    owner,
  };
}

/** A group with its members: the creator first, then the others by name (Turkish order). */
export function toGroupChat(db: Db, room: ChatRoomRecord): GroupChat {
  const collator = new Intl.Collator('tr');
  const members = membersOf(db, room.id)
    .map((id) => findUserById(db, id))
    .filter((user): user is UserRecord => !!user)
    .sort(
      (a, b) =>
        Number(b.id === room.teacherId) - Number(a.id === room.teacherId) ||
        collator.compare(fullName(a), fullName(b)),
    )
    .map((user) => toGroupMember(user, user.id === room.teacherId));
  const listing =
    room.announcementId == null
      ? undefined
      : db.announcements.findFirst((q) => q.where({ id: room.announcementId! }));
  return {
    chatRoomId: room.id,
    name: room.name ?? 'Grup Sohbeti',
    ownerId: room.teacherId ?? 0,
    announcementId: room.announcementId ?? null,
    announcementTitle: listing?.title ?? null,
    memberCount: members.length,
    members,
  };
}

/** A history message; in a private room the receiver is the member who is not the sender. */
export function toChatMessage(db: Db, message: ChatMessageRecord): ChatMessage {
  const room = db.chatRooms.findFirst((q) => q.where({ id: message.chatRoomId }));
  const sender = findUserById(db, message.senderId);
  const receiver =
    room?.type === 'PRIVATE'
      ? findUserById(db, membersOf(db, room.id).find((id) => id !== message.senderId) ?? -1)
      : undefined;
  return {
    id: message.id,
    chatRoomId: message.chatRoomId,
    chatRoomType: room?.type ?? 'PRIVATE',
    content: message.content,
    senderUsername: sender?.username ?? 'silinmis-kullanici',
    timestamp: message.timestamp,
    profileImageUrl: sender?.profileImageUrl ?? null,
    receiverUsername: receiver?.username ?? null,
    receiverName: receiver?.name ?? null,
    receiverSurname: receiver?.surname ?? null,
    receiverProfileImageUrl: receiver?.profileImageUrl ?? null,
    receiverId: receiver?.id ?? null,
    teacherId: room?.teacherId ?? null,
    senderId: sender?.id ?? null,
    senderName: sender ? fullName(sender) : null,
    ...(message.clientId ? { clientId: message.clientId } : {}),
  };
}
