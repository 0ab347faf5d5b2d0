import { type FormEvent, useCallback } from 'react';
import { useActionLock } from '@/hooks/use-action-lock';

type SubmitHandler = (event: FormEvent<HTMLFormElement>) => Promise<void> | void;

/**
 * One submit, one request: a form is locked from its first submit until its handler has finished and its
 * call (`busy`) is no longer running. It is the form's use of the one action lock (`useActionLock`, shared with
 * the buttons and confirmations that call the server): taken synchronously, because a second Enter or click can
 * arrive before React re-renders with `busy` (and the button with `disabled`), and released only in an effect
 * after a render that follows the handler, once `busy` is false: a call the handler started keeps the lock
 * until its answer, and a handler that stopped at validation frees it.
 * `done` keeps it after a success: the screen is moving on, or there is nothing new to send.
 * `busy` is a prop from the form, and the render that follows the handler may be this hook's alone, with the
 * form's `busy` not yet updated for a call the handler has just started: a handler that starts a call should
 * therefore await it (`mutateAsync`), so the lock holds until the answer whatever `busy` says in between.
 */
export function useSubmitLock(busy: boolean, done = false) {
  const { run } = useActionLock(busy || done);

  return useCallback(
    (handler: SubmitHandler) => async (event: FormEvent<HTMLFormElement>) => {
      const submitted = run(() => handler(event));
      // The browser must not send the form on its own either.
      if (submitted === null) event.preventDefault();
      else await submitted;
    },
    [run],
  );
}
