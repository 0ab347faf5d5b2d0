import { Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/form-field';
import { PasswordInput } from '@/components/forms/password-input';
import { PasswordStrengthMeter } from '@/components/forms/password-strength-meter';
import {
  type AvailabilityKind,
  type AvailabilityStatus,
  availabilityNote,
} from '@/lib/validation/availability';
import {
  USERNAME_TYPING_CAP,
  capitaliseWordsTr,
  normalisePhone,
  normaliseUsername,
} from '@/lib/validation/normalise';
import type { RegisterFormValues } from '../utils/register-schema';

interface AccountFieldsProps {
  form: UseFormReturn<RegisterFormValues>;
  status: Record<AvailabilityKind, AvailabilityStatus>;
  /** Called on every edit, so a server answer about the old values goes away. */
  onEdit: () => void;
}

const noCorrection = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/** The fields both roles share (spec section 5), each normalised as the person types. */
export function AccountFields({ form, status, onEdit }: AccountFieldsProps) {
  const { t } = useTranslation('register');
  const { control, register, formState } = form;
  const { errors } = formState;
  const [usernameCapHit, setUsernameCapHit] = useState(false);
  const password = useWatch({ control, name: 'password' });

  const note = (kind: AvailabilityKind, fallback?: string) => {
    const { helperKey, errorKey } = availabilityNote(kind, status[kind]);
    return {
      error: errors[kind]?.message ?? errorKey,
      helper: helperKey ? t(helperKey) : fallback,
    };
  };
  const userNameNote = note('userName', t('userName.hint'));
  const emailNote = note('email');
  const phoneNote = note('phone');

  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        {(['name', 'surname'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <FormField label={t(`${name}.label`)} error={errors[name]?.message} required>
                {(describedBy) => (
                  <Input
                    {...describedBy}
                    {...field}
                    onChange={(event) => {
                      field.onChange(capitaliseWordsTr(event.target.value));
                      onEdit();
                    }}
                    autoComplete={name === 'name' ? 'given-name' : 'family-name'}
                  />
                )}
              </FormField>
            )}
          />
        ))}
      </SimpleGrid>
      <Controller
        control={control}
        name="userName"
        render={({ field }) => (
          <FormField
            label={t('userName.label')}
            error={userNameNote.error ?? (usernameCapHit ? 'register:userName.typingCap' : undefined)}
            helper={userNameNote.helper}
            required
          >
            {(describedBy) => (
              <Input
                {...describedBy}
                {...field}
                {...noCorrection}
                onChange={(event) => {
                  const next = normaliseUsername(event.target.value);
                  setUsernameCapHit(next.length > USERNAME_TYPING_CAP);
                  field.onChange(next.slice(0, USERNAME_TYPING_CAP));
                  onEdit();
                }}
                autoComplete="username"
              />
            )}
          </FormField>
        )}
      />
      <FormField label={t('email.label')} error={emailNote.error} helper={emailNote.helper} required>
        {(describedBy) => (
          <Input
            {...describedBy}
            {...register('email', { onChange: onEdit })}
            {...noCorrection}
            type="email"
            inputMode="email"
            autoComplete="email"
          />
        )}
      </FormField>
      <FormField
        label={t('password.label')}
        error={errors.password?.message}
        helper={t('password.hint', { ns: 'auth' })}
        required
      >
        {(describedBy) => (
          <PasswordInput
            {...describedBy}
            {...register('password', { onChange: onEdit })}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <PasswordStrengthMeter password={password} />
      <FormField label={t('password.confirm')} error={errors.confirmPassword?.message} required>
        {(describedBy) => (
          <PasswordInput
            {...describedBy}
            {...register('confirmPassword', { onChange: onEdit })}
            autoComplete="new-password"
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <FormField label={t('phone.label')} error={phoneNote.error} helper={phoneNote.helper}>
            {(describedBy) => (
              <Input
                {...describedBy}
                {...field}
                onChange={(event) => {
                  field.onChange(normalisePhone(event.target.value));
                  onEdit();
                }}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('phone.placeholder')}
              />
            )}
          </FormField>
        )}
      />
    </>
  );
}
