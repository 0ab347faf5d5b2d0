import { http, HttpResponse, ws } from 'msw';
import { isSocketDown, onScenarioChange } from '../scenarios/state';
import { closeAllSessions } from './registry';
import { startEventRouting } from './routing';
import { CLOSE_GOING_AWAY, openSession } from './session';
import { sockjsClose, sockjsInfo, sockjsTransport } from './sockjs';
import { handleStompFrame } from './stomp-commands';

/*
 * The mock STOMP broker's MSW handlers: SockJS's `GET /ws/info` and its websocket transport
 * (`/ws/<server>/<session>/websocket`). The link is created once per module: every `ws.link()` registers a
 * listener on MSW's shared BroadcastChannel.
 *
 * MSW runs *every* matching WebSocket handler on a connection (unlike HTTP, where the first match wins), so a
 * test that installs its own broker with server.use() (tests/support/stomp-test-broker.ts) would get this one
 * answering the same socket too. A SockJS client always asks for /info first, and for HTTP only the first
 * matching handler runs, so this broker takes a socket only when its own /info answer opened that session
 * (a claim, per endpoint, kept for a few seconds); otherwise it leaves the socket to whoever answered /info.
 */

const CLAIM_TTL_MS = 10_000;
const claims = new Map<string, number[]>();

/** The SockJS endpoint a URL belongs to, scheme-free so that http://…/ws/info and ws://…/ws/… agree. */
const endpointOf = (url: URL, suffix: RegExp) => `${url.host}${url.pathname.replace(suffix, '')}`;

function claim(endpoint: string): void {
  const now = Date.now();
  claims.set(endpoint, [...(claims.get(endpoint) ?? []).filter((at) => now - at < CLAIM_TTL_MS), now]);
}

function takeClaim(endpoint: string): boolean {
  const now = Date.now();
  const open = (claims.get(endpoint) ?? []).filter((at) => now - at < CLAIM_TTL_MS);
  const taken = open.shift() !== undefined;
  claims.set(endpoint, open);
  return taken;
}

// Switching to the socket-down scenario drops the open sessions; their clients then retry every 5 s.
onScenarioChange(() => {
  if (isSocketDown()) closeAllSessions(CLOSE_GOING_AWAY.code, CLOSE_GOING_AWAY.reason);
});

const transport = ws.link(/\/ws\/[^/]+\/[^/]+\/websocket$/);

export const realtimeHandlers = [
  // The standalone server (mocks/server.ts) answers /ws itself, before these handlers, with the sockjs package.
  http.get('*/ws/info', ({ request }) => {
    // Socket down: the endpoint is unreachable, and SockJS gives up on this attempt (stompjs retries in 5 s).
    if (isSocketDown()) return HttpResponse.error();
    claim(endpointOf(new URL(request.url), /\/info$/));
    return HttpResponse.json(sockjsInfo(), { headers: { 'Cache-Control': 'no-store' } });
  }),
  transport.addEventListener('connection', ({ client }) => {
    if (!takeClaim(endpointOf(client.url, /\/[^/]+\/[^/]+\/websocket\/?$/))) return;
    if (isSocketDown()) {
      client.send(sockjsClose(CLOSE_GOING_AWAY.code, CLOSE_GOING_AWAY.reason));
      setTimeout(() => client.close(), 0);
      return;
    }
    openSession(sockjsTransport(client), handleStompFrame);
  }),
];

// Domain events are relayed to other tabs even while this tab has no socket open.
startEventRouting();
