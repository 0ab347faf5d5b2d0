import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayPartValue, DayValue, LessonModeValue, SortValue } from '@/lib/search-params/filter-values';
import { formatFee } from '@/utils/fee-text';
import { dativeSuffix } from './dative-suffix';

/** The Turkish (or English) label of each active filter's chip, shared by /teachers and /courses. */
export function useFilterChipLabels() {
  const { t } = useTranslation('filters');
  // The same object while the language stays: the memoised filters that get a label from it keep their render.
  return useMemo(
    () => ({
      mode: (mode: LessonModeValue) => t(`mode.${mode}`),
      day: (day: DayValue) => t(`days.${day}`),
      part: (part: DayPartValue) => t(`part.${part}`),
      minPrice: (amount: number) => t('chips.minPrice', { amount: formatFee(amount) }),
      maxPrice: (amount: number) =>
        t('chips.maxPrice', { amount: formatFee(amount), suffix: dativeSuffix(amount) }),
      minRating: (n: number) => t('chips.minRating', { n }),
      verified: () => t('chips.verified'),
      sort: (sort: SortValue) => t('chips.sort', { label: t(`sort.${sort}`) }),
      sortName: (sort: SortValue) => t(`sort.${sort}`),
    }),
    [t],
  );
}
