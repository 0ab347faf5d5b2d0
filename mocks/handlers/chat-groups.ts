import { z } from 'zod';
import {
  getAddGroupChatMembersMockHandler,
  getCreateGroupChatMockHandler,
  getGetGroupChatCandidatesMockHandler,
  getGetGroupChatMockHandler,
  getLeaveGroupChatMockHandler,
  getRemoveGroupChatMemberMockHandler,
  getRenameGroupChatMockHandler,
} from '../../src/generated/api/chat/chat.msw';
import {
  AddGroupChatMembersBody,
  CreateGroupChatBody,
  RenameGroupChatBody,
} from '../../src/generated/zod/chat/chat.zod';
import {
  addGroupChatMembers,
  createGroupChat,
  groupCandidatesOf,
  leaveGroupChat,
  memberGroup,
  removeGroupChatMember,
  renameGroupChat,
} from '../db/services/chat-groups';
import type { UserRecord } from '../db/schema';
import { findUserById } from '../db/services/users';
import { toGroupChat, toGroupMember } from '../db/views/chat';
import { ACK, idParam, ok, readBody, requireUser, withDb } from './http';
import { withUserText } from './user-text';

// The name's length is checked by the service after trimming, with the rule in Turkish, not as "Geçersiz alan".
const createBody = withUserText(CreateGroupChatBody.extend({ name: z.string() }), { singleLine: ['name'] });
const renameBody = withUserText(RenameGroupChatBody.extend({ name: z.string() }), { singleLine: ['name'] });

/**
 * Group chats over the mock db (the rules live in mocks/db/services/chat-groups.ts). The candidates route goes
 * before `/v1/chat/groups/:chatRoomId`, which would otherwise take `candidates` for a room id.
 */
export const chatGroupHandlers = [
  getGetGroupChatCandidatesMockHandler(
    withDb(({ request, db }) => {
      const teacher = requireUser(db, request);
      return ok(
        groupCandidatesOf(db, teacher).map(({ listing, studentIds }) => ({
          announcementId: listing.id,
          announcementTitle: listing.title,
          students: studentIds
            .map((id) => findUserById(db, id))
            .filter((user): user is UserRecord => !!user)
            .map((user) => toGroupMember(user)),
        })),
      );
    }),
  ),
  getCreateGroupChatMockHandler(
    withDb(async ({ request, db }) => {
      const teacher = requireUser(db, request);
      const body = await readBody(request, createBody);
      const room = await createGroupChat(db, teacher, body);
      return ok(toGroupChat(db, room), 'Grup sohbeti oluşturuldu.');
    }),
  ),
  getGetGroupChatMockHandler(
    withDb(({ request, params, db }) => {
      const user = requireUser(db, request);
      return ok(toGroupChat(db, memberGroup(db, user, idParam(params.chatRoomId))));
    }),
  ),
  getRenameGroupChatMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const chatRoomId = idParam(params.chatRoomId);
      const { name } = await readBody(request, renameBody);
      const room = await renameGroupChat(db, user, chatRoomId, name);
      return ok(toGroupChat(db, room), 'Grubun adı değiştirildi.');
    }),
  ),
  getAddGroupChatMembersMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const chatRoomId = idParam(params.chatRoomId);
      const { userIds } = await readBody(request, AddGroupChatMembersBody);
      const room = await addGroupChatMembers(db, user, chatRoomId, userIds);
      return ok(toGroupChat(db, room), 'Üyeler eklendi.');
    }),
  ),
  getRemoveGroupChatMemberMockHandler(
    withDb(({ request, params, db }) => {
      const user = requireUser(db, request);
      const room = removeGroupChatMember(db, user, idParam(params.chatRoomId), idParam(params.userId));
      return ok(toGroupChat(db, room), 'Üye gruptan çıkarıldı.');
    }),
  ),
  getLeaveGroupChatMockHandler(
    withDb(({ request, params, db }) => {
      const user = requireUser(db, request);
      leaveGroupChat(db, user, idParam(params.chatRoomId));
      return ACK('Gruptan ayrıldınız.');
    }),
  ),
];
