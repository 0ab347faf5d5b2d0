import { useCallback, useMemo } from 'react';
import { useGetProvince, useGetProvinces } from '@/generated/provinces/provinces/provinces';
import { compareTr } from '@/i18n/formatters';

interface Named {
  id: number;
  name: string;
}

const byName = (items: readonly Named[]): Named[] => [...items].sort((a, b) => compareTr(a.name, b.name));

/**
 * Provinces, then the chosen province's districts, from the external service, in Turkish order: the teacher
 * location step of profile setup and settings, and the listing form.
 */
export function useLocationOptions(provinceId: number | null) {
  // Both are reference data: orval.config.ts gives them an infinite staleTime.
  const provinces = useGetProvinces();
  const province = useGetProvince(provinceId ?? 0, { query: { enabled: provinceId !== null } });
  const provinceList = useMemo(() => byName(provinces.data?.data ?? []), [provinces.data]);
  const districtList = useMemo(
    () => (provinceId === null ? [] : byName(province.data?.data.districts ?? [])),
    [province.data, provinceId],
  );
  const { isError: provincesFailed, refetch: refetchProvinces } = provinces;
  const { isError: provinceFailed, refetch: refetchProvince } = province;
  // Stable while nothing failed, so a memoised place filter that gets it keeps its render.
  const retry = useCallback(() => {
    if (provincesFailed) void refetchProvinces();
    if (provinceFailed) void refetchProvince();
  }, [provincesFailed, provinceFailed, refetchProvinces, refetchProvince]);
  return {
    provinces: provinceList,
    districts: districtList,
    provincesLoading: provinces.isPending,
    provincesFailed: provinces.isError,
    districtsLoading: provinceId !== null && province.isPending,
    districtsFailed: province.isError,
    retry,
  };
}
