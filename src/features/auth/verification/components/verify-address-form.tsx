import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmailInput } from '@/components/forms/email-input';
import { FormFrame } from '@/components/forms/form-frame';
import { FormField } from '@/components/forms/form-field';
import { paths } from '@/config/paths';
import { useEmailForm } from '../../hooks/use-email-form';

/**
 * Asks for the address to verify when the link has none or a broken one; the page then reopens for that
 * address, where the person asks for a code.
 */
export function VerifyAddressForm({ registration }: { registration: boolean }) {
  const { t } = useTranslation('verify');
  const navigate = useNavigate();
  // The same one-field e-mail form as the password reset request, with its messages.
  const { register, handleSubmit, formState } = useEmailForm();
  const { errors } = formState;

  const onSubmit = handleSubmit(({ email }) => navigate(paths.verifyEmail.getHref(email, registration)));

  return (
    <FormFrame
      onSubmit={onSubmit}
      submit={{ label: t('address.submit'), busyLabel: t('address.submit'), busy: false }}
    >
      <FormField label={t('address.label')} error={errors.email?.message} required>
        {(describedBy) => <EmailInput {...describedBy} {...register('email')} />}
      </FormField>
    </FormFrame>
  );
}
