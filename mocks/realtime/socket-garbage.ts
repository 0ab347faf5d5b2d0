import { isSocketGarbled } from '../scenarios/state';
import type { StompSession } from './session';

/*
 * The `socket-garbage` scenario (parse errors and socket protocol errors are ignored or logged): every new
 * subscription gets a body that is not JSON and one that breaks the contract, and shortly
 * after the session's last SUBSCRIBE an ERROR frame ends the connection (the client reconnects in 5 s, and
 * it starts again).
 */

const ERROR_AFTER_MS = 250;
const pendingErrors = new WeakMap<StompSession, ReturnType<typeof setTimeout>>();

/** Sends the garbage on a subscription just made, if the scenario is on; true when it did. */
export function garbleSubscription(
  session: StompSession,
  subscription: string,
  destination: string,
): boolean {
  if (!isSocketGarbled()) return false;
  const headers = { destination, subscription, 'content-type': 'application/json' };
  session.sendFrame({
    command: 'MESSAGE',
    headers: { ...headers, 'message-id': 'garbage-1' },
    body: '{"id": 1, "type": "CHAT",',
  });
  session.sendFrame({
    command: 'MESSAGE',
    headers: { ...headers, 'message-id': 'garbage-2' },
    body: JSON.stringify({ id: 'not-a-number', chatRoomId: null, type: 42, content: ['not', 'text'] }),
  });
  clearTimeout(pendingErrors.get(session));
  pendingErrors.set(
    session,
    setTimeout(() => {
      if (!session.closed)
        session.error('Simulated protocol error', 'The socket-garbage scenario is active.');
    }, ERROR_AFTER_MS),
  );
  return true;
}
