import { Button, Stack } from '@chakra-ui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { useUpdateTeacherLocation } from '@/generated/api/teacher/teacher';
import { getGetCurrentUserQueryKey } from '@/generated/api/user/user';
import { useLocationOptions } from '@/hooks/use-location-options';
import { type SetupUser, updateSetupUser } from '../utils/setup-user';
import { LocationSelect } from './location-select';
import { SetupAlert } from './setup-alert';

interface LocationStepProps {
  user: SetupUser;
  onSaved: () => void;
  /** The screen has moved on (success text shown, everything disabled). */
  saved?: boolean;
  /** The location saved earlier (settings): chosen as soon as the province list has arrived. */
  initial?: { city?: string | null; district?: string | null };
}

/** Location step (teachers): province, then district; both required; names are sent. */
export function LocationStep({ user, onSaved, saved = false, initial }: LocationStepProps) {
  const { t } = useTranslation('profile-setup');
  const missingId = useId();
  const [provinceId, setProvinceId] = useState<number | null>(null);
  const [district, setDistrict] = useState('');
  const [missing, setMissing] = useState(false);
  const provinceRef = useRef<HTMLSelectElement>(null);
  const districtRef = useRef<HTMLSelectElement>(null);
  const options = useLocationOptions(provinceId);
  // The own profile (/settings, /profile) shows the location: read again after the save.
  const save = useUpdateTeacherLocation({
    mutation: { meta: { refreshes: [getGetCurrentUserQueryKey()] } },
  });
  const locked = useSubmitLock(save.isPending);
  const city = options.provinces.find((item) => item.id === provinceId)?.name ?? '';
  const [prefilled, setPrefilled] = useState(!initial?.city);

  // Adjusting state while rendering (not in an effect): the saved names become choices once the list exists.
  if (!prefilled && options.provinces.length > 0) {
    setPrefilled(true);
    const match = options.provinces.find((item) => item.name === initial?.city);
    if (match) {
      setProvinceId(match.id);
      setDistrict(initial?.district ?? '');
    }
  }

  const chooseProvince = (value: string) => {
    setProvinceId(value ? Number(value) : null);
    setDistrict('');
    setMissing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!city || !district) {
      setMissing(true);
      (city ? districtRef : provinceRef).current?.focus();
      return;
    }
    // Awaited, so the submit lock holds until the answer (one submit, one request); a failure shows from the state.
    await save
      .mutateAsync(
        { data: { userId: user.id, city, district } },
        {
          onSuccess: () => {
            updateSetupUser({ city, district });
            onSaved();
          },
        },
      )
      .catch(() => undefined);
  };

  const busy = save.isPending || saved;
  const failed = options.provincesFailed || options.districtsFailed;
  return (
    <form onSubmit={(event) => void locked(submit)(event)} noValidate>
      <Stack gap="5">
        <LocationSelect
          ref={provinceRef}
          label={t('location.province')}
          placeholder={options.provincesLoading ? t('location.loading') : t('location.provincePlaceholder')}
          value={provinceId === null ? '' : String(provinceId)}
          options={options.provinces.map((item) => ({ value: String(item.id), label: item.name }))}
          onChange={chooseProvince}
          disabled={busy || options.provincesLoading}
          invalid={missing && !city}
          describedBy={missing ? missingId : undefined}
        />
        <LocationSelect
          ref={districtRef}
          label={t('location.district')}
          placeholder={options.districtsLoading ? t('location.loading') : t('location.districtPlaceholder')}
          value={district}
          options={options.districts.map((item) => ({ value: item.name, label: item.name }))}
          onChange={(value) => {
            setDistrict(value);
            setMissing(false);
          }}
          disabled={busy || provinceId === null || options.districtsLoading}
          invalid={missing && !district}
          describedBy={missing ? missingId : undefined}
        />
        {missing ? (
          <SetupAlert id={missingId} status="error">
            {t('location.errors.required')}
          </SetupAlert>
        ) : null}
        {failed ? (
          <Stack gap="2">
            <SetupAlert status="error">{t('location.errors.loadFailed')}</SetupAlert>
            <Button type="button" variant="outline" onClick={options.retry}>
              {t('location.retry')}
            </Button>
          </Stack>
        ) : null}
        {save.isError ? <SetupAlert status="error">{t('location.errors.failed')}</SetupAlert> : null}
        {saved ? <SetupAlert status="success">{t('location.success')}</SetupAlert> : null}
        <Button
          type="submit"
          colorPalette="brand"
          loading={save.isPending}
          loadingText={t('location.saving')}
          disabled={saved}
        >
          {t('location.save')}
        </Button>
      </Stack>
    </form>
  );
}
