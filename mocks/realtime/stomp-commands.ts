import {
  type ChatSendError,
  publishDestinations,
  sendMessageSchema,
  subscribeDestinations,
} from '../../src/generated/realtime/channels';
import { userForToken } from '../db/services/auth';
import type { Db } from '../db/collections';
import { DomainError } from '../db/errors';
import { isMember, membersOf, messageByClientId, postMessage, privateRoomOf } from '../db/services/chat';
import { refuseEarlyContact } from '../db/services/contact-guard';
import { refuseIfBlocked } from '../db/services/safety';
import { findUserById, findUserByUsername, normalizeUsername } from '../db/services/users';
import { normaliseUserText } from '../../src/lib/validation/user-text';
import { getDb, transact } from '../db/store';
import { toChatMessage } from '../db/views/chat';
import { brokerConfig } from './broker-config';
import { scheduleCounterpartReply } from './counterpart';
import { deliverEvent, MESSAGES_TOPIC } from './routing';
import { garbleSubscription } from './socket-garbage';
import type { StompSession } from './session';
import type { StompFrame, StompVersion } from './stomp-frame';

/*
 * What the broker does with each client frame. Failures follow STOMP 1.2: an ERROR frame (a short `message`
 * header, the detail in the body), then the connection is closed; except a refused chat message, which a
 * session listening on /user/queue/errors hears there while staying connected (refuseMessage). Any other frame that carries a `receipt`
 * header is confirmed with a RECEIPT once it has been processed.
 */

const SEND_DESTINATION = publishDestinations.send.destination({});
const SEND_ERRORS = subscribeDestinations.sendErrors.destination({});
let refusedCount = 0;
const SUPPORTED_VERSIONS: readonly StompVersion[] = ['1.2', '1.1', '1.0'];
const NOTIFICATIONS = /^\/topic\/notifications\/([^/]+)$/;
/** A user's own room changes (group membership), like their notifications, are theirs only. */
const CHAT_ROOMS = /^\/topic\/chat-rooms\/([^/]+)$/;
/** The chatRoomId of a first message to someone the sender has no room with yet. */
const NEW_CONVERSATION = 0;

/** The highest version both sides speak; a client that names none speaks 1.0. */
function negotiateVersion(acceptVersion: string | undefined): StompVersion | null {
  const offered = (acceptVersion ?? '1.0').split(',').map((version) => version.trim());
  return SUPPORTED_VERSIONS.find((version) => offered.includes(version)) ?? null;
}

function bearerToken(frame: StompFrame): string | null {
  const header = frame.headers.Authorization ?? frame.headers.authorization ?? '';
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

async function connect(session: StompSession, frame: StompFrame): Promise<void> {
  if (session.user) return session.error('Already connected', 'CONNECT was sent twice.', frame);
  const version = negotiateVersion(frame.headers['accept-version']);
  if (!version) {
    const supported = [...SUPPORTED_VERSIONS].reverse().join(',');
    return session.error(
      'Unsupported protocol version',
      `Supported protocol versions are ${supported}`,
      frame,
      {
        version: supported,
      },
    );
  }
  session.version = version;
  const heartBeat = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(frame.headers['heart-beat'] ?? '0,0');
  if (!heartBeat) return session.error('Malformed heart-beat', 'Expected "heart-beat: cx,cy".', frame);
  const token = bearerToken(frame);
  const db = await getDb();
  const user = userForToken(db, 'access', token);
  if (!user) {
    const detail = token
      ? 'Session expired. Please login again.'
      : 'A CONNECT header "Authorization: Bearer <token>" is required.';
    return session.error('Unauthorized', detail, frame);
  }
  session.user = { id: user.id, username: user.username };
  // heart-beat cx,cy from the client: it can send every cx ms, wants to hear every cy ms (0: not at all).
  const [clientSends, clientWants] = [Number(heartBeat[1]), Number(heartBeat[2])];
  const interval = brokerConfig().heartbeatMs;
  const serverSends = version !== '1.0' && clientWants > 0 ? interval : 0;
  const serverWants = version !== '1.0' && clientSends > 0 ? interval : 0;
  session.sendFrame({
    command: 'CONNECTED',
    headers: {
      version,
      'heart-beat': `${serverSends},${serverWants}`,
      server: 'ozel-ders-mock/1.0',
      session: session.id,
      'user-name': user.username,
    },
    body: '',
  });
  if (serverSends > 0) session.startHeartbeat(Math.max(serverSends, clientWants));
}

/** Sends ERROR (and closes) for `request`; returns false, for the command functions below. */
function refuse(session: StompSession, request: StompFrame, message: string, detail: string): false {
  session.error(message, detail, request);
  return false;
}

function subscribe(session: StompSession, frame: StompFrame, userId: number): boolean {
  const { destination } = frame.headers;
  if (!destination) return refuse(session, frame, 'Missing destination', 'SUBSCRIBE needs a destination.');
  // STOMP 1.0 made the id optional; the destination then names the subscription.
  const id = frame.headers.id ?? (session.version === '1.0' ? destination : undefined);
  if (id === undefined) return refuse(session, frame, 'Missing id', 'SUBSCRIBE needs an id header.');
  if (session.subscriptions.has(id))
    return refuse(session, frame, 'Duplicate subscription', `The id "${id}" is already in use.`);
  const owner = (NOTIFICATIONS.exec(destination) ?? CHAT_ROOMS.exec(destination))?.[1];
  if (owner !== undefined && owner !== String(userId))
    return refuse(
      session,
      frame,
      'Access denied',
      `Only this user's own ${destination.replace(/[^/]+$/, '')}${userId}.`,
    );
  if (owner === undefined && destination !== MESSAGES_TOPIC && destination !== SEND_ERRORS)
    console.warn(`[mock-stomp] nothing is ever published on ${destination}`);
  session.subscriptions.set(id, destination);
  garbleSubscription(session, id, destination);
  return true;
}

function unsubscribe(session: StompSession, frame: StompFrame): boolean {
  const { id, destination } = frame.headers;
  if (id !== undefined) {
    session.subscriptions.delete(id);
    return true;
  }
  if (session.version !== '1.0' || destination === undefined)
    return refuse(session, frame, 'Missing id', 'UNSUBSCRIBE needs an id header.');
  for (const [key, value] of session.subscriptions)
    if (value === destination) session.subscriptions.delete(key);
  return true;
}

/**
 * A refused message. A session that listens on /user/queue/errors hears it there, with the message's clientId,
 * and stays connected: one bad message must not cut the socket the whole app shares (notifications, other
 * rooms). A session that does not listen gets STOMP's ERROR-and-close.
 */
function refuseMessage(
  session: StompSession,
  frame: StompFrame,
  answer: { clientId: string | null; status: number; message: string; detail: string },
): false {
  const subscriptions = [...session.subscriptions].filter(([, destination]) => destination === SEND_ERRORS);
  if (subscriptions.length === 0) return refuse(session, frame, answer.message, answer.detail);
  const body: ChatSendError = { clientId: answer.clientId, message: answer.message, status: answer.status };
  for (const [subscription] of subscriptions) {
    session.sendFrame({
      command: 'MESSAGE',
      headers: {
        destination: SEND_ERRORS,
        subscription,
        'message-id': `mock-refused-${++refusedCount}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
  }
  return false;
}

/** The clientId of a SEND body that may not be valid at all (for the refusal). */
function clientIdOf(json: unknown): string | null {
  const value = (json as { clientId?: unknown } | null)?.clientId;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * SEND to /app/send: the message is stored through the chat service, which raises everything else. A first
 * message to someone (chatRoomId 0 with receiverUsername) lands in the private room of the two. A message
 * whose clientId the sender used before is stored once: the repeat only delivers the stored copy to the
 * sender again (their first echo may have been lost with the connection).
 */
async function send(session: StompSession, frame: StompFrame, userId: number): Promise<boolean> {
  let clientId: string | null = null;
  const fail = (message: string, detail: string, status = 400) =>
    refuseMessage(session, frame, { clientId, status, message, detail });
  if (frame.headers.destination !== SEND_DESTINATION)
    return refuse(
      session,
      frame,
      'Unknown destination',
      `Messages are sent to ${SEND_DESTINATION}, not ${frame.headers.destination}.`,
    );
  let json: unknown;
  try {
    json = JSON.parse(frame.body);
  } catch {
    return fail('Invalid message', 'The body is not JSON.');
  }
  clientId = clientIdOf(json);
  const parsed = sendMessageSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail('Invalid message', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const { senderUsername, receiverUsername, chatRoomType } = parsed.data;
  // The product's one text rule (control characters and bidi overrides out), as the client applies it.
  const content = normaliseUserText(parsed.data.content, { multiline: true });
  // One writer among the browser tabs that share the mock db: a message sent in each of two tabs at the same
  // moment is stored after the other, never over it or under the same id.
  return transact(async (db) => {
    const user = findUserById(db, userId);
    if (!user) return refuse(session, frame, 'Unauthorized', 'The account no longer exists.');
    if (normalizeUsername(senderUsername) !== user.username)
      return fail('Invalid message', `senderUsername "${senderUsername}" is not the signed-in user.`, 403);
    if (content.trim() === '') return fail('Invalid message', 'content is blank.');
    let { chatRoomId } = parsed.data;
    // chatRoomId 0 starts a conversation: the private room of the sender and receiverUsername, found or created.
    if (chatRoomId === NEW_CONVERSATION) {
      if (chatRoomType !== 'PRIVATE')
        return fail('Invalid message', 'A new conversation (chatRoomId 0) is a PRIVATE room.');
      if (!receiverUsername)
        return fail(
          'Invalid message',
          'receiverUsername is required with chatRoomId 0 (a new conversation).',
        );
      const receiver = findUserByUsername(db, receiverUsername);
      if (!receiver) return fail('Unknown receiver', `There is no user "${receiverUsername}".`, 404);
      if (receiver.id === user.id)
        return fail('Invalid message', 'A conversation needs a receiver other than the sender.');
      const refusal = blockRefusal(db, user.id, receiver.id);
      if (refusal)
        return fail(refusal, `A block stands between ${user.username} and ${receiver.username}.`, 403);
      chatRoomId = (await privateRoomOf(db, user.id, receiver.id)).id;
    }
    if (!db.chatRooms.findFirst((q) => q.where({ id: chatRoomId })))
      return fail('Unknown chat room', `There is no chat room ${chatRoomId}.`, 404);
    if (!isMember(db, chatRoomId, user.id))
      return fail('Access denied', `${user.username} is not a member of chat room ${chatRoomId}.`, 403);
    const other = privateCounterpart(db, chatRoomId, user.id);
    const refusal = other === null ? null : blockRefusal(db, user.id, other);
    if (refusal) return fail(refusal, `A block stands in private chat room ${chatRoomId}.`, 403);
    const early = earlyContactRefusal(db, user.id, chatRoomId, content);
    if (early) return fail(early, `Contact details before an approved request in room ${chatRoomId}.`, 400);
    const stored = messageByClientId(db, user.id, clientId);
    if (stored) {
      deliverEvent({ kind: 'message', message: toChatMessage(db, stored), memberIds: [user.id] });
      return true;
    }
    const message = await postMessage(db, { chatRoomId, senderId: user.id, content, clientId });
    scheduleCounterpartReply(db, message);
    return true;
  });
}

/** The other member of a private room, or null for a group (blocks stop private messages only). */
function privateCounterpart(db: Db, chatRoomId: number, userId: number): number | null {
  const room = db.chatRooms.findFirst((q) => q.where({ id: chatRoomId }));
  if (room?.type !== 'PRIVATE') return null;
  return membersOf(db, chatRoomId).find((id) => id !== userId) ?? null;
}

/** The Turkish refusal for a phone number or an e-mail address sent before an approved request, else null. */
function earlyContactRefusal(db: Db, senderId: number, chatRoomId: number, content: string): string | null {
  try {
    refuseEarlyContact(
      db,
      senderId,
      membersOf(db, chatRoomId).filter((id) => id !== senderId),
      content,
    );
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

/** The Turkish refusal while either person blocks the other (the room stays readable), else null. */
function blockRefusal(db: Db, senderId: number, otherId: number): string | null {
  try {
    refuseIfBlocked(db, senderId, otherId, 'message');
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
}

function disconnect(session: StompSession, frame: StompFrame): void {
  const { receipt } = frame.headers;
  if (receipt !== undefined)
    session.sendFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  // The client closes the socket once it has the receipt; nothing is delivered to it any more.
  session.subscriptions.clear();
  session.user = null;
  session.ended = true;
}

export async function handleStompFrame(session: StompSession, frame: StompFrame): Promise<void> {
  if (frame.command === 'CONNECT' || frame.command === 'STOMP') return connect(session, frame);
  if (frame.command === 'DISCONNECT') return disconnect(session, frame);
  const userId = session.user?.id;
  if (userId === undefined) return session.error('Not connected', `${frame.command} before CONNECT.`, frame);
  let ok: boolean;
  switch (frame.command) {
    case 'SUBSCRIBE':
      ok = subscribe(session, frame, userId);
      break;
    case 'UNSUBSCRIBE':
      ok = unsubscribe(session, frame);
      break;
    case 'SEND':
      ok = await send(session, frame, userId);
      break;
    case 'ACK':
    case 'NACK':
      ok = true; // every subscription is ack:auto here
      break;
    default:
      return session.error(
        'Unsupported command',
        `The mock broker does not support ${frame.command}.`,
        frame,
      );
  }
  const { receipt } = frame.headers;
  if (ok && receipt !== undefined && !session.closed)
    session.sendFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
}
