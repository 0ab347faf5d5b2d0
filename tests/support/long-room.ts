import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import { DEMO_STUDENT, DEMO_TEACHER, getDb, nextId, toChatMessage } from '../../mocks/db';
import { onOperation } from './operations';

/** The demo teacher and the demo student's private room. */
export const LONG_ROOM_ID = 1;

/**
 * Fills the demo room with `count` messages in the mock db (the two people taking turns, a few minutes
 * apart, over many days) and returns a getChatHistory answer that ignores the paging parameters and sends the
 * whole history, as a server that does not know them does: the screen then holds every message at once.
 */
export async function seedLongRoom(count: number): Promise<HttpHandler> {
  const db = await getDb();
  const start = Date.now() - count * 7 * 60_000;
  for (let index = 0; index < count; index += 1) {
    await db.chatMessages.create({
      id: nextId('chatMessages'),
      chatRoomId: LONG_ROOM_ID,
      senderId: index % 2 === 0 ? DEMO_TEACHER.id : DEMO_STUDENT.id,
      content: `Mesaj ${index + 1}`,
      timestamp: new Date(start + index * 7 * 60_000).toISOString(),
    });
  }
  return onOperation('getChatHistory', () => {
    const messages = db.chatMessages
      .findMany((q) => q.where({ chatRoomId: LONG_ROOM_ID }))
      .sort((a, b) => a.id - b.id)
      .map((message) => toChatMessage(db, message));
    return HttpResponse.json({ success: true, data: messages });
  });
}
