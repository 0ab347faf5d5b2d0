import { Input, Textarea } from '@chakra-ui/react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/form-field';
import { formatNumber } from '@/i18n/formatters';
import { BIOGRAPHY_MAX, EXPERIENCE_MAX, EXPERIENCE_MIN } from '@/lib/validation/profile-fields';
import type { ProfileFormValues } from '../utils/profile-schema';

interface ProfileTeacherFieldsProps {
  form: UseFormReturn<ProfileFormValues>;
  onEdit: () => void;
}

/** Spec section 5, teachers: biography 10–200 characters with a counter, experience 0–40 years. */
export function ProfileTeacherFields({ form, onEdit }: ProfileTeacherFieldsProps) {
  const { t } = useTranslation('settings');
  const { register, formState } = form;
  const { errors } = formState;
  const biography = useWatch({ control: form.control, name: 'biography' });

  return (
    <>
      <FormField
        label={t('profile.biography')}
        error={errors.biography?.message}
        helper={t('profile.biographyCounter', {
          current: formatNumber(biography.length),
          max: formatNumber(BIOGRAPHY_MAX),
        })}
        required
      >
        {(describedBy) => (
          <Textarea {...describedBy} {...register('biography', { onChange: onEdit })} rows={4} />
        )}
      </FormField>
      <FormField label={t('profile.experience')} error={errors.experience?.message} required>
        {(describedBy) => (
          <Input
            {...describedBy}
            {...register('experience', { onChange: onEdit })}
            type="number"
            inputMode="numeric"
            min={EXPERIENCE_MIN}
            max={EXPERIENCE_MAX}
            step={1}
            maxW={{ sm: '40' }}
          />
        )}
      </FormField>
    </>
  );
}
