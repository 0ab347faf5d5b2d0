/*
 * The mock database's public face, for handlers, scenarios, the mock STOMP broker, the standalone server and
 * tests. See mocks/README.md for the demo accounts and fixed codes.
 */
export {
  getDb,
  resetDb,
  snapshotDb,
  nextId,
  configureDbPersistence,
  configureSeedSize,
  transact,
  DB_VERSION,
  type ResetOptions,
} from './store';
export { buildSeed, DEFAULT_SEED, type SeedOptions } from './seed';
export { emptyDbData, COLLECTION_NAMES, type Db, type DbData, type CollectionName } from './collections';
export { memoryPersistence, indexedDbPersistence, type DbPersistence, type DbSnapshot } from './persistence';
export { onDbEvent, type DbEventMap } from './events';
export { DomainError } from './errors';
export {
  SESSION_LIFETIME,
  REFRESH_COOKIE,
  expireAccessTokens,
  issueAccessToken,
  userForToken,
} from './services/auth';
export * from './demo';
export type * from './schema';

// Operations and views the mock STOMP broker and scenarios reuse, so a message or a notification made there
// looks exactly like one made over HTTP.
export {
  postMessage,
  markRoomRead,
  privateRoomOf,
  roomsOf,
  membersOf,
  isMember,
  unreadCount,
} from './services/chat';
export { notify } from './services/notifications';
export { findUserById, findUserByUsername } from './services/users';
export { toChatMessage, toChatSummary } from './views/chat';
export { toNotification } from './views/requests';
