import { describe, expect, it, vi } from 'vitest';
import { chatMessageSchema } from '../../src/generated/realtime/channels';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS, getDb } from '../db';
import { historyOf } from '../db/services/chat';
import { brokerTestClients } from './stomp-test-client';

/* A crafted SEND frame (a raw stompjs client, not the app's composer) carrying control and bidi characters:
 * the broker stores and delivers the text as the product's one text rule leaves it. Room 1 is Elif's with
 * Zeynep. */

const ROOM = 1;
const open = brokerTestClients({ replyDelayMs: null });

describe('chat content from a crafted frame', () => {
  it('is stored and delivered without NUL, BEL or bidi overrides, its line breaks kept', async () => {
    const elif = open(DEMO_TOKENS.student);
    await elif.connected;
    const own = elif.collect('/topic/messages');
    const body = {
      chatRoomId: ROOM,
      content: 'Merhaba\u0000 hocam\u0007,\r\n\u202Eperşembe\u202C \u2066uygun\u2069 mu?',
      senderUsername: DEMO_STUDENT.username,
      chatRoomType: 'PRIVATE',
      receiverUsername: DEMO_TEACHER.username,
    };
    elif.client.publish({ destination: '/app/send', body: JSON.stringify(body) });

    await vi.waitFor(() => expect(own.bodies).toHaveLength(1));
    const expected = 'Merhaba hocam,\nperşembe uygun mu?';
    expect(chatMessageSchema.parse(own.bodies[0]).content).toBe(expected);
    expect(historyOf(await getDb(), ROOM).at(-1)?.content).toBe(expected);
  });
});
