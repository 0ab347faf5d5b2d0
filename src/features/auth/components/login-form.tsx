import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Link } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSignIn } from '../hooks/use-sign-in';
import { loginSchema } from '../utils/auth-schemas';
import { isUnverifiedRefusal } from '../utils/unverified-account';
import { isWellFormedEmail } from '@/lib/validation/normalise';
import { failureText } from '@/lib/api/screen-failure';
import { FormFrame, submitStateOf } from '@/components/forms/form-frame';
import { FormField } from '@/components/forms/form-field';
import { CurrentPasswordField } from '@/components/forms/current-password-field';

/**
 * Username or e-mail and password. Errors go away as soon as the person edits the field they are about
 * (re-validation waits for the next submit), and so does the server's answer. Where to go after signing in
 * is the route's business: it follows the session. An account that is not verified yet is offered the way to
 * verification, for the typed address when an address was typed.
 */
export function LoginForm() {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { usernameOrEmail: '', password: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: true,
  });

  const onEdit = (field: 'usernameOrEmail' | 'password') => () => {
    clearErrors(field);
    if (signIn.isError) signIn.reset();
  };

  // Registered in the order of the form: react-hook-form focuses the first field it registered that has an error.
  const usernameField = register('usernameOrEmail', { onChange: onEdit('usernameOrEmail') });
  const passwordField = register('password', { onChange: onEdit('password') });

  // Awaited, so the submit lock holds until the answer (one submit, one request); a failure shows from the state.
  const onSubmit = handleSubmit(async (body) => {
    await signIn.mutateAsync({ data: body }).catch(() => undefined);
  });

  // "Check your details" only when the server refused them; a server error or an unreadable answer is not
  // the person's fault.
  const failure = signIn.isError
    ? failureText(signIn.error, {
        refused: t('login.failed'),
        failed: t('login.serverFailed'),
        network: t('login.networkFailed'),
      })
    : null;
  const typed = signIn.variables?.data.usernameOrEmail.trim() ?? '';
  const verifyHref =
    signIn.isError && isUnverifiedRefusal(signIn.error)
      ? paths.verifyEmail.getHref(isWellFormedEmail(typed) ? typed : undefined, false)
      : null;

  return (
    <FormFrame
      onSubmit={onSubmit}
      failure={failure}
      submit={{ label: t('login.submit'), busyLabel: t('login.submitting'), ...submitStateOf(signIn) }}
    >
      {verifyHref ? (
        <Link asChild alignSelf="flex-start" colorPalette="brand" variant="underline" fontWeight="medium">
          <RouterLink to={verifyHref}>{t('login.verifyEmail')}</RouterLink>
        </Link>
      ) : null}
      <FormField label={t('login.usernameOrEmail')} error={errors.usernameOrEmail?.message} required>
        {(describedBy) => (
          <Input
            {...describedBy}
            {...usernameField}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <CurrentPasswordField
        label={t('login.password')}
        error={errors.password?.message}
        registration={passwordField}
      />
      <Link asChild alignSelf="flex-end" textStyle="sm" colorPalette="brand" variant="underline">
        <RouterLink to={paths.forgotPassword.getHref()}>{t('login.forgotPassword')}</RouterLink>
      </Link>
    </FormFrame>
  );
}
