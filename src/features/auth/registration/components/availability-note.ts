import type { AvailabilityKind } from '../hooks/use-availability';
import type { AvailabilityStatus } from '../utils/submit-rule';

/** What the field says about its availability check: a helper line, or an error key (FormField translates). */
export function availabilityNote(
  kind: AvailabilityKind,
  status: AvailabilityStatus,
): { helperKey?: string; errorKey?: string } {
  if (status === 'checking') return { helperKey: 'availability.checking' };
  if (status === 'available') return { helperKey: `availability.${kind}Available` };
  if (status === 'taken') return { errorKey: `register:availability.${kind}Taken` };
  return {};
}
