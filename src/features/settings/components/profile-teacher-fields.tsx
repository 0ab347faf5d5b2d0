import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BiographyField } from '@/components/forms/biography-field';
import { ExperienceField } from '@/components/forms/experience-field';
import type { ProfileFormValues } from '../utils/profile-schema';

interface ProfileTeacherFieldsProps {
  form: UseFormReturn<ProfileFormValues>;
  onEdit: () => void;
}

/** Teachers: biography 10–200 characters with a counter, experience 0–40 years. */
export function ProfileTeacherFields({ form, onEdit }: ProfileTeacherFieldsProps) {
  const { t } = useTranslation('settings');

  return (
    <>
      <BiographyField
        form={form}
        name="biography"
        label={t('profile.biography')}
        counterKey="settings:profile.biographyCounter"
        onEdit={onEdit}
      />
      <ExperienceField
        form={form}
        name="experience"
        label={t('profile.experience')}
        maxW={{ sm: '40' }}
        onEdit={onEdit}
      />
    </>
  );
}
