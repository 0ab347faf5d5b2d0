import { Link, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FormPage } from '@/components/forms/form-page';
import { FormAlert } from '@/components/forms/form-alert';
import { isWellFormedEmail } from '@/lib/validation/normalise';
import { VerifyAddressForm } from './verify-address-form';
import { VerifyEmailForm } from './verify-email-form';

/**
 * /verify-email?email=…&registration=true|false. Only registration sends a code by itself, so only then does
 * the page say one was sent. Without a usable address (none, or not an e-mail address) there is nothing to
 * send a code to: the page asks for the address instead.
 */
export function VerifyEmailScreen({ email, registration }: { email: string | null; registration: boolean }) {
  const { t } = useTranslation('verify');
  const address = email !== null && isWellFormedEmail(email) ? email.trim() : null;
  const intro = address ? t(registration ? 'intro' : 'introRequest', { email: address }) : t('introNoEmail');

  return (
    <FormPage title={t('title')} intro={intro}>
      {address ? (
        <VerifyEmailForm email={address} registration={registration} />
      ) : (
        <Stack gap="4">
          <FormAlert status="error">{email ? t('invalidEmail') : t('missingEmail')}</FormAlert>
          <VerifyAddressForm registration={registration} />
          <Link asChild colorPalette="brand" variant="underline">
            <RouterLink to={paths.register.getHref()}>{t('toRegister')}</RouterLink>
          </Link>
        </Stack>
      )}
    </FormPage>
  );
}
