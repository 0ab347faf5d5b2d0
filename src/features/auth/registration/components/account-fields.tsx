import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '@/components/forms/email-input';
import { FormField } from '@/components/forms/form-field';
import { NameFields } from '@/components/forms/name-fields';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { PhoneField } from '@/components/forms/phone-field';
import {
  type AvailabilityKind,
  type AvailabilityStatus,
  availabilityNote,
} from '@/lib/validation/availability';
import { USERNAME_TYPING_CAP, normaliseUsername } from '@/lib/validation/normalise';
import type { RegisterFormValues } from '../utils/register-schema';

interface AccountFieldsProps {
  form: UseFormReturn<RegisterFormValues>;
  status: Record<AvailabilityKind, AvailabilityStatus>;
  /** Called on every edit, so a server answer about the old values goes away. */
  onEdit: () => void;
}

const noCorrection = { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } as const;

/** The fields both roles share, each normalised as the person types. */
export function AccountFields({ form, status, onEdit }: AccountFieldsProps) {
  const { t } = useTranslation('register');
  const { control, register, formState } = form;
  const { errors } = formState;
  const [usernameCapHit, setUsernameCapHit] = useState(false);

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
      <NameFields
        control={control}
        given={{ name: 'name', label: t('name.label') }}
        family={{ name: 'surname', label: t('surname.label') }}
        onEdit={onEdit}
      />
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
        {(describedBy) => <EmailInput {...describedBy} {...register('email', { onChange: onEdit })} />}
      </FormField>
      <NewPasswordFields
        form={form}
        password={{ name: 'password', label: t('password.label') }}
        confirm={{ name: 'confirmPassword', label: t('password.confirm') }}
        onEdit={onEdit}
      />
      <PhoneField
        control={control}
        name="phone"
        label={t('phone.label')}
        placeholder={t('phone.placeholder')}
        unavailable={phoneNote.error}
        helper={phoneNote.helper}
        onEdit={onEdit}
      />
    </>
  );
}
