// Importing this module costs no STOMP or SockJS: the client loads them on the first connect.
export type {
  PublishChannel,
  PublishParams,
  PublishPayload,
  SubscribeChannel,
  SubscribeParams,
  SubscribePayload,
} from '../../generated/realtime/channels';
export { connectRealtime, disconnectRealtime, publish, subscribe } from './realtime-client';
export { RECONNECT_DELAY_MS } from './realtime-config';
export { type RealtimeConnector, RealtimeConnectorContext } from './realtime-connector';
export { getRealtimeStatus, onRealtimeStatusChange, type RealtimeStatus } from './realtime-status';
export { useRealtimeConnection } from './use-realtime-connection';
export { useRealtimeStatus } from './use-realtime-status';
export { useRealtimeSubscription } from './use-realtime-subscription';
