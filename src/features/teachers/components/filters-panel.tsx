import { Box, Button, Checkbox, Heading, Separator, Spinner, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterLoadFailed } from '@/components/filters/filter-load-failed';
import { DayFilter } from '@/components/filters/day-filter';
import { FeeRangeFilter } from '@/components/filters/fee-range-filter';
import { FiltersPanelHeader } from '@/components/filters/filters-panel-header';
import { LessonModeFilter } from '@/components/filters/lesson-mode-filter';
import { LocationFilter } from '@/components/filters/location-filter';
import { MinRatingFilter } from '@/components/filters/min-rating-filter';
import type { Place } from '@/components/filters/place-combobox';
import { SortSelect } from '@/components/filters/sort-select';
import { useFilterChipLabels } from '@/components/filters/use-filter-chip-labels';
import { VerifiedFilter } from '@/components/filters/verified-filter';
import type { Category } from '@/generated/api/model';
import { SORT_VALUES } from '@/lib/search-params/filter-values';
import type { AmountRange } from '@/lib/search-params/parsers';
import type { DirectoryFiltersApi } from '../hooks/use-directory-filters';
import { type DirectoryFilters, withFilters } from '../utils/directory-filters';

export interface FiltersPanelProps {
  filters: DirectoryFilters;
  roots: Category[];
  subcategories: Category[];
  subcategoriesLoading: boolean;
  rootsFailed: boolean;
  retryRoots: () => void;
  /** The provinces and the chosen one's districts (hooks/use-location-options). */
  places: {
    cities: Place[];
    districts: Place[];
    citiesLoading: boolean;
    districtsLoading: boolean;
    failed: boolean;
    retry: () => void;
  };
  /** The cheapest and dearest fee of the cards shown: the fee fields' hint. */
  feeBounds: { low: number; high: number } | null;
  activeCount: number;
  update: DirectoryFiltersApi['update'];
  onToggleRoot: (rootId: number) => void;
  onToggleSub: (subId: number) => void;
  onClear: () => void;
}

/**
 * The 'Filtreler' sidebar content; the same panel sits in the drawer under 1024 px. Every change is one new
 * history entry (Back undoes it), except the fee fields' later commits while one keeps the focus.
 */
export function FiltersPanel(props: FiltersPanelProps) {
  const { filters, roots, subcategories, subcategoriesLoading, rootsFailed, activeCount, update, places } =
    props;
  const { t } = useTranslation('teachers');
  const label = useFilterChipLabels();
  const set = (changes: Partial<DirectoryFilters>) => update(withFilters(changes));
  const changeFees = useCallback(
    (range: AmountRange, options: { replace: boolean }) =>
      update(withFilters({ minPrice: range.min, maxPrice: range.max }), options),
    [update],
  );
  return (
    <Stack gap="5">
      <FiltersPanelHeader
        title={t('filters.title')}
        clearLabel={t('filters.clear')}
        activeCount={activeCount}
        onClear={props.onClear}
      />
      <SortSelect
        value={filters.sort}
        choices={SORT_VALUES.map((value) => ({ value, label: label.sortName(value) }))}
        onChange={(sort) => set({ sort })}
      />
      <Stack as="section" gap="2" aria-labelledby="teacher-categories-heading">
        <Heading as="h3" size="sm" id="teacher-categories-heading">
          {t('filters.categories')}
        </Heading>
        {rootsFailed ? (
          <FilterLoadFailed
            message={t('filters.categoriesFailed')}
            retryLabel={t('states.retry')}
            onRetry={props.retryRoots}
          />
        ) : null}
        <Stack as="ul" gap="1" listStyleType="none">
          {roots.map((root) => {
            const expanded = filters.rootId === root.id;
            return (
              <Box as="li" key={root.id}>
                <Button
                  variant={expanded ? 'subtle' : 'ghost'}
                  colorPalette={expanded ? 'brand' : 'gray'}
                  size="sm"
                  width="full"
                  justifyContent="flex-start"
                  aria-expanded={expanded}
                  onClick={() => props.onToggleRoot(root.id)}
                >
                  {root.name}
                </Button>
                {expanded ? (
                  <Stack
                    role="group"
                    aria-label={t('filters.subcategoriesOf', { name: root.name })}
                    gap="2"
                    ps="5"
                    py="2"
                  >
                    {subcategoriesLoading ? <Spinner size="sm" /> : null}
                    {subcategories.map((sub) => (
                      <Checkbox.Root
                        key={sub.id}
                        size="sm"
                        colorPalette="brand"
                        checked={filters.subIds.includes(sub.id)}
                        onCheckedChange={() => props.onToggleSub(sub.id)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{sub.name}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      </Stack>
      <Separator />
      <LessonModeFilter value={filters.mode} onChange={(mode) => set({ mode })} />
      <LocationFilter
        cityId={filters.cityId}
        districtId={filters.districtId}
        cities={places.cities}
        districts={places.districts}
        citiesLoading={places.citiesLoading}
        districtsLoading={places.districtsLoading}
        failed={places.failed}
        onRetry={places.retry}
        onChange={(place) => set(place)}
      />
      <FeeRangeFilter
        min={filters.minPrice}
        max={filters.maxPrice}
        bounds={props.feeBounds}
        onChange={changeFees}
      />
      <MinRatingFilter value={filters.minRating} onChange={(minRating) => set({ minRating })} />
      <DayFilter
        days={filters.days}
        part={filters.part}
        onDaysChange={(days) => set({ days })}
        onPartChange={(part) => set({ part })}
      />
      <VerifiedFilter checked={filters.verified} onChange={(verified) => set({ verified })} />
    </Stack>
  );
}
