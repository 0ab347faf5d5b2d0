import { createRequire } from 'node:module';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import type SockJSClient from 'sockjs-client';
import {
  publishDestinations,
  subscribeDestinations,
  type SubscribeChannel,
} from '../../src/generated/realtime/channels.ts';
import type { CheckResult } from './run-contract.ts';
import type { Session } from './session.ts';
import { firstViolation } from './validate.ts';

/*
 * `--stomp`: the socket side of the contract (asyncapi.yaml). Each signed-in session connects to the SockJS
 * endpoint as the app does (the bearer token in the CONNECT headers), subscribes to every receive destination
 * of the channel map (src/generated/realtime) for its user, and every MESSAGE frame that arrives is held against
 * the channel's generated schema: one result per frame, naming the destination, the frame (trimmed) and the
 * first violation. The Node build of sockjs-client is loaded on purpose (vitest would hand over the browser one).
 * Plain Node runs this file (type stripping), so its imports carry `.ts` and avoid the `@/` alias.
 */

const SockJS = createRequire(import.meta.url)('sockjs-client') as typeof SockJSClient;

/** The operationId of the connect result; a FAIL there means the socket could not be reached (exit 2). */
export const STOMP_CONNECT = 'CONNECT';
const FRAME_TEXT_MAX = 120;

export interface ReceivedFrame {
  channel: SubscribeChannel;
  destination: string;
  body: string;
  /** The parsed JSON, or undefined when the body is not JSON. */
  json: unknown;
  violation: string | null;
}

export interface StompProbe {
  session: Session;
  /** Every MESSAGE frame received so far, in order. */
  frames: ReceivedFrame[];
  /** Publishes to /app/send (the contract's send operation). */
  send: (message: Record<string, unknown>) => void;
  /** Resolves with the first frame (already received or to come) that `matches`, or null after `timeoutMs`. */
  waitFor: (matches: (frame: ReceivedFrame) => boolean, timeoutMs: number) => Promise<ReceivedFrame | null>;
  /** One result per frame received. */
  results: () => CheckResult[];
  close: () => Promise<void>;
}

export class StompConnectError extends Error {}

export interface StompOptions {
  /** Defaults to `/ws` next to the API (asyncapi.yaml, servers.api.pathname). */
  wsUrl?: string;
  timeoutMs?: number;
}

const trim = (text: string) => (text.length > FRAME_TEXT_MAX ? `${text.slice(0, FRAME_TEXT_MAX)}…` : text);

function destinationsFor(session: Session): Array<[SubscribeChannel, string]> {
  return (Object.keys(subscribeDestinations) as SubscribeChannel[]).map((channel) => {
    const entry = subscribeDestinations[channel];
    return [channel, entry.destination({ userId: session.user.id } as never)];
  });
}

/** Connects a session and subscribes to every destination; throws StompConnectError when it cannot. */
export async function openStompProbe(session: Session, options: StompOptions = {}): Promise<StompProbe> {
  const timeoutMs = options.timeoutMs ?? session.timeoutMs;
  const wsUrl = options.wsUrl ?? `${session.baseUrl.replace(/\/+$/, '')}/ws`;
  const frames: ReceivedFrame[] = [];
  const waiters = new Set<{
    matches: (frame: ReceivedFrame) => boolean;
    resolve: (frame: ReceivedFrame) => void;
  }>();
  const client = new Client({
    webSocketFactory: () => new SockJS(wsUrl),
    connectHeaders: { Authorization: `Bearer ${session.accessToken}` },
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
  });
  const connected = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new StompConnectError(`no CONNECTED within ${timeoutMs} ms`)),
      timeoutMs,
    );
    client.onConnect = () => {
      clearTimeout(timer);
      resolve();
    };
    client.onStompError = (frame: IFrame) => {
      clearTimeout(timer);
      reject(new StompConnectError(`ERROR frame: ${frame.headers.message ?? trim(frame.body)}`));
    };
    client.onWebSocketClose = (event: { code?: number }) => {
      clearTimeout(timer);
      reject(new StompConnectError(`the socket closed (${event.code ?? '?'}) before CONNECTED`));
    };
  });
  client.activate();
  try {
    await connected;
  } catch (error) {
    await client.deactivate();
    throw error;
  }
  client.onWebSocketClose = () => {};

  let receipt = 0;
  for (const [channel, destination] of destinationsFor(session)) {
    receipt += 1;
    const id = `contract-${session.user.id}-${receipt}`;
    const confirmed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      client.watchForReceipt(id, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    client.subscribe(
      destination,
      (message: IMessage) => {
        let json: unknown;
        let violation: string | null;
        try {
          json = JSON.parse(message.body);
          violation = firstViolation(subscribeDestinations[channel].schema, json);
        } catch {
          json = undefined;
          violation = '(root): the body is not JSON';
        }
        const frame = {
          channel,
          destination: message.headers.destination ?? destination,
          body: message.body,
          json,
          violation,
        };
        frames.push(frame);
        for (const waiter of [...waiters]) {
          if (!waiter.matches(frame)) continue;
          waiters.delete(waiter);
          waiter.resolve(frame);
        }
      },
      { receipt: id },
    );
    // Frames of two sockets, or of a socket and an HTTP call, have no order without the broker's RECEIPT.
    if (!(await confirmed)) {
      await client.deactivate();
      throw new StompConnectError(`no RECEIPT for the subscription to ${destination} within ${timeoutMs} ms`);
    }
  }

  return {
    session,
    frames,
    send(message) {
      client.publish({
        destination: publishDestinations.send.destination({}),
        body: JSON.stringify(message),
      });
    },
    waitFor(matches, waitMs) {
      const found = frames.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => {
        const waiter = {
          matches,
          resolve: (frame: ReceivedFrame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(null);
        }, waitMs);
        waiters.add(waiter);
      });
    },
    results: () =>
      frames.map((frame) => ({
        suite: 'stomp',
        operationId: frame.destination,
        group: `stomp ${session.user.username}`,
        step: `${subscribeDestinations[frame.channel].operation} on ${frame.destination}`,
        method: 'MESSAGE',
        target: frame.destination,
        outcome: frame.violation ? 'FAIL' : 'PASS',
        detail: frame.violation ? `${frame.violation} in ${trim(frame.body)}` : '',
      })),
    close: () => client.deactivate(),
  };
}

export interface StompCheckOptions extends StompOptions {
  sessions: Session[];
  /**
   * What to do while connected (the write journeys send their chat message here); without it, the probes
   * listen for `listenMs` and report what came.
   */
  during?: (probes: StompProbe[]) => Promise<CheckResult[]>;
  listenMs?: number;
}

/** One person's CONNECT and subscriptions, as a result row (the STOMP checks and the write journeys). */
export function connectResult(
  session: Session,
  outcome: CheckResult['outcome'],
  detail: string,
): CheckResult {
  return {
    suite: 'stomp',
    operationId: STOMP_CONNECT,
    group: `stomp ${session.user.username}`,
    step: `${session.user.username} connects and subscribes`,
    method: 'CONNECT',
    target: '/ws',
    outcome,
    detail,
  };
}

/**
 * Connects every session, runs `during`, then reports: one CONNECT result per session (FAIL 'cannot connect: …'
 * when the socket was not reached: the CLI's exit 2, see stompCannotConnect), what `during` reported, and one
 * result per frame received.
 */
export async function runStompChecks(options: StompCheckOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const probes: StompProbe[] = [];
  try {
    for (const session of options.sessions) {
      try {
        probes.push(await openStompProbe(session, options));
        results.push(connectResult(session, 'PASS', ''));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push(connectResult(session, 'FAIL', `cannot connect: ${message}`));
      }
    }
    if (probes.length === options.sessions.length) {
      if (options.during) results.push(...(await options.during(probes)));
      else if (options.listenMs) await probes[0]?.waitFor(() => false, options.listenMs);
    }
  } finally {
    await Promise.all(probes.map((probe) => probe.close()));
  }
  for (const probe of probes) results.push(...probe.results());
  return results;
}

/** True when a session could not connect at all (the CLI exits 2, not 1). */
export function stompCannotConnect(results: CheckResult[]): boolean {
  return results.some(
    (result) =>
      result.operationId === STOMP_CONNECT &&
      result.outcome === 'FAIL' &&
      result.detail.startsWith('cannot connect'),
  );
}
