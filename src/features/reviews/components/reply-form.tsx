import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, Stack, Textarea } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialogFooter } from '@/components/overlays/confirm-dialog';
import { type UnsavedChangesRef, useReportUnsavedChanges } from '@/components/overlays/discard-changes';
import { failureText } from '@/lib/api/screen-failure';
import { useSaveReply } from '../hooks/use-save-reply';
import {
  REPLY_TEXT_MAX,
  type ReplyFormInput,
  type ReplyFormValues,
  replySchema,
} from '../utils/reply-schema';

interface ReplyFormProps {
  reviewId: number;
  /** The answer being edited; empty for a first answer. */
  initialText: string;
  /** Called after the server took the answer (the dialog closes). */
  onDone: () => void;
  changesRef?: UnsavedChangesRef;
}

/**
 * The answer dialog's body and buttons: the text with a running count, the server's refusal (not yours,
 * already answered, the 24 hours are over) in its own words above it. One submit sends one call however
 * often it is pressed (the submit lock).
 */
export function ReplyForm({ reviewId, initialText, onDone, changesRef }: ReplyFormProps) {
  const { t } = useTranslation('reviews');
  const editing = initialText !== '';
  const save = useSaveReply(editing);
  const locked = useSubmitLock(save.isPending, save.isSuccess);
  const form = useForm<ReplyFormInput, unknown, ReplyFormValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { text: initialText },
    shouldFocusError: true,
  });
  const { errors, isDirty } = form.formState;
  const discard = useCallback(() => form.reset(), [form]);
  useReportUnsavedChanges(changesRef, isDirty, discard);
  const length = useWatch({ control: form.control, name: 'text' }).length;
  const clearFailure = () => {
    if (save.isError) save.reset();
  };
  const failure = save.isError
    ? failureText(save.error, { failed: t('reply.failed'), network: t('form.network') })
    : null;

  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await save.mutateAsync({ id: reviewId, data: { text } });
      onDone();
    } catch {
      // The refusal is shown above the field (save.error).
    }
  });

  return (
    <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
      <Dialog.Body>
        <Stack gap="4">
          {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
          <FormField
            label={t('reply.text')}
            error={errors.text?.message}
            helper={t('form.counter', { count: length, max: REPLY_TEXT_MAX })}
            required
          >
            {(describedBy) => (
              <Textarea
                {...describedBy}
                {...form.register('text', { onChange: clearFailure })}
                rows={5}
                autoresize
                placeholder={t('reply.placeholder')}
              />
            )}
          </FormField>
        </Stack>
      </Dialog.Body>
      <ConfirmDialogFooter
        cancelLabel={t('form.cancel')}
        confirmLabel={t(editing ? 'reply.saveEdit' : 'reply.submit')}
        tone="brand"
        busy={save.isPending}
        busyLabel={t('form.sending')}
      />
    </form>
  );
}
