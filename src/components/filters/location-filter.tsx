import { memo } from 'react';
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FilterLoadFailed } from './filter-load-failed';
import { type Place, PlaceCombobox } from './place-combobox';

export interface LocationValue {
  cityId: number | null;
  districtId: number | null;
}

interface LocationFilterProps extends LocationValue {
  /** The provinces and the chosen one's districts, in Turkish order (hooks/use-location-options). */
  cities: readonly Place[];
  districts: readonly Place[];
  citiesLoading?: boolean;
  districtsLoading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  onChange: (next: LocationValue) => void;
}

/** 'Şehir' then 'İlçe'; a new city clears the district, which belongs to the old one. */
export const LocationFilter = memo(function LocationFilter(props: LocationFilterProps) {
  const { cityId, districtId, cities, districts, onChange } = props;
  const { t } = useTranslation('filters');
  return (
    <Stack gap="3">
      <PlaceCombobox
        label={t('location.city')}
        placeholder={props.citiesLoading ? t('location.loading') : t('location.cityPlaceholder')}
        places={cities}
        value={cityId}
        disabled={props.citiesLoading && cities.length === 0}
        onChange={(id) => onChange({ cityId: id, districtId: null })}
      />
      <PlaceCombobox
        label={t('location.district')}
        placeholder={
          cityId === null
            ? t('location.districtFirst')
            : props.districtsLoading
              ? t('location.loading')
              : t('location.districtPlaceholder')
        }
        places={districts}
        value={districtId}
        disabled={cityId === null || props.districtsLoading}
        onChange={(id) => onChange({ cityId, districtId: id })}
      />
      {props.failed ? (
        <FilterLoadFailed
          message={t('location.failed')}
          retryLabel={t('location.retry')}
          onRetry={props.onRetry}
        />
      ) : null}
    </Stack>
  );
});
