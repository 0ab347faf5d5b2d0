import { HttpResponse } from 'msw';
import type {
  ProvinceDetail,
  ProvinceError,
  ProvinceListResponse,
  ProvinceResponse,
} from '../../src/generated/provinces/model';
import {
  getGetProvinceMockHandler,
  getGetProvincesMockHandler,
} from '../../src/generated/provinces/provinces/provinces.msw';
import { findProvince, PROVINCES } from '../data/provinces';
import { respond } from './http';

/*
 * The real service lives on another origin and answers with CORS headers; browsers and jsdom enforce them,
 * so the mock must send them too (the generated factory's default answer has none).
 */
const CORS = { 'Access-Control-Allow-Origin': '*' };
const withCors = (body: ProvinceListResponse | ProvinceResponse | ProvinceError, status = 200): never =>
  respond(HttpResponse.json(body, { status, headers: CORS }));

/** The external provinces service, offline, in its own `{ status, data }` envelope. */
export const provinceHandlers = [
  getGetProvincesMockHandler(() =>
    withCors({ status: 'OK', data: PROVINCES.map(({ id, name }) => ({ id, name })) }),
  ),
  getGetProvinceMockHandler(({ params }) => {
    const province = findProvince(Number(params.id));
    if (!province) return withCors({ status: 'ERROR', error: 'Province not found.' }, 404);
    const data: ProvinceDetail = { id: province.id, name: province.name, districts: [...province.districts] };
    return withCors({ status: 'OK', data });
  }),
];
