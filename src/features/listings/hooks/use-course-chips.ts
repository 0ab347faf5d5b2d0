import { useTranslation } from 'react-i18next';
import { useFilterChipLabels } from '@/components/filters/use-filter-chip-labels';
import type { CourseSearch } from '../utils/course-search';

export interface CourseChip {
  key: string;
  label: string;
  /** What removing the chip changes; the search goes back to its first page. */
  remove: Partial<CourseSearch>;
}

interface Named {
  id: number;
  name: string;
}

interface ChipNames {
  roots: readonly Named[];
  subcategories: readonly Named[];
  provinces: readonly Named[];
}

const nameOf = (items: readonly Named[], id: number | null) =>
  id === null ? undefined : items.find((item) => item.id === id)?.name;

/**
 * One removable chip per active filter of the /courses search, and the sort. A category or city is named once
 * its list has loaded; one the lists do not know (a hand-edited `?root=999`) gets no chip, as the server
 * ignores it too.
 */
export function useCourseChips(search: CourseSearch, names: ChipNames): CourseChip[] {
  const { t } = useTranslation('course-search');
  const labels = useFilterChipLabels();
  const chips: CourseChip[] = [];
  const add = (key: string, label: string | undefined, remove: Partial<CourseSearch>) => {
    if (label) chips.push({ key, label, remove });
  };
  if (search.term) add('term', t('filters.termChip', { term: search.term }), { term: '' });
  add('root', nameOf(names.roots, search.rootId), { rootId: null, subId: null });
  add('sub', nameOf(names.subcategories, search.subId), { subId: null });
  if (search.mode) add('mode', labels.mode(search.mode), { mode: null });
  add('city', nameOf(names.provinces, search.cityId), { cityId: null });
  if (search.minPrice !== null) add('minPrice', labels.minPrice(search.minPrice), { minPrice: null });
  if (search.maxPrice !== null) add('maxPrice', labels.maxPrice(search.maxPrice), { maxPrice: null });
  if (search.sort) add('sort', labels.sort(search.sort), { sort: null });
  return chips;
}
