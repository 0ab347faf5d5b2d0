import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { envelopeCode, isNotFound } from './not-found';

/** The shape react-router gives a thrown 404 or a path no route matches (what isRouteErrorResponse reads). */
const routeResponse = (status: number) => ({ status, statusText: '', internal: true, data: '' });
const envelope = (httpStatus?: string) => ({
  success: false,
  message: 'Bulunamadı.',
  data: null,
  httpStatus,
});

describe('isNotFound', () => {
  it.each([
    ['a 404 with no body', new ApiError('http', 404)],
    ['a 404 with an envelope', new ApiError('http', 404, { success: false, message: 'Yok.', data: null })],
    ['a success: false on 200 that names NOT_FOUND', new ApiError('rejected', 200, envelope('NOT_FOUND'))],
    ['a 400 whose envelope names NOT_FOUND', new ApiError('http', 400, envelope('NOT_FOUND'))],
    ['the router’s own 404', routeResponse(404)],
  ])('is true for %s', (_label, error) => {
    expect(isNotFound(error)).toBe(true);
  });

  it.each([
    ['a 403', new ApiError('http', 403, envelope('FORBIDDEN'))],
    ['a 500 with no body', new ApiError('http', 500)],
    ['a 400 with an envelope naming nothing', new ApiError('http', 400, envelope())],
    ['a success: false on 200 naming another code', new ApiError('rejected', 200, envelope('BAD_REQUEST'))],
    ['no answer at all', new ApiError('network', 0)],
    ['an unreadable answer', new ApiError('malformed', 200, '<html>')],
    ['an expired session', new ApiError('session-expired', 401)],
    ['a bug in our code', new TypeError('x is undefined')],
    ['a plain object that looks like a 404', { status: 404 }],
    ['nothing', undefined],
    ['the router’s 500', routeResponse(500)],
  ])('is false for %s', (_label, error) => {
    expect(isNotFound(error)).toBe(false);
  });
});

describe('envelopeCode', () => {
  it('reads the envelope’s httpStatus and nothing else', () => {
    expect(envelopeCode(envelope('NOT_FOUND'))).toBe('NOT_FOUND');
    expect(envelopeCode({ httpStatus: 404 })).toBeUndefined();
    expect(envelopeCode('NOT_FOUND')).toBeUndefined();
    expect(envelopeCode(null)).toBeUndefined();
  });
});
