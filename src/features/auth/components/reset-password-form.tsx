import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useRedirectAfter } from '@/hooks/use-redirect-after';
import { useResetPassword } from '@/generated/api/auth/auth';
import { resetPasswordSchema } from '../utils/auth-schemas';
import { failureText } from '@/lib/api/screen-failure';
import { FormAlert } from '@/components/forms/form-alert';
import { FormFrame, submitStateOf } from '@/components/forms/form-frame';
import { NewPasswordFields } from '@/components/forms/new-password-fields';

/**
 * A new password with registration's rules and meter. The token only ever travels in the POST body; on
 * success the page says so and moves to /login after 1.5 s.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: true,
  });
  useRedirectAfter(reset.isSuccess ? paths.login.getHref() : null);

  // Awaited, so the submit lock holds until the answer (one submit, one request); a failure shows from the state.
  const onSubmit = form.handleSubmit(async ({ password: newPassword }) => {
    await reset.mutateAsync({ data: { token, newPassword } }).catch(() => undefined);
  });
  const clearServerError = () => {
    if (reset.isError) reset.reset();
  };

  if (reset.isSuccess) return <FormAlert status="success">{t('reset.success')}</FormAlert>;

  return (
    <FormFrame
      onSubmit={onSubmit}
      failure={reset.isError ? failureText(reset.error, { failed: t('reset.failed') }) : null}
      submit={{ label: t('reset.submit'), busyLabel: t('reset.submitting'), ...submitStateOf(reset) }}
    >
      <NewPasswordFields
        form={form}
        password={{ name: 'password', label: t('reset.newPassword') }}
        confirm={{ name: 'confirmPassword', label: t('reset.confirmPassword') }}
        onEdit={clearServerError}
      />
    </FormFrame>
  );
}
