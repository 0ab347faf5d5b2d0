/*
 * The mock STOMP broker over SockJS at /ws, for the browser worker and the vitest server (mocks/handlers puts
 * `realtimeHandlers` first in the one handler list) and, through `acceptStompTransport`, for the standalone
 * server's sockjs endpoint. See README.md in this folder for what it does.
 */
import { closeAllSessions } from './registry';
import { cancelCounterpartReplies } from './counterpart';
import { CLOSE_NORMAL, openSession, type StompTransport } from './session';
import { handleStompFrame } from './stomp-commands';

export { realtimeHandlers } from './handlers';
export { configureMockBroker, type MockBrokerConfig } from './broker-config';
export { cancelCounterpartReplies, pendingCounterpartReplies } from './counterpart';
export { counterpartReply } from './counterpart-replies';
export { liveSessions } from './registry';
export { deliverEvent, MESSAGES_TOPIC, notificationsTopic, setTabRelayChannel } from './routing';
export { TAB_RELAY_CHANNEL, type BrokerEvent } from './tab-relay';
export type { StompTransport } from './session';
export { encodeStompFrame, parseStompFrames, type StompFrame, type StompVersion } from './stomp-frame';

/** Closes every open session and drops pending counterpart answers (for tests; settings stay). */
export function resetMockBroker(): void {
  cancelCounterpartReplies();
  closeAllSessions(CLOSE_NORMAL.code, CLOSE_NORMAL.reason);
}

/** Runs the broker on a connection that another transport carries (the standalone server's sockjs endpoint). */
export function acceptStompTransport(transport: StompTransport): void {
  openSession(transport, handleStompFrame);
}
