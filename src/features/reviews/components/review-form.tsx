import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, Stack, Textarea } from '@chakra-ui/react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialogFooter } from '@/components/overlays/confirm-dialog';
import { type UnsavedChangesRef, useReportUnsavedChanges } from '@/components/overlays/discard-changes';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { failureText } from '@/lib/api/screen-failure';
import { useSendReview } from '../hooks/use-send-review';
import { RatingInput } from './rating-input';
import {
  emptyReviewValues,
  REVIEW_COMMENT_MAX,
  type ReviewFormInput,
  type ReviewFormValues,
  reviewSchema,
} from '../utils/review-schema';

interface ReviewFormProps {
  lessonRequestId: number;
  /** Called after the server took the review (the dialog closes). */
  onDone: () => void;
  /** Told whether the form holds unsaved changes, so closing the dialog asks first. */
  changesRef?: UnsavedChangesRef;
}

/**
 * The review dialog's body and buttons: the stars, the comment with a running count of its characters, and
 * the server's refusal (no approved request, already reviewed) in its own words above them.
 */
export function ReviewForm({ lessonRequestId, onDone, changesRef }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const send = useSendReview();
  const locked = useSubmitLock(send.isPending, send.isSuccess);
  // The stars and the comment survive an expiry and a sign-in (a session draft per request) until sent.
  const draft = useSessionDraft(`review:${lessonRequestId}`, emptyReviewValues);
  const form = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: draft.start,
    shouldFocusError: true,
  });
  useReportUnsavedChanges(changesRef, useFormDraft(form.control, draft), draft.clear);
  const { errors } = form.formState;
  const commentLength = useWatch({ control: form.control, name: 'comment' }).length;
  const clearFailure = () => {
    if (send.isError) send.reset();
  };

  const failure = send.isError
    ? failureText(send.error, { failed: t('form.failed'), network: t('form.network') })
    : null;

  const onSubmit = form.handleSubmit(async ({ rating, comment }) => {
    try {
      await send.mutateAsync({ data: { lessonRequestId, rating, comment } });
      draft.clear();
      onDone();
    } catch {
      // The refusal is shown above the fields (send.error).
    }
  });

  return (
    <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
      <Dialog.Body>
        <Stack gap="5">
          {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
          <Controller
            control={form.control}
            name="rating"
            render={({ field }) => (
              <RatingInput
                value={field.value}
                onChange={(rating) => {
                  clearFailure();
                  field.onChange(rating);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                invalid={Boolean(errors.rating)}
              />
            )}
          />
          <FormField
            label={t('form.comment')}
            error={errors.comment?.message}
            // Counted as typed; read with the field, not announced on every key.
            helper={t('form.counter', { count: commentLength, max: REVIEW_COMMENT_MAX })}
            required
          >
            {(describedBy) => (
              <Textarea
                {...describedBy}
                {...form.register('comment', { onChange: clearFailure })}
                rows={5}
                autoresize
                placeholder={t('form.commentPlaceholder')}
              />
            )}
          </FormField>
        </Stack>
      </Dialog.Body>
      <ConfirmDialogFooter
        cancelLabel={t('form.cancel')}
        confirmLabel={t('form.submit')}
        tone="brand"
        busy={send.isPending}
        busyLabel={t('form.sending')}
      />
    </form>
  );
}
