export { getProvincesMock } from './provinces/provinces.msw'
