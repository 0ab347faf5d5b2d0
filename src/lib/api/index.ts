export {
  ApiError,
  isApiError,
  isEnvelope,
  SESSION_EXPIRED_RESULT,
  type ApiEnvelope,
  type ApiErrorKind,
} from './api-error';
export { envelopeCode, isNotFound } from './not-found';
export { apiClient, provincesClient, type BodyType, type ErrorType } from './mutator';
export { refreshAccessToken } from './refresh-session';
export { onSessionExpired } from './session-events';
export {
  clearAllStorage,
  intentionalSessionEnds,
  notifySessionChanged,
  readAccessToken,
  readPendingUser,
  readSessionExpired,
  readStoredUser,
  removePendingUser,
  removeStoredUser,
  STORAGE_KEYS,
  USER_UPDATED_EVENT,
  writeAccessToken,
  writePendingUser,
  writeStoredUser,
  type PendingUser,
  type SessionStatus,
  type StoredUser,
} from './session-storage';
export { useSession, type Session } from './use-session';
