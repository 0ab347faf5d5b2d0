import axios, { AxiosError, CanceledError } from 'axios';
import { describe, expect, it } from 'vitest';
import { isAxiosError, isCancel } from './axios-marks';

const values: Array<[string, unknown]> = [
  ['a request failure', new AxiosError('Network Error', 'ERR_NETWORK')],
  ['a cancellation', new CanceledError()],
  ['a plain Error', new Error('bug')],
  ['a look-alike with isAxiosError: "yes"', { isAxiosError: 'yes' }],
  ['a plain object marked as cancelled', { __CANCEL__: true }],
  ['null', null],
  ['a string', 'Network Error'],
  ['undefined', undefined],
];

describe('recognising axios failures without loading axios', () => {
  it.each(values)('%s is seen as axios itself sees it', (_name, value) => {
    expect(isAxiosError(value)).toBe(axios.isAxiosError(value));
    expect(isCancel(value)).toBe(axios.isCancel(value));
  });
});
