import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Stack } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useRedirectAfter } from '@/hooks/use-redirect-after';
import { FormAlert } from '@/components/forms/form-alert';
import { FormFrame, submitStateOf } from '@/components/forms/form-frame';
import { FormField } from '@/components/forms/form-field';
import { failureText } from '@/lib/api/screen-failure';
import { useVerifyCode } from '../hooks/use-verify-code';
import { CODE_MAX_LENGTH, verifySchema } from '../utils/verify-schema';
import { ResendCode } from './resend-code';

interface VerifyEmailFormProps {
  email: string;
  /** Coming straight from registration: the photo step follows, otherwise home. */
  registration: boolean;
}

/** Code entry: verify, say so, and move on 1.5 s later. */
export function VerifyEmailForm({ email, registration }: VerifyEmailFormProps) {
  const { t } = useTranslation('verify');
  const verify = useVerifyCode();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(verifySchema),
    defaultValues: { code: '' },
    shouldFocusError: true,
  });
  const { errors } = formState;
  const next = registration ? paths.uploadProfileImage.getHref() : paths.home.getHref();
  useRedirectAfter(verify.isSuccess ? next : null);

  // Awaited, so the submit lock holds until the answer (one submit, one request); a failure shows from the state.
  const onSubmit = handleSubmit(async ({ code }) => {
    await verify.mutateAsync({ params: { email, code } }).catch(() => undefined);
  });
  const clearFailure = () => {
    if (verify.isError) verify.reset();
  };

  if (verify.isSuccess) return <FormAlert status="success">{t('success')}</FormAlert>;

  return (
    <Stack gap="6">
      <FormFrame
        onSubmit={onSubmit}
        failure={verify.isError ? failureText(verify.error, { failed: t('failed') }) : null}
        submit={{ label: t('submit'), busyLabel: t('submitting'), ...submitStateOf(verify) }}
      >
        <FormField label={t('code.label')} error={errors.code?.message} required>
          {(describedBy) => (
            <Input
              {...describedBy}
              {...register('code', { onChange: clearFailure })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_MAX_LENGTH}
              size="lg"
              letterSpacing="widest"
              textAlign="center"
            />
          )}
        </FormField>
      </FormFrame>
      {/* Registration sends the first code; anyone else asks for it here. */}
      <ResendCode email={email} sent={registration} />
    </Stack>
  );
}
