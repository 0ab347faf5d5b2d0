import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { formatCountdown } from '../hooks/use-countdown';
import { useResendCode } from '../hooks/use-resend-code';

/**
 * The resend button with its m:ss wait and the outcome of the last try. When no code has been sent yet
 * (`sent` false: the person came from the sign-in screen, not from registration), it asks for the first one.
 */
export function ResendCode({ email, sent }: { email: string; sent: boolean }) {
  const { t } = useTranslation('verify');
  const resend = useResendCode(email);

  return (
    <Stack gap="3" align="stretch">
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        {sent ? t('noCode') : t('requestCode')}
      </Text>
      {resend.failed ? <FormAlert status="error">{t('resendFailed')}</FormAlert> : null}
      {resend.sent && resend.remaining > 0 ? <FormAlert status="info">{t('resent')}</FormAlert> : null}
      <Button
        type="button"
        variant="outline"
        onClick={resend.resend}
        disabled={resend.disabled}
        loading={resend.sending}
        loadingText={t('resending')}
      >
        {resend.remaining > 0
          ? t('resendWait', { time: formatCountdown(resend.remaining) })
          : sent || resend.sent
            ? t('resend')
            : t('send')}
      </Button>
    </Stack>
  );
}
