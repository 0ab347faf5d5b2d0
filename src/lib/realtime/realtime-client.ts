import type { Client, StompSubscription } from '@stomp/stompjs';
import type { z } from 'zod';
import type * as ChannelTable from '../../generated/realtime/channels';
import type {
  NoParams,
  PublishChannel,
  PublishParams,
  PublishPayload,
  SubscribeChannel,
  SubscribeParams,
  SubscribePayload,
} from '../../generated/realtime/channels';
import { readAccessToken } from '../api/session-storage';
import {
  HEARTBEAT_MS,
  QUIET_RECONNECT_MS,
  QUIET_RECONNECT_WINDOW_MS,
  realtimeUrl,
  RECONNECT_DELAY_MS,
} from './realtime-config';
import { setRealtimeStatus } from './realtime-status';

/**
 * The one STOMP-over-SockJS connection of the app. Malformed messages and protocol errors are
 * logged and dropped here; nothing in this module throws into React.
 */

interface Listener {
  /** The STOMP destination; known once the channel table has loaded (before the first connect). */
  destination: (channels: Channels) => string;
  deliver: (body: string, channels: Channels) => void;
  stomp: StompSubscription | null;
}

type Channels = typeof ChannelTable;

/** Subscriptions asked for by the app; they outlive connections and are renewed on every connect. */
const listeners = new Set<Listener>();
let client: Client | null = null;
/** The channel table with the payload schemas (zod): loaded with the socket libraries, never for guests. */
let channels: Channels | null = null;
/** Bumped by every connect and disconnect, so a connect still loading its libraries knows it is stale. */
let generation = 0;
let loading: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** Told the `receipt` of a SEND that an ERROR frame answered (the server refused that one message). */
const refusalListeners = new Set<(receipt: string) => void>();

const warn = (message: string, detail?: unknown): void => {
  console.warn(`[realtime] ${message}`, ...(detail === undefined ? [] : [detail]));
};

// Loaded on first connect only: guests never download STOMP, SockJS (and sockjs's unload listener) or the
// payload schemas.
async function loadLibraries() {
  const [stomp, sockjs, channelTable] = await Promise.all([
    import('@stomp/stompjs'),
    import('sockjs-client'),
    import('../../generated/realtime/channels'),
  ]);
  channels = channelTable;
  return { Client: stomp.Client, SockJS: sockjs.default };
}

function attach(stompClient: Client, listener: Listener): void {
  if (channels === null) return;
  const table = channels;
  const destination = listener.destination(table);
  try {
    listener.stomp = stompClient.subscribe(destination, (message) => listener.deliver(message.body, table));
  } catch (error) {
    warn(`could not subscribe to ${destination}`, error);
  }
}

/**
 * Shortens the wait before the next reconnect only. stompjs 7 schedules it from its own `_nextReconnectDelay`
 * (reset to `reconnectDelay` by every successful connect) and offers no public way to set it; without that
 * field (another stompjs) the usual delay simply applies.
 */
function nextReconnectIn(stompClient: Client, ms: number): void {
  const internals = stompClient as unknown as { _nextReconnectDelay?: unknown };
  if (typeof internals._nextReconnectDelay === 'number') internals._nextReconnectDelay = ms;
}

function createClient(libraries: Awaited<ReturnType<typeof loadLibraries>>): Client {
  // An ERROR frame on an open session ends it (STOMP closes the connection after ERROR), but it is the answer
  // to one frame, usually one bad message, not a lost network: the client comes back at once and without the
  // 'disconnected' banner, and only the message it named (receipt-id) fails.
  let wasConnected = false;
  let quiet = false;
  // A server that answers every session with ERROR gets the usual rhythm and banner, not a tight loop.
  let lastQuiet = Number.NEGATIVE_INFINITY;
  const stompClient: Client = new libraries.Client({
    webSocketFactory: () => new libraries.SockJS(realtimeUrl()),
    reconnectDelay: RECONNECT_DELAY_MS,
    heartbeatIncoming: HEARTBEAT_MS,
    heartbeatOutgoing: HEARTBEAT_MS,
    debug: () => {},
    // Read on every (re)connect: the token may have been refreshed since the last one.
    beforeConnect: () => {
      const token = readAccessToken();
      stompClient.connectHeaders = token ? { Authorization: `Bearer ${token}` } : {};
    },
    onConnect: () => {
      if (client !== stompClient) return; // disconnected while the CONNECTED frame was on its way
      wasConnected = true;
      // Subscriptions first: whoever hears 'connected' may publish at once (the chat outbox's queue), and
      // the server must know where the answers go before it handles those frames.
      for (const listener of listeners) attach(stompClient, listener);
      setRealtimeStatus('connected');
    },
    onWebSocketClose: () => {
      for (const listener of listeners) listener.stomp = null;
      const afterError = quiet;
      quiet = false;
      wasConnected = false;
      if (client !== stompClient) return;
      // The quick retry is used once: if it fails too, the usual 5 s rhythm and the banner follow.
      if (afterError) nextReconnectIn(stompClient, QUIET_RECONNECT_MS);
      setRealtimeStatus(afterError ? 'connecting' : 'disconnected');
    },
    onStompError: (frame) => {
      warn(`STOMP error: ${frame.headers.message ?? ''}`, frame.body);
      if (wasConnected && Date.now() - lastQuiet > QUIET_RECONNECT_WINDOW_MS) {
        quiet = true;
        lastQuiet = Date.now();
      }
      const receipt = frame.headers['receipt-id'];
      if (receipt !== undefined) for (const listener of [...refusalListeners]) listener(receipt);
    },
  });
  return stompClient;
}

/** Opens the socket (once; later calls while open are no-ops). Reconnects by itself until disconnected. */
export function connectRealtime(): Promise<void> {
  if (client !== null) return Promise.resolve();
  if (loading !== null) return loading;
  const ticket = ++generation;
  setRealtimeStatus('connecting');
  loading = loadLibraries()
    .then((libraries) => {
      if (ticket !== generation) return;
      client = createClient(libraries);
      client.activate();
    })
    .catch((error: unknown) => {
      if (ticket !== generation) return;
      // A chunk that failed to load (offline, new deploy): try again like a dropped socket would.
      warn('could not load the socket libraries', error);
      setRealtimeStatus('disconnected');
      retryTimer = setTimeout(() => {
        if (ticket === generation) void connectRealtime();
      }, RECONNECT_DELAY_MS);
    })
    .finally(() => {
      if (ticket === generation) loading = null;
    });
  return loading;
}

/** Closes the socket and stops reconnecting. Subscriptions stay registered for the next connect. */
export async function disconnectRealtime(): Promise<void> {
  generation += 1;
  clearTimeout(retryTimer);
  loading = null;
  const current = client;
  client = null;
  for (const listener of listeners) listener.stomp = null;
  setRealtimeStatus('idle');
  await current?.deactivate();
}

/**
 * Tests only (tests/setup.ts, after every test): the socket closed and the status idle, as on a fresh page. The
 * subscriptions stay: the chat outbox subscribes once per module graph and must keep hearing its channels, and
 * a component's subscription ends when the test's clean-up unmounts it.
 */
export async function resetRealtimeForTests(): Promise<void> {
  await disconnectRealtime();
}

// Indexing the generated maps with a generic channel gives a union of entries; these restore the link
// between a channel and its own params and payload types.
interface Entry<Params, Payload, Input = Payload> {
  destination: (params: Params) => string;
  schema: z.ZodType<Payload, Input>;
}
const subscribeEntry = <C extends SubscribeChannel>(table: Channels, channel: C) =>
  table.subscribeDestinations[channel] as unknown as Entry<SubscribeParams<C>, SubscribePayload<C>>;
const publishEntry = <C extends PublishChannel>(table: Channels, channel: C) =>
  table.publishDestinations[channel] as unknown as Entry<PublishParams<C>, unknown, PublishPayload<C>>;

/**
 * Calls `handler` with every valid message on the channel's destination, now or as soon as the socket is up,
 * and again after every reconnect. Returns the unsubscribe function.
 */
export function subscribe<C extends SubscribeChannel>(
  channel: C,
  params: SubscribeParams<C>,
  handler: (payload: SubscribePayload<C>) => void,
): () => void {
  const listener: Listener = {
    destination: (table) => subscribeEntry(table, channel).destination(params),
    stomp: null,
    deliver: (body, table) => {
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        warn(`ignored a message on ${listener.destination(table)} that is not JSON`, body);
        return;
      }
      const parsed = subscribeEntry(table, channel).schema.safeParse(json);
      if (!parsed.success) {
        warn(
          `ignored a message on ${listener.destination(table)} that does not match the contract`,
          parsed.error.issues,
        );
        return;
      }
      try {
        handler(parsed.data);
      } catch (error) {
        console.error(error);
      }
    },
  };
  listeners.add(listener);
  if (client?.connected) attach(client, listener);

  return () => {
    if (!listeners.delete(listener)) return;
    try {
      if (client?.connected) listener.stomp?.unsubscribe();
    } catch (error) {
      warn(`could not unsubscribe from ${channel}`, error);
    }
    listener.stomp = null;
  };
}

type PublishArgs<C extends PublishChannel> =
  NoParams extends PublishParams<C> ? [] : [params: PublishParams<C>];

/**
 * Validates the payload against the contract and sends it. Returns false (and sends nothing) when the payload
 * is invalid or the socket is not connected, so the caller can tell the user the message did not go out.
 */
export function publish<C extends PublishChannel>(
  channel: C,
  payload: PublishPayload<C>,
  ...params: PublishArgs<C>
): boolean {
  return send(channel, payload, params[0], undefined);
}

/**
 * `publish` with a STOMP `receipt` header: an ERROR frame that answers this frame names the receipt, and
 * `onPublishRefused` hears it, so the sender knows which message was refused.
 */
export function publishWithReceipt<C extends PublishChannel>(
  receipt: string,
  channel: C,
  payload: PublishPayload<C>,
  ...params: PublishArgs<C>
): boolean {
  return send(channel, payload, params[0], receipt);
}

/** Calls `listener` with the receipt of every published frame the server answered with an ERROR frame. */
export function onPublishRefused(listener: (receipt: string) => void): () => void {
  refusalListeners.add(listener);
  return () => {
    refusalListeners.delete(listener);
  };
}

function send<C extends PublishChannel>(
  channel: C,
  payload: PublishPayload<C>,
  params: PublishParams<C> | undefined,
  receipt: string | undefined,
): boolean {
  // No channel table means no connect has loaded it yet: the socket is not up either.
  if (channels === null) return false;
  const { destination, schema } = publishEntry(channels, channel);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    warn(`refused to send an invalid payload to ${channel}`, parsed.error.issues);
    return false;
  }
  if (!client?.connected) return false;
  try {
    client.publish({
      destination: destination(params ?? {}),
      body: JSON.stringify(parsed.data),
      headers: { 'content-type': 'application/json', ...(receipt === undefined ? {} : { receipt }) },
    });
    return true;
  } catch (error) {
    warn(`could not send to ${channel}`, error);
    return false;
  }
}
