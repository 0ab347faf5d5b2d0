import { Field, Stack } from '@chakra-ui/react';
import { type ComponentProps, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterLoadFailed } from '@/components/filters/filter-load-failed';
import { FeeRangeFilter } from '@/components/filters/fee-range-filter';
import { FiltersPanelHeader } from '@/components/filters/filters-panel-header';
import { LessonModeFilter } from '@/components/filters/lesson-mode-filter';
import { type Place, PlaceCombobox } from '@/components/filters/place-combobox';
import { ChoiceSelect } from '@/components/forms/choice-select';
import type { Category } from '@/generated/api/model';
import type { CourseSearch } from '../utils/course-search';

export interface ListingsFilterProps {
  search: CourseSearch;
  roots: Category[];
  subcategories: Category[];
  /** The provinces in Turkish order (hooks/use-location-options). */
  cities: readonly Place[];
  citiesLoading: boolean;
  citiesFailed: boolean;
  onRetryCities: () => void;
  /** The cheapest and dearest fee of the results shown, as the fee fields' hint. */
  feeBounds: { low: number; high: number } | null;
  /** How many filters are on: 'Temizle' shows when there is one. */
  activeCount: number;
  /** Changes some filters; the search goes back to its first page. */
  onChange: (change: Partial<CourseSearch>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

type FeeChange = ComponentProps<typeof FeeRangeFilter>['onChange'];

const toId = (value: string): number | null => (value === '' ? null : Number(value));

interface CategorySelectProps {
  label: string;
  allLabel: string;
  value: number | null;
  options: Category[];
  disabled?: boolean;
  onChange: (id: number | null) => void;
}

/** One labelled native select of categories; the empty choice means "all". */
function CategorySelect({ label, allLabel, value, options, disabled, onChange }: CategorySelectProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect
        value={value ?? ''}
        onChange={(event) => onChange(toId(event.target.value))}
        placeholder={allLabel}
        options={options}
      />
    </Field.Root>
  );
}

/**
 * The /courses filters ('Filtreler'): root → subcategory as two labelled selects (91 subcategories read better
 * in a list than as chips), lesson mode, city and fee range, the controls the teacher directory uses. The same
 * panel sits in the sidebar and, on a phone, in the drawer.
 */
export function ListingsFilter(props: ListingsFilterProps) {
  const { search, roots, subcategories, activeCount, onChange } = props;
  const { t } = useTranslation('listings');
  const { t: tSearch } = useTranslation('course-search');
  const { t: tFilters } = useTranslation('filters');
  // Kept the same between renders: the fee fields restart their settle timer when it changes.
  const onFees = useCallback<FeeChange>(
    (range, options) => onChange({ minPrice: range.min, maxPrice: range.max }, options),
    [onChange],
  );
  return (
    <Stack gap="5">
      <FiltersPanelHeader
        title={tSearch('filters.title')}
        clearLabel={t('filter.clear')}
        activeCount={activeCount}
        onClear={props.onClear}
      />
      <CategorySelect
        label={t('filter.root')}
        allLabel={t('filter.all')}
        value={search.rootId}
        options={roots}
        onChange={(rootId) => onChange({ rootId, subId: null })}
      />
      <CategorySelect
        label={t('filter.sub')}
        allLabel={t('filter.allSubs')}
        value={search.subId}
        options={subcategories}
        disabled={search.rootId === null}
        onChange={(subId) => onChange({ subId })}
      />
      <LessonModeFilter value={search.mode} onChange={(mode) => onChange({ mode })} />
      <Stack gap="2">
        <PlaceCombobox
          label={tFilters('location.city')}
          placeholder={
            props.citiesLoading ? tFilters('location.loading') : tFilters('location.cityPlaceholder')
          }
          places={props.cities}
          value={search.cityId}
          disabled={props.citiesLoading && props.cities.length === 0}
          onChange={(cityId) => onChange({ cityId })}
        />
        {props.citiesFailed ? (
          <FilterLoadFailed
            message={tFilters('location.failed')}
            retryLabel={tFilters('location.retry')}
            onRetry={props.onRetryCities}
          />
        ) : null}
      </Stack>
      <FeeRangeFilter
        min={search.minPrice}
        max={search.maxPrice}
        bounds={props.feeBounds}
        onChange={onFees}
      />
    </Stack>
  );
}
