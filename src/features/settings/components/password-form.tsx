import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '@/components/forms/form-frame';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { CurrentPasswordField } from '@/components/forms/current-password-field';
import { useChangePassword } from '../hooks/use-change-password';
import { changePasswordSchema, emptyChangePasswordValues } from '../utils/password-schema';
import { screenFailure } from '@/lib/api/screen-failure';

/**
 * The password section's form: current password, then a new one with registration's rules and strength meter, typed twice. A
 * refused current password is said on its field (in the server's words) and gets the focus; the form empties
 * after a success so no password lingers on screen.
 */
export function PasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('settings');
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyChangePasswordValues,
    shouldFocusError: true,
  });
  const { errors } = form.formState;
  const change = useChangePassword();

  const failure = change.isError ? screenFailure(change.error) : null;
  const currentRefused =
    failure?.kind === 'refused' ? (failure.serverMessage ?? t('password.wrongCurrent')) : undefined;
  const formFailure =
    failure && failure.kind !== 'refused' ? (failure.serverMessage ?? t('password.failed')) : null;
  const clearFailure = () => {
    if (change.isError) change.reset();
  };

  // Awaited, so the submit lock holds until the answer (one submit, one request); a failure shows from the state.
  const onSubmit = form.handleSubmit(async ({ currentPassword, password: newPassword }) => {
    await change
      .mutateAsync(
        { data: { currentPassword, newPassword } },
        {
          onSuccess: () => form.reset(emptyChangePasswordValues),
          onError: (error) => {
            if (screenFailure(error).kind === 'refused') form.setFocus('currentPassword');
          },
        },
      )
      .catch(() => undefined);
  });

  return (
    <FormFrame
      onSubmit={onSubmit}
      failure={formFailure}
      size="md"
      submit={{ label: t('password.submit'), busyLabel: t('saving'), busy: change.isPending }}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <CurrentPasswordField
        label={t('password.current')}
        error={errors.currentPassword?.message}
        refused={currentRefused}
        registration={form.register('currentPassword', { onChange: clearFailure })}
      />
      <NewPasswordFields
        form={form}
        password={{ name: 'password', label: t('password.new') }}
        confirm={{ name: 'confirmPassword', label: t('password.confirm') }}
        onEdit={clearFailure}
      />
    </FormFrame>
  );
}
