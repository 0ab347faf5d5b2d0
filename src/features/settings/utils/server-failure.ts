import { isApiError } from '@/lib/api/api-error';

/**
 * How a failed settings call is shown. A refusal about what was typed (400, or a success:false answer) belongs
 * on the field it concerns, in the server's words when it gave any; anything else (no connection, a server
 * error) is a message for the whole form.
 */
export interface SettingsFailure {
  /** The server's own words, when it sent any. */
  serverMessage?: string;
  /** True when the server refused the input rather than failing to answer. */
  refused: boolean;
}

export function settingsFailure(error: unknown): SettingsFailure {
  if (!isApiError(error)) return { refused: false };
  const refused = error.kind === 'rejected' || (error.kind === 'http' && error.status === 400);
  return { serverMessage: error.serverMessage, refused };
}
