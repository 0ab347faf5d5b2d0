import { describe, expect, it } from 'vitest';
import { formatPhone, readProfile } from './profile-data';

const base = { id: 7, username: 'zeynepcelik', name: 'Zeynep', surname: 'Çelik', role: 'ROLE_TEACHER' };

describe('readProfile', () => {
  it('accepts a profile', () => {
    expect(readProfile(base)).toEqual(base);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a text', 'Kullanıcı'],
    ['a list', [base]],
    ['no id', { ...base, id: undefined }],
    ['an id as text', { ...base, id: '7' }],
    ['no username', { ...base, username: null }],
    ['no name at all', { ...base, name: undefined, surname: undefined }],
  ])('rejects %s', (_label, data) => {
    expect(readProfile(data)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups a Turkish mobile number', () => {
    expect(formatPhone('05051234567')).toBe('0505 123 45 67');
    expect(formatPhone('0505 123 4567')).toBe('0505 123 45 67');
  });

  it('leaves anything else as it came', () => {
    expect(formatPhone('+90 505 123 45 67')).toBe('+90 505 123 45 67');
    expect(formatPhone('12345')).toBe('12345');
  });
});
