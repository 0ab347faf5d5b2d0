import { useTranslation } from 'react-i18next';
import { useGetRootExamTypes } from '@/generated/api/study/study';
import { FormField } from '@/components/forms/form-field';
import type { RegisterSectionProps } from '../utils/register-schema';
import { ChoiceSelect } from '@/components/forms/choice-select';

/** A student picks a root exam type; a failed load says so in the field. */
export function StudentFields({ form, onEdit }: RegisterSectionProps) {
  const { t } = useTranslation('register');
  const examTypes = useGetRootExamTypes();
  const error =
    form.formState.errors.examTypeId?.message ??
    (examTypes.isError ? 'register:examType.loadFailed' : undefined);

  return (
    <FormField label={t('examType.label')} error={error} required>
      {(describedBy) => (
        <ChoiceSelect
          {...describedBy}
          {...form.register('examTypeId', { onChange: onEdit })}
          placeholder={t('examType.placeholder')}
          options={examTypes.data?.data ?? []}
        />
      )}
    </FormField>
  );
}
