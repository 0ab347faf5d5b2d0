import { HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/forms/form-alert';
import { FormPage } from '@/components/forms/form-page';
import { FormPageLink } from '@/components/forms/form-page-link';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

/** `sessionExpired`: the person is here because their session ran out, which the screen says first. */
export function LoginScreen({ sessionExpired = false }: { sessionExpired?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <FormPage
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <FormPageLink prompt={t('login.noAccount')} to={paths.register.getHref()}>
          {t('login.register')}
        </FormPageLink>
      }
    >
      {sessionExpired ? (
        <Stack gap="4">
          <FormAlert status="info">{t('login.sessionExpired')}</FormAlert>
          <LoginForm />
        </Stack>
      ) : (
        <LoginForm />
      )}
    </FormPage>
  );
}

const backToLogin = (label: string) => (
  <HStack justify="center">
    <FormPageLink to={paths.login.getHref()}>{label}</FormPageLink>
  </HStack>
);

export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  return (
    <FormPage
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={backToLogin(t('forgot.backToLogin'))}
    >
      <ForgotPasswordForm />
    </FormPage>
  );
}

/** `token` comes from the link in the e-mail; without one there is nothing to reset, so say how to get one. */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <FormPage title={t('reset.title')} intro={t('reset.intro')} footer={backToLogin(t('reset.backToLogin'))}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Stack gap="4">
          <FormAlert status="error">{t('reset.missingToken')}</FormAlert>
          <FormPageLink to={paths.forgotPassword.getHref()}>{t('reset.requestNewLink')}</FormPageLink>
        </Stack>
      )}
    </FormPage>
  );
}
