import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => Promise<void> | void;

/**
 * One submit, one request: a form is locked from its first submit until its handler has finished and its
 * call (`busy`) is no longer running. The lock is a ref, set synchronously, because a second Enter or click can
 * arrive before React re-renders with `busy` (and the button with `disabled`). It is released only in an
 * effect after a render that follows the handler: that render reads `busy` from the mutation itself, so a
 * call the handler started keeps the lock until its answer, and a handler that stopped at validation frees it.
 * `done` keeps it after a success: the screen is moving on, or there is nothing new to send.
 * `busy` is a prop from the form, and the render that follows the handler may be this hook's alone, with the
 * form's `busy` not yet updated for a call the handler has just started: a handler that starts a call should
 * therefore await it (`mutateAsync`), so the lock holds until the answer whatever `busy` says in between.
 */
export function useSubmitLock(busy: boolean, done = false) {
  const locked = useRef(false);
  const running = useRef(false);
  const [settled, setSettled] = useState(0);

  useEffect(() => {
    if (!running.current && !busy && !done) locked.current = false;
  }, [busy, done, settled]);

  return useCallback(
    (handler: SubmitHandler) => async (event: FormEvent<HTMLFormElement>) => {
      if (locked.current) {
        // The browser must not send the form on its own either.
        event.preventDefault();
        return;
      }
      locked.current = true;
      running.current = true;
      try {
        await handler(event);
      } finally {
        running.current = false;
        setSettled((count) => count + 1);
      }
    },
    [],
  );
}
