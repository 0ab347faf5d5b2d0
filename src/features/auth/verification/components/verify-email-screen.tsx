import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/forms/form-page';
import { FormAlert } from '@/components/forms/form-alert';
import { VerifyEmailForm } from './verify-email-form';

/** /verify-email?email=…&registration=true|false. Without an address there is nothing to verify. */
export function VerifyEmailScreen({ email, registration }: { email: string | null; registration: boolean }) {
  const { t } = useTranslation('verify');
  const intro = email ? t('intro', { email }) : t('introNoEmail');

  return (
    <FormPage title={t('title')} intro={intro}>
      {email ? (
        <VerifyEmailForm email={email} registration={registration} />
      ) : (
        <Stack gap="4">
          <FormAlert status="error">{t('missingEmail')}</FormAlert>
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to={paths.register.getHref()}>{t('toRegister')}</RouterLink>
          </Link>
        </Stack>
      )}
    </FormPage>
  );
}
