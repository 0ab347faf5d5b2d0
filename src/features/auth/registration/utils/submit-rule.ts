import type { AvailabilityStatus } from '@/lib/validation/availability';
import { isWellFormedEmail } from '@/lib/validation/normalise';
import { normalisePhone } from '@/lib/validation/phone';

interface SubmitState {
  saving: boolean;
  userName: string;
  email: string;
  phone: string;
  status: { userName: AvailabilityStatus; email: AvailabilityStatus; phone: AvailabilityStatus };
}

/**
 * To the letter: disabled while saving, or while a username of 3 or more characters, a
 * well-formed e-mail, or a phone of 10 or more digits (as stored: '+90 532…' counts as '0532…') is still
 * being checked.
 */
export function isSubmitDisabled({ saving, userName, email, phone, status }: SubmitState): boolean {
  if (saving) return true;
  if (userName.length >= 3 && status.userName === 'checking') return true;
  if (isWellFormedEmail(email) && status.email === 'checking') return true;
  return normalisePhone(phone).length >= 10 && status.phone === 'checking';
}
