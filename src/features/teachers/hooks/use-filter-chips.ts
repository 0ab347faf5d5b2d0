import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActiveFilterChip as FilterChip } from '@/components/filters/active-filter-chips';
import type { Place } from '@/components/filters/place-combobox';
import { useFilterChipLabels } from '@/components/filters/use-filter-chip-labels';
import type { Category } from '@/generated/api/model';
import { type DirectoryFilters, toggleSub, withFilters } from '../utils/directory-filters';
import type { DirectoryFiltersApi } from './use-directory-filters';

interface ChipNames {
  roots: readonly Category[];
  subcategories: readonly Category[];
  cities: readonly Place[];
  districts: readonly Place[];
}

/**
 * One removable chip per active filter, in the panel's order. A place is named once its list is there; a city
 * the provinces service does not know gets no chip (it filters nothing either: the server drops it).
 */
export function useFilterChips(
  filters: DirectoryFilters,
  names: ChipNames,
  update: DirectoryFiltersApi['update'],
): FilterChip[] {
  const { t } = useTranslation('teachers');
  const label = useFilterChipLabels();
  const { roots, subcategories, cities, districts } = names;
  // The same list while neither the filters nor the names change: the answer to a filter change then leaves the
  // chip row as it is (ActiveFilterChips is memoised), instead of rendering every chip again with the cards.
  return useMemo(
    () => chipsOf(filters, { roots, subcategories, cities, districts }, update, t, label),
    [filters, roots, subcategories, cities, districts, update, t, label],
  );
}

function chipsOf(
  filters: DirectoryFilters,
  names: ChipNames,
  update: DirectoryFiltersApi['update'],
  t: TFunction<'teachers'>,
  label: ReturnType<typeof useFilterChipLabels>,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: string, text: string, changes: Partial<DirectoryFilters>) =>
    chips.push({ key, label: text, onRemove: () => update(withFilters(changes)) });

  if (filters.term)
    add('term', t('filters.searchChip', { term: filters.term, ns: 'teachers' }), { term: '' });
  if (filters.rootId !== null && filters.subIds.length === 0) {
    const root = names.roots.find((item) => item.id === filters.rootId);
    if (root) add('root', root.name, { rootId: null });
  }
  for (const id of filters.subIds) {
    // A shared URL may name a subcategory before its list has loaded: show the id until then.
    const name = names.subcategories.find((sub) => sub.id === id)?.name ?? `#${id}`;
    chips.push({
      key: `sub-${id}`,
      label: name,
      onRemove: () => update((current) => toggleSub(current, id)),
    });
  }
  if (filters.mode) add('mode', label.mode(filters.mode), { mode: null });
  const city = names.cities.find((item) => item.id === filters.cityId);
  if (city) add('city', city.name, { cityId: null, districtId: null });
  const district = names.districts.find((item) => item.id === filters.districtId);
  if (city && district) add('district', district.name, { districtId: null });
  if (filters.minPrice !== null) add('minPrice', label.minPrice(filters.minPrice), { minPrice: null });
  if (filters.maxPrice !== null) add('maxPrice', label.maxPrice(filters.maxPrice), { maxPrice: null });
  if (filters.minRating !== null) add('minRating', label.minRating(filters.minRating), { minRating: null });
  for (const day of filters.days) {
    chips.push({
      key: `day-${day}`,
      label: label.day(day),
      onRemove: () =>
        update((current) => withFilters({ days: current.days.filter((value) => value !== day) })(current)),
    });
  }
  if (filters.part) add('part', label.part(filters.part), { part: null });
  if (filters.verified) add('verified', label.verified(), { verified: false });
  if (filters.sort) add('sort', label.sort(filters.sort), { sort: null });
  return chips;
}
