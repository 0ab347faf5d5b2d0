import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_RATING_CHOICES } from '@/lib/search-params/filter-values';
import { ChoiceRadios } from './choice-radios';

interface MinRatingFilterProps {
  value: number | null;
  onChange: (value: number | null) => void;
}

/** 'En az puan': all, or at least 4, 3 or 2 stars. A linked value outside the choices still filters. */
export const MinRatingFilter = memo(function MinRatingFilter({ value, onChange }: MinRatingFilterProps) {
  const { t } = useTranslation('filters');
  const values: readonly number[] =
    value === null || (MIN_RATING_CHOICES as readonly number[]).includes(value)
      ? MIN_RATING_CHOICES
      : [...MIN_RATING_CHOICES, value].sort((a, b) => b - a);
  return (
    <ChoiceRadios
      label={t('rating.label')}
      anyLabel={t('rating.any')}
      choices={values.map((n) => ({ value: n, label: t('rating.atLeast', { n }) }))}
      value={value}
      onChange={onChange}
    />
  );
});
