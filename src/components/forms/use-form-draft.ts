import { useEffect } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import type { SessionDraft } from '@/hooks/use-session-draft';

// Form code, apart from useSessionDraft (which the chat composer uses without a form): the session drafts are
// shared by enough screens to go into the chunk every screen loads, and react-hook-form must not come with them.

/**
 * A react-hook-form form kept as a draft: every change is stored at once (an expiry can come with the next
 * click), and the answer says whether the form holds anything unsaved, for a dialog that asks before closing.
 * Create the form with `defaultValues: draft.start`.
 */
export function useFormDraft<T extends FieldValues, Context, Output>(
  control: Control<T, Context, Output>,
  draft: SessionDraft<T>,
): boolean {
  const values = useWatch({ control }) as T;
  const { save, isChanged } = draft;
  useEffect(() => {
    save(values);
  }, [save, values]);
  return isChanged(values);
}
