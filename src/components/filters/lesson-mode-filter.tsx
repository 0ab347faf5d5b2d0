import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_MODE_VALUES, type LessonModeValue } from '@/lib/search-params/filter-values';
import { ChoiceRadios } from './choice-radios';

interface LessonModeFilterProps {
  value: LessonModeValue | null;
  onChange: (value: LessonModeValue | null) => void;
}

/** 'Ders şekli': all, online or in person. */
export const LessonModeFilter = memo(function LessonModeFilter({ value, onChange }: LessonModeFilterProps) {
  const { t } = useTranslation('filters');
  return (
    <ChoiceRadios
      label={t('mode.label')}
      anyLabel={t('mode.any')}
      choices={LESSON_MODE_VALUES.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
      value={value}
      onChange={onChange}
    />
  );
});
