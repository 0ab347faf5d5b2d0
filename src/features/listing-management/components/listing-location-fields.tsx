import { Button, Stack } from '@chakra-ui/react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/forms/choice-select';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useLocationOptions } from '@/hooks/use-location-options';
import type { ListingFormValues } from '../utils/listing-schema';

interface ListingLocationFieldsProps {
  form: UseFormReturn<ListingFormValues>;
  onEdit: () => void;
}

/**
 * Province, then district, from the provinces service (the same options as the teacher's location step).
 * The form keeps the names, which the contract sends; the province's id only fetches its districts.
 */
export function ListingLocationFields({ form, onEdit }: ListingLocationFieldsProps) {
  const { t } = useTranslation('listing-management');
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const city = useWatch({ control, name: 'city' });
  const district = useWatch({ control, name: 'district' });
  // The form holds names; the chosen name's id (from the same cached province list) fetches its districts.
  const { provinces } = useLocationOptions(null);
  const provinceId = provinces.find((province) => province.name === city)?.id ?? null;
  const options = useLocationOptions(provinceId);
  // A saved name the lists do not hold yet (still loading) stays chosen: it is kept as an option. The selects
  // are controlled (`value`), so the choice shown is always the form's, however the options change.
  const districts =
    district && !options.districts.some((item) => item.name === district)
      ? [{ id: 0, name: district }, ...options.districts]
      : options.districts;
  const cities =
    city && !options.provinces.some((item) => item.name === city)
      ? [{ id: 0, name: city }, ...options.provinces]
      : options.provinces;

  return (
    <>
      <FormField label={t('form.city')} error={errors.city?.message} helper={t('form.locationHint')} required>
        {(describedBy) => (
          <ChoiceSelect
            {...describedBy}
            {...register('city', {
              onChange: () => {
                setValue('district', '');
                onEdit();
              },
            })}
            value={city}
            disabled={options.provincesLoading}
            placeholder={options.provincesLoading ? t('form.loadingChoices') : t('form.cityPlaceholder')}
            options={cities.map((item) => ({ id: item.name, name: item.name }))}
          />
        )}
      </FormField>
      <FormField label={t('form.district')} error={errors.district?.message} required>
        {(describedBy) => (
          <ChoiceSelect
            {...describedBy}
            {...register('district', { onChange: onEdit })}
            value={district}
            disabled={city === '' || options.districtsLoading}
            placeholder={options.districtsLoading ? t('form.loadingChoices') : t('form.districtPlaceholder')}
            options={districts.map((item) => ({ id: item.name, name: item.name }))}
          />
        )}
      </FormField>
      {options.provincesFailed || options.districtsFailed ? (
        <Stack gap="2" align="flex-start">
          <FormAlert status="error">{t('form.locationFailed')}</FormAlert>
          <Button type="button" variant="outline" size="sm" onClick={options.retry}>
            {t('form.retry')}
          </Button>
        </Stack>
      ) : null}
    </>
  );
}
