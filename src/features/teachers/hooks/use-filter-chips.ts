import { useTranslation } from 'react-i18next';
import type { Category } from '@/generated/api/model';
import type { FilterChip } from '../components/active-filters';
import { type DirectoryFilters, toggleSub } from '../utils/directory-filters';
import type { DirectoryFiltersApi } from './use-directory-filters';

/** One removable chip per active filter: the term, each subcategory and the rating sort. */
export function useFilterChips(
  filters: DirectoryFilters,
  subcategories: Category[],
  update: DirectoryFiltersApi['update'],
): FilterChip[] {
  const { t } = useTranslation('teachers');
  const chips: FilterChip[] = [];
  if (filters.term) {
    chips.push({
      key: 'term',
      label: t('filters.searchChip', { term: filters.term }),
      onRemove: () => update((current) => ({ ...current, term: '', page: 0 })),
    });
  }
  for (const id of filters.subIds) {
    // A shared URL may name a subcategory before its list has loaded: show the id until then.
    const name = subcategories.find((sub) => sub.id === id)?.name ?? `#${id}`;
    chips.push({
      key: `sub-${id}`,
      label: name,
      onRemove: () => update((current) => toggleSub(current, id)),
    });
  }
  if (filters.topRated) {
    chips.push({
      key: 'top',
      label: t('filters.topRated'),
      onRemove: () => update((current) => ({ ...current, topRated: false, page: 0 })),
    });
  }
  return chips;
}
