import { zodResolver } from '@hookform/resolvers/zod';
import { Input } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormFrame } from '@/components/forms/form-frame';
import { FormField } from '@/components/forms/form-field';
import { paths } from '@/config/paths';
import { forgotPasswordSchema } from '../../utils/auth-schemas';

/**
 * Asks for the address to verify when the link has none or a broken one; the page then reopens for that
 * address, where the person asks for a code.
 */
export function VerifyAddressForm({ registration }: { registration: boolean }) {
  const { t } = useTranslation('verify');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    // The same one-field e-mail form as the password reset request, with its messages.
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit(({ email }) => navigate(paths.verifyEmail.getHref(email, registration)));

  return (
    <FormFrame
      onSubmit={onSubmit}
      submit={{ label: t('address.submit'), busyLabel: t('address.submit'), busy: false }}
    >
      <FormField label={t('address.label')} error={errors.email?.message} required>
        {(describedBy) => (
          <Input
            {...describedBy}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
    </FormFrame>
  );
}
