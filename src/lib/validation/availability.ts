import { isWellFormedEmail } from './normalise';
import { PHONE_PATTERN } from './phone';
import { isUsername } from './username';

/** Each availability check goes unchecked, checking, available or taken. */
export type AvailabilityStatus = 'unchecked' | 'checking' | 'available' | 'taken';

export type AvailabilityKind = 'userName' | 'email' | 'phone';

/**
 * Username from 3 characters, and only one that keeps the username rule (the server is never asked about a
 * value it would refuse); e-mail once well-formed, a phone once it is a whole number (normalised: '05321234567').
 */
export function isCheckable(kind: AvailabilityKind, value: string): boolean {
  if (kind === 'userName') return isUsername(value);
  if (kind === 'email') return isWellFormedEmail(value);
  return PHONE_PATTERN.test(value);
}

/**
 * What a field says about its availability check: a helper line or an error, both namespaced i18n keys
 * (`register:` holds the wording, shared by registration and settings).
 */
export function availabilityNote(
  kind: AvailabilityKind,
  status: AvailabilityStatus,
): { helperKey?: string; errorKey?: string } {
  if (status === 'checking') return { helperKey: 'register:availability.checking' };
  if (status === 'available') return { helperKey: `register:availability.${kind}Available` };
  if (status === 'taken') return { errorKey: `register:availability.${kind}Taken` };
  return {};
}
