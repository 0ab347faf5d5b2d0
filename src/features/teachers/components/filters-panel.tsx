import { Box, Button, Checkbox, Heading, Separator, Spinner, Stack } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterLoadFailed } from '@/components/filters/filter-load-failed';
import { DayFilter } from '@/components/filters/day-filter';
import { FeeRangeFilter } from '@/components/filters/fee-range-filter';
import { FiltersPanelHeader } from '@/components/filters/filters-panel-header';
import { LessonModeFilter } from '@/components/filters/lesson-mode-filter';
import { LocationFilter, type LocationValue } from '@/components/filters/location-filter';
import { MinRatingFilter } from '@/components/filters/min-rating-filter';
import { SortSelect } from '@/components/filters/sort-select';
import { useFilterChipLabels } from '@/components/filters/use-filter-chip-labels';
import { VerifiedFilter } from '@/components/filters/verified-filter';
import type { Category } from '@/generated/api/model';
import { SORT_VALUES } from '@/lib/search-params/filter-values';
import { useCategoryTree } from '@/hooks/use-category-tree';
import { useLocationOptions } from '@/hooks/use-location-options';
import type { AmountRange } from '@/lib/search-params/parsers';
import type { WrittenSearch } from '@/lib/search-params/written-search';
import type { DirectoryFiltersApi } from '../hooks/use-directory-filters';
import { type DirectoryFilters, withFilters } from '../utils/directory-filters';

/** One element for every render: React skips it (its recipe look-up was a good part of the panel's render at a click). */
const SECTION_BREAK = <Separator />;

export interface FiltersPanelProps {
  /** The filters as last written: the controls show a change at the click, not after the URL's render. */
  written: WrittenSearch<DirectoryFilters>;
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
 * history entry (Back undoes it), except the fee fields' later commits while one keeps the focus. Each filter is
 * memoised and gets stable callbacks: a change renders again only the controls whose value it changed, which on
 * a phone is most of a filter change's cost otherwise.
 */
export function FiltersPanel(props: FiltersPanelProps) {
  const { written, activeCount, update } = props;
  /*
   * The controls show what was last written, in the click's own render: on a phone the URL's render comes a
   * moment later, and a Back pressed before it lands would otherwise leave an Ark checkbox or switch ticked
   * while the filter is off (Ark syncs its input only when the value it is given changes between renders). The
   * subcategories and districts offered follow the same root and city, so a list never belongs to another one.
   */
  const filters = useSyncExternalStore(written.subscribe, written.get, written.get);
  const { roots, subcategories, subcategoriesLoading, rootsFailed, retryRoots } = useCategoryTree(
    filters.rootId,
    'directory',
  );
  const places = useLocationOptions(filters.cityId);
  const { t } = useTranslation('teachers');
  const label = useFilterChipLabels();
  const set = useCallback((changes: Partial<DirectoryFilters>) => update(withFilters(changes)), [update]);
  const changeFees = useCallback(
    (range: AmountRange, options: { replace: boolean }) =>
      update(withFilters({ minPrice: range.min, maxPrice: range.max }), options),
    [update],
  );
  const sortChoices = useMemo(
    () => SORT_VALUES.map((value) => ({ value, label: label.sortName(value) })),
    [label],
  );
  const setSort = useCallback((sort: DirectoryFilters['sort']) => set({ sort }), [set]);
  const setMode = useCallback((mode: DirectoryFilters['mode']) => set({ mode }), [set]);
  const setPlace = useCallback((place: LocationValue) => set(place), [set]);
  const setMinRating = useCallback((minRating: number | null) => set({ minRating }), [set]);
  const setDays = useCallback((days: DirectoryFilters['days']) => set({ days }), [set]);
  const setPart = useCallback((part: DirectoryFilters['part']) => set({ part }), [set]);
  const setVerified = useCallback((verified: boolean) => set({ verified }), [set]);
  return (
    <Stack gap="5">
      <FiltersPanelHeader
        title={t('filters.title')}
        clearLabel={t('filters.clear')}
        activeCount={activeCount}
        onClear={props.onClear}
      />
      <SortSelect value={filters.sort} choices={sortChoices} onChange={setSort} />
      <CategoryFilter
        roots={roots}
        subcategories={subcategories}
        subcategoriesLoading={subcategoriesLoading}
        rootsFailed={rootsFailed}
        retryRoots={retryRoots}
        rootId={filters.rootId}
        subIds={filters.subIds}
        onToggleRoot={props.onToggleRoot}
        onToggleSub={props.onToggleSub}
      />
      {SECTION_BREAK}
      <LessonModeFilter value={filters.mode} onChange={setMode} />
      <LocationFilter
        cityId={filters.cityId}
        districtId={filters.districtId}
        cities={places.provinces}
        districts={places.districts}
        citiesLoading={places.provincesLoading}
        districtsLoading={places.districtsLoading}
        failed={places.provincesFailed || places.districtsFailed}
        onRetry={places.retry}
        onChange={setPlace}
      />
      <FeeRangeFilter
        min={filters.minPrice}
        max={filters.maxPrice}
        bounds={props.feeBounds}
        onChange={changeFees}
      />
      <MinRatingFilter value={filters.minRating} onChange={setMinRating} />
      <DayFilter days={filters.days} part={filters.part} onDaysChange={setDays} onPartChange={setPart} />
      <VerifiedFilter checked={filters.verified} onChange={setVerified} />
    </Stack>
  );
}

interface CategoryFilterProps extends Pick<FiltersPanelProps, 'onToggleRoot' | 'onToggleSub'> {
  roots: Category[];
  subcategories: Category[];
  subcategoriesLoading: boolean;
  rootsFailed: boolean;
  retryRoots: () => void;
  rootId: number | null;
  subIds: readonly number[];
}

/** 'Kategoriler': the roots as buttons, the open root's subcategories as checkboxes under it. */
const CategoryFilter = memo(function CategoryFilter(props: CategoryFilterProps) {
  const { roots, subcategories, subcategoriesLoading, rootId, subIds } = props;
  const { t } = useTranslation('teachers');
  return (
    <Stack as="section" gap="2" aria-labelledby="teacher-categories-heading">
      <Heading as="h3" size="sm" id="teacher-categories-heading">
        {t('filters.categories')}
      </Heading>
      {props.rootsFailed ? (
        <FilterLoadFailed
          message={t('filters.categoriesFailed')}
          retryLabel={t('states.retry')}
          onRetry={props.retryRoots}
        />
      ) : null}
      <Stack as="ul" gap="1" listStyleType="none">
        {roots.map((root) => {
          const expanded = rootId === root.id;
          return (
            <Box as="li" key={root.id}>
              <RootButton root={root} expanded={expanded} onToggle={props.onToggleRoot} />
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
                    <SubcategoryCheckbox
                      key={sub.id}
                      sub={sub}
                      checked={subIds.includes(sub.id)}
                      onToggle={props.onToggleSub}
                    />
                  ))}
                </Stack>
              ) : null}
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
});

const RootButton = memo(function RootButton({
  root,
  expanded,
  onToggle,
}: {
  root: Category;
  expanded: boolean;
  onToggle: (rootId: number) => void;
}) {
  return (
    <Button
      variant={expanded ? 'subtle' : 'ghost'}
      colorPalette={expanded ? 'brand' : 'gray'}
      size="sm"
      width="full"
      justifyContent="flex-start"
      aria-expanded={expanded}
      onClick={() => onToggle(root.id)}
    >
      {root.name}
    </Button>
  );
});

const SubcategoryCheckbox = memo(function SubcategoryCheckbox({
  sub,
  checked,
  onToggle,
}: {
  sub: Category;
  checked: boolean;
  onToggle: (subId: number) => void;
}) {
  return (
    <Checkbox.Root size="sm" colorPalette="brand" checked={checked} onCheckedChange={() => onToggle(sub.id)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{sub.name}</Checkbox.Label>
    </Checkbox.Root>
  );
});
