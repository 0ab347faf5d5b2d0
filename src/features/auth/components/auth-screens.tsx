import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/forms/form-alert';
import { FormPage } from '@/components/forms/form-page';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { ResetPasswordForm } from './reset-password-form';

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild colorPalette="brand" variant="underline" fontWeight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

export function LoginScreen() {
  const { t } = useTranslation('auth');
  return (
    <FormPage
      title={t('login.title')}
      intro={t('login.intro')}
      footer={
        <HStack justify="center" gap="1" flexWrap="wrap">
          <Text color="fg.muted">{t('login.noAccount')}</Text>
          <FooterLink to={paths.register.getHref()}>{t('login.register')}</FooterLink>
        </HStack>
      }
    >
      <LoginForm />
    </FormPage>
  );
}

const backToLogin = (label: string) => (
  <HStack justify="center">
    <FooterLink to={paths.login.getHref()}>{label}</FooterLink>
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
          <FooterLink to={paths.forgotPassword.getHref()}>{t('reset.requestNewLink')}</FooterLink>
        </Stack>
      )}
    </FormPage>
  );
}
