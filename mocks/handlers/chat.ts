import {
  getGetChatHistoryMockHandler,
  getGetChatsMockHandler,
  getMarkChatReadMockHandler,
} from '../../src/generated/api/chat/chat.msw';
import {
  getGetNotificationsMockHandler,
  getMarkNotificationReadMockHandler,
} from '../../src/generated/api/notifications/notifications.msw';
import type { Db } from '../db/collections';
import { historyPage, isMember, markRoomRead, roomsOf } from '../db/services/chat';
import { notificationsOf } from '../db/services/notifications';
import { usernameKey } from '../db/services/users';
import { toChatMessage, toChatSummary } from '../db/views/chat';
import { toNotification } from '../db/views/requests';
import { chatGroupHandlers } from './chat-groups';
import { ACK, failure, idParam, ok, requireUser, withDb } from './http';
import { sendDueReminders } from '../db/services/lessons';

function memberRoom(db: Db, request: Request, chatRoomIdParam: string | readonly string[] | undefined) {
  const user = requireUser(db, request);
  const chatRoomId = idParam(chatRoomIdParam);
  if (!db.chatRooms.findFirst((q) => q.where({ id: chatRoomId }))) failure(404, 'Sohbet bulunamadı.');
  if (!isMember(db, chatRoomId, user.id)) failure(403, 'Bu sohbete erişim yetkiniz yok.');
  return { user, chatRoomId };
}

/** An optional positive whole-number query value; anything else counts as absent, as a lenient server reads it. */
function positiveInt(value: string | null): number | undefined {
  const number = value !== null && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** Chat rooms and histories (live messages go over the mock STOMP broker), and the user's notifications. */
export const chatHandlers = [
  ...chatGroupHandlers,
  getGetChatsMockHandler(
    withDb(({ request, params, db }) => {
      const user = requireUser(db, request);
      if (usernameKey(String(params.username)) !== usernameKey(user.username)) {
        failure(403, 'Başka bir kullanıcının sohbetlerini göremezsiniz.');
      }
      return ok(roomsOf(db, user.id).map((room) => toChatSummary(db, room, user.id)));
    }),
  ),
  getGetChatHistoryMockHandler(
    withDb(({ request, params, db }) => {
      const { chatRoomId } = memberRoom(db, request, params.chatRoomId);
      const query = new URL(request.url).searchParams;
      const paging = { before: positiveInt(query.get('before')), size: positiveInt(query.get('size')) };
      return ok(historyPage(db, chatRoomId, paging).map((message) => toChatMessage(db, message)));
    }),
  ),
  getMarkChatReadMockHandler(
    withDb(async ({ request, params, db }) => {
      const { user, chatRoomId } = memberRoom(db, request, params.chatRoomId);
      await markRoomRead(db, chatRoomId, user.id);
      return ACK('Mesajlar okundu olarak işaretlendi.');
    }),
  ),

  getGetNotificationsMockHandler(
    withDb(async ({ request, db }) => {
      const user = requireUser(db, request);
      // The lesson reminders whose moment the mock clock has passed are sent when they are looked for.
      await sendDueReminders(db);
      return ok(notificationsOf(db, user.id).map(toNotification));
    }),
  ),
  getMarkNotificationReadMockHandler(
    withDb(async ({ request, params, db }) => {
      const user = requireUser(db, request);
      const id = idParam(params.id);
      const updated = await db.notifications.update((q) => q.where({ id, userId: user.id }), {
        data: (notification) => void (notification.read = true),
      });
      if (!updated) failure(404, 'Bildirim bulunamadı.');
      return ACK('Bildirim okundu olarak işaretlendi.');
    }),
  ),
];
