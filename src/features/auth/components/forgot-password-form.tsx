import { useTranslation } from 'react-i18next';
import { useForgotPassword } from '@/generated/api/auth/auth';
import { useEmailForm } from '../hooks/use-email-form';
import { EmailInput } from '@/components/forms/email-input';
import { FormAlert } from '@/components/forms/form-alert';
import { FormFrame } from '@/components/forms/form-frame';
import { FormField } from '@/components/forms/form-field';

/**
 * Asks for a reset link. Whatever the server knows about the address, the page says the same neutral
 * sentence (ours, not the server's), so it cannot be used to find out who has an account. Only a call that
 * did not get through is reported as a failure.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState } = useEmailForm();
  const { errors } = formState;

  // Awaited, so the submit lock holds until the answer (one submit, one request); a failure shows from the state.
  const onSubmit = handleSubmit(async (body) => {
    await forgot.mutateAsync({ data: body }).catch(() => undefined);
  });

  if (forgot.isSuccess) return <FormAlert status="success">{t('forgot.sent')}</FormAlert>;

  return (
    <FormFrame
      onSubmit={onSubmit}
      failure={forgot.isError ? t('forgot.failed') : null}
      submit={{ label: t('forgot.submit'), busyLabel: t('forgot.submitting'), busy: forgot.isPending }}
    >
      <FormField label={t('forgot.email')} error={errors.email?.message} required>
        {(describedBy) => (
          <EmailInput
            {...describedBy}
            {...register('email', { onChange: () => forgot.isError && forgot.reset() })}
          />
        )}
      </FormField>
    </FormFrame>
  );
}
