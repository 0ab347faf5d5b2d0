import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@chakra-ui/react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@/app/paths';
import { useResetPassword } from '@/generated/api/auth/auth';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { resetPasswordSchema } from '../utils/auth-schemas';
import { serverMessageOf } from '../utils/server-message';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { PasswordStrengthMeter } from '@/components/forms/password-strength-meter';

/**
 * A new password with registration's rules and meter. The token only ever travels in the POST body; on
 * success the page says so and moves to /login after 1.5 s.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    shouldFocusError: true,
  });
  const password = useWatch({ control, name: 'password' });
  useRedirectAfter(reset.isSuccess, paths.login.getHref());

  const onSubmit = handleSubmit(({ password: newPassword }) =>
    reset.mutate({ data: { token, newPassword } }),
  );
  const clearServerError = () => {
    if (reset.isError) reset.reset();
  };

  if (reset.isSuccess) return <FormAlert status="success">{t('reset.success')}</FormAlert>;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="5">
        {reset.isError ? (
          <FormAlert status="error">{serverMessageOf(reset.error) ?? t('reset.failed')}</FormAlert>
        ) : null}
        <FormField
          label={t('reset.newPassword')}
          error={errors.password?.message}
          helper={t('password.hint')}
          required
        >
          {(describedBy) => (
            <PasswordInput
              {...describedBy}
              {...register('password', { onChange: clearServerError })}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <PasswordStrengthMeter password={password} />
        <FormField label={t('reset.confirmPassword')} error={errors.confirmPassword?.message} required>
          {(describedBy) => (
            <PasswordInput
              {...describedBy}
              {...register('confirmPassword', { onChange: clearServerError })}
              autoComplete="new-password"
            />
          )}
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          size="lg"
          loading={reset.isPending}
          loadingText={t('reset.submitting')}
        >
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
