import { createContext } from 'react';
import { connectRealtime, disconnectRealtime } from './realtime-client';

/** How the app shell opens and closes the one socket. */
export interface RealtimeConnector {
  connect: () => Promise<void>;
  disconnect: () => Promise<void>;
}

/** The STOMP client: what the app uses, and the context's default, so the app wires nothing. */
const socketConnector: RealtimeConnector = {
  connect: connectRealtime,
  disconnect: disconnectRealtime,
};

/**
 * The seam through which a host decides whether the shell's socket opens: the test harness provides a no-op
 * connector for tests that do not exercise the socket (`renderApp({ realtime: false })`). Only the opening is
 * injected; subscriptions and publishing stay on the client, so a test can still open the socket itself.
 */
export const RealtimeConnectorContext = createContext<RealtimeConnector>(socketConnector);
