import type { StompFrame } from './stomp-frame';

/*
 * The live STOMP sessions of this page (or of this vitest worker), and delivery to their subscriptions.
 * Every tab has its own registry: another tab's sessions are reached through the tab relay (tab-relay.ts).
 */

export interface SessionUser {
  id: number;
  username: string;
}

export interface BrokerSession {
  readonly id: string;
  /** The authenticated user, once CONNECTED has been sent; null before CONNECT and after DISCONNECT. */
  user: SessionUser | null;
  /** Subscription id → destination, as the client named them. */
  readonly subscriptions: Map<string, string>;
  sendFrame(frame: StompFrame): void;
  /** Ends the SockJS session with `c[code,reason]` and closes the socket. */
  close(code: number, reason: string): void;
}

const sessions = new Set<BrokerSession>();
let messageCounter = 0;

export function addSession(session: BrokerSession): void {
  sessions.add(session);
}

export function removeSession(session: BrokerSession): void {
  sessions.delete(session);
}

export const liveSessions = (): BrokerSession[] => [...sessions];

export const isUserConnected = (userId: number): boolean =>
  [...sessions].some((session) => session.user?.id === userId);

/**
 * Sends `payload` as JSON in a MESSAGE frame to every subscription on `destination` held by a connected
 * session whose user passes `accepts`. Returns how many frames went out.
 */
export function deliver(
  destination: string,
  payload: unknown,
  accepts: (user: SessionUser) => boolean,
): number {
  const body = JSON.stringify(payload);
  let count = 0;
  for (const session of sessions) {
    if (!session.user || !accepts(session.user)) continue;
    for (const [subscription, subscribed] of session.subscriptions) {
      if (subscribed !== destination) continue;
      messageCounter += 1;
      session.sendFrame({
        command: 'MESSAGE',
        headers: {
          destination,
          subscription,
          'message-id': `mock-${messageCounter}`,
          'content-type': 'application/json',
        },
        body,
      });
      count += 1;
    }
  }
  return count;
}

/** Ends every session (the socket-down scenario, or a test's clean-up). */
export function closeAllSessions(code: number, reason: string): void {
  for (const session of [...sessions]) session.close(code, reason);
}
