import { Button, CloseButton, Dialog, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialogFooter } from '@/components/overlays/confirm-dialog';
import { DialogLayer } from '@/components/overlays/dialog-layer';
import type { SafetyTarget } from '@/components/overlays/safety-slot';
import { useCreateReport } from '@/generated/api/safety/safety';
import { ApiError } from '@/lib/api/api-error';
import { failureText } from '@/lib/api/screen-failure';
import {
  emptyReportValues,
  REPORT_REASONS,
  REPORT_TEXT_MAX,
  type ReportFormInput,
  type ReportFormValues,
  reportSchema,
} from '../utils/report-schema';

interface ReportDialogProps {
  target: SafetyTarget;
  open: boolean;
  onClose: () => void;
}

/** After sending: received now, or received before (the server's 409 for a second report of one item). */
type Outcome = 'done' | 'already';

/**
 * 'Şikayet et': the reasons as radios, 'Diğer' with its text (10–500 characters), then the confirmation in
 * place of the form. A second report of the same item ends in its own sentence, not an error: the first one
 * arrived. One press sends once (the form's submit lock).
 */
export function ReportDialog({ target, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation('safety');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = useCreateReport();
  const locked = useSubmitLock(send.isPending, outcome !== null);
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: emptyReportValues,
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });
  const textLength = useWatch({ control: form.control, name: 'text' }).length;

  const failure = send.isError
    ? failureText(send.error, { failed: t('report.failed'), network: t('report.network') })
    : null;

  const onSubmit = form.handleSubmit(async ({ reason: chosen, text }) => {
    try {
      await send.mutateAsync({
        data: { targetType: target.kind, targetId: target.id, reason: chosen, text },
      });
      setOutcome('done');
    } catch (error) {
      // The server keeps one report per item and person: the first one is what counts.
      if (error instanceof ApiError && error.status === 409) setOutcome('already');
    }
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => {
        if (!next) onClose();
      }}
      closeOnInteractOutside={!send.isPending}
      closeOnEscape={!send.isPending}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <DialogLayer>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>{t(`report.title.${target.kind}`)}</Dialog.Title>
          {outcome === null ? (
            <Dialog.Description color="fg.muted">{t('report.description')}</Dialog.Description>
          ) : null}
        </Dialog.Header>
        {outcome !== null ? (
          <>
            <Dialog.Body>
              <FormAlert status={outcome === 'done' ? 'success' : 'info'}>
                {t(outcome === 'done' ? 'report.done' : 'report.already')}
              </FormAlert>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">{t('report.close')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </>
        ) : (
          <form noValidate onSubmit={(event) => void locked(onSubmit)(event)}>
            <Dialog.Body>
              <Stack gap="5">
                {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
                <Controller
                  control={form.control}
                  name="reason"
                  render={({ field }) => (
                    <RadioGroup.Root
                      colorPalette="brand"
                      name={field.name}
                      value={field.value ?? ''}
                      onValueChange={(details) => {
                        if (send.isError) send.reset();
                        field.onChange(REPORT_REASONS.find((value) => value === details.value) ?? null);
                      }}
                      aria-invalid={errors.reason ? true : undefined}
                    >
                      <RadioGroup.Label fontWeight="semibold" mb="2">
                        {t('report.reasonLabel')}
                      </RadioGroup.Label>
                      <Stack gap="3">
                        {REPORT_REASONS.map((value) => (
                          <RadioGroup.Item key={value} value={value}>
                            <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                            <RadioGroup.ItemIndicator />
                            <RadioGroup.ItemText>{t(`report.reasons.${value}`)}</RadioGroup.ItemText>
                          </RadioGroup.Item>
                        ))}
                      </Stack>
                      {/* The reason's one rule: one has to be chosen (report-schema.ts). */}
                      {errors.reason ? (
                        <Text
                          role="alert"
                          mt="2"
                          textStyle="sm"
                          color={{ base: 'red.700', _dark: 'red.300' }}
                        >
                          {t('report.reasonRequired')}
                        </Text>
                      ) : null}
                    </RadioGroup.Root>
                  )}
                />
                {reason === 'OTHER' ? (
                  <FormField
                    label={t('report.text')}
                    error={errors.text?.message}
                    required
                    helper={`${t('report.textHint')} ${t('report.textCounter', { current: textLength, max: REPORT_TEXT_MAX })}`}
                  >
                    {(describedBy) => (
                      <Textarea
                        {...form.register('text')}
                        {...describedBy}
                        rows={4}
                        maxLength={REPORT_TEXT_MAX + 50}
                        wordBreak="break-word"
                        overflowWrap="anywhere"
                      />
                    )}
                  </FormField>
                ) : null}
              </Stack>
            </Dialog.Body>
            <ConfirmDialogFooter
              cancelLabel={t('report.cancel')}
              confirmLabel={t('report.submit')}
              tone="brand"
              busy={send.isPending}
              busyLabel={t('report.sending')}
            />
          </form>
        )}
        <Dialog.CloseTrigger asChild disabled={send.isPending}>
          <CloseButton size="sm" aria-label={t('report.close')} />
        </Dialog.CloseTrigger>
      </DialogLayer>
    </Dialog.Root>
  );
}
