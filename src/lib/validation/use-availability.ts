import { useCheckEmail, useCheckPhone, useCheckUsername } from '@/generated/api/user/user';
import { normalisePhone } from './phone';
import { type AvailabilityKind, type AvailabilityStatus, isCheckable } from './availability';
import { useDebouncedValue } from './use-debounced-value';

// A known answer stays true for the visit; a failed check is not retried, it simply counts as taken.
const queryOptions = (enabled: boolean) => ({ enabled, retry: false, staleTime: 60_000 });

/**
 * Unchecked, checking, available or taken. "Checking" starts with the keystroke, not with
 * the request, so the 500 ms wait already holds the submit button (an answer about an older value must not
 * count for the new one). Pass '' to leave a field unchecked (e.g. a phone that has not changed).
 */
export function useAvailability(kind: AvailabilityKind, rawValue: string): AvailabilityStatus {
  // The phone is asked about as it is stored ('+90 532 123 45 67' → '05321234567'), not as the field shows it.
  const value = kind === 'email' ? rawValue.trim() : kind === 'phone' ? normalisePhone(rawValue) : rawValue;
  const settled = useDebouncedValue(value);
  const checkable = isCheckable(kind, value);
  const ready = checkable && settled === value;

  const username = useCheckUsername(
    { username: settled },
    { query: queryOptions(ready && kind === 'userName') },
  );
  const email = useCheckEmail({ email: settled }, { query: queryOptions(ready && kind === 'email') });
  const phone = useCheckPhone({ phone: settled }, { query: queryOptions(ready && kind === 'phone') });
  const query = { userName: username, email, phone }[kind];

  if (!checkable) return 'unchecked';
  if (!ready || query.isPending) return 'checking';
  if (query.isError) return 'taken';
  return query.data.data === true ? 'available' : 'taken';
}
