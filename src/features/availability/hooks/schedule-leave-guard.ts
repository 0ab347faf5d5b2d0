import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Unsaved schedule changes are not lost by leaving: a link to another page waits for the discard question
 * (the app's DiscardChangesDialog), and closing or reloading the tab gets the browser's own question. The
 * schedule is a whole week of selects, not a text a session draft could hold, so it asks instead of keeping.
 */
export function useScheduleLeaveGuard(unsaved: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    open: blocker.state === 'blocked',
    onKeep: () => blocker.reset?.(),
    onDiscard: () => blocker.proceed?.(),
  };
}
