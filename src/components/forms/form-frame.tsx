import { Button, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from './form-alert';
import { useSubmitLock } from './use-submit-lock';

/** Where the submit button stands: spinning while the form is sent, locked once it has been (`done`). */
export interface SubmitState {
  busy: boolean;
  done?: boolean;
}

/**
 * The submit state of a form that sends one request (a react-query mutation): busy while it is pending, done once
 * it has succeeded, so a second press sends nothing until the person edits and the mutation is reset.
 */
export const submitStateOf = (request: { isPending: boolean; isSuccess: boolean }): SubmitState => ({
  busy: request.isPending,
  done: request.isSuccess,
});

interface FormFrameProps {
  /** Usually react-hook-form's `handleSubmit(...)`; the browser's own validation stays off (`noValidate`). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  /** A message about the whole form, shown above the fields and announced as an alert. */
  failure?: string | null;
  /** The submit button: its label, the label that replaces it while the form is being sent (`busy`). */
  submit: { label: string; busyLabel: string; disabled?: boolean } & SubmitState;
  /** Full-page forms use the large button; forms inside a page section the default one. */
  size?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A form's frame: its failure alert on top, its fields, and the submit button last. A submit while the last one
 * is still being handled or sent is ignored (one submit, one request).
 */
export function FormFrame({ onSubmit, failure, submit, size = 'lg', children }: FormFrameProps) {
  const locked = useSubmitLock(submit.busy, submit.done);
  return (
    <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
      <Stack gap="5">
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        {children}
        <Button
          type="submit"
          colorPalette="brand"
          size={size}
          disabled={submit.disabled}
          loading={submit.busy}
          loadingText={submit.busyLabel}
        >
          {submit.label}
        </Button>
      </Stack>
    </form>
  );
}
