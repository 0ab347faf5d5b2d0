import { useTranslation } from 'react-i18next';
import { isApiError } from './api-error';

/**
 * What kind of failure a screen has to explain:
 * - refused: the server answered and said no to what was sent (success: false, or a 4xx), so the input is
 *   at fault and belongs on the form or the field;
 * - network: no answer at all;
 * - malformed: an answer that could not be read;
 * - failed: anything else (a server error, an expired session, a bug in our code).
 */
export type FailureKind = 'refused' | 'network' | 'malformed' | 'failed';

export interface ScreenFailure {
  kind: FailureKind;
  /** The server's own words (its message, or the data text), when it sent any. */
  serverMessage?: string;
}

export function screenFailure(error: unknown): ScreenFailure {
  if (!isApiError(error)) return { kind: 'failed' };
  const { serverMessage } = error;
  if (error.kind === 'network') return { kind: 'network', serverMessage };
  if (error.kind === 'malformed') return { kind: 'malformed', serverMessage };
  const refused =
    error.kind === 'rejected' || (error.kind === 'http' && error.status >= 400 && error.status < 500);
  return { kind: refused ? 'refused' : 'failed', serverMessage };
}

/**
 * The text a screen shows for a failed call: the server's words when it sent any, otherwise the screen's own
 * text for the kind of failure, `failed` standing in for every kind the screen does not name.
 */
export function failureText(
  error: unknown,
  texts: { failed: string } & Partial<Record<FailureKind, string>>,
): string {
  const { kind, serverMessage } = screenFailure(error);
  return serverMessage ?? texts[kind] ?? texts.failed;
}

/**
 * Why a section could not load, for every screen that shows a load failure: a server error says the server
 * failed, only a missing answer asks the person to check their connection, and an unreadable answer says so.
 */
export function useLoadFailureText(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error) =>
    failureText(error, {
      failed: t('loadFailure.failed'),
      network: t('loadFailure.network'),
      malformed: t('loadFailure.malformed'),
    });
}
