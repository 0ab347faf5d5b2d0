import { isApiError } from '@/lib/api/api-error';

export type TeacherErrorMessage =
  { kind: 'server'; text: string } | { kind: 'noData' | 'network' | 'malformed' };

/**
 * Spec section 8: success false shows the server message, or 'Veri alınamadı' when there is none; a network
 * or parse error shows its own message (our translated text for that kind of failure, not axios' English).
 */
export function teacherErrorMessage(error: unknown): TeacherErrorMessage {
  if (isApiError(error)) {
    if (error.serverMessage) return { kind: 'server', text: error.serverMessage };
    if (error.kind === 'network') return { kind: 'network' };
    if (error.kind === 'malformed') return { kind: 'malformed' };
  }
  return { kind: 'noData' };
}
