import { HttpResponse } from 'msw';
import type { ProvinceError } from '../../src/generated/provinces/model';
import {
  getGetProvinceMockHandler,
  getGetProvincesMockHandler,
} from '../../src/generated/provinces/provinces/provinces.msw';
import { findProvince, PROVINCES } from '../data/provinces';
import { respond } from './http';

/** The external provinces service, offline, in its own `{ status, data }` envelope. */
export const provinceHandlers = [
  getGetProvincesMockHandler(() => ({
    status: 'OK',
    data: PROVINCES.map(({ id, name }) => ({ id, name })),
  })),
  getGetProvinceMockHandler(({ params }) => {
    const province = findProvince(Number(params.id));
    if (!province) {
      const body: ProvinceError = { status: 'ERROR', error: 'Province not found.' };
      respond(HttpResponse.json(body, { status: 404 }));
    }
    return {
      status: 'OK',
      data: { id: province.id, name: province.name, districts: [...province.districts] },
    };
  }),
];
