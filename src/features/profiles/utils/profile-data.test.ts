import { describe, expect, it } from 'vitest';
import { formatPhone, fullName, isTeacher, profileLocation, readProfile } from './profile-data';

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

describe('isTeacher', () => {
  it('is true for ROLE_TEACHER only', () => {
    expect(isTeacher({ role: 'ROLE_TEACHER' })).toBe(true);
    expect(isTeacher({ role: 'ROLE_STUDENT' })).toBe(false);
    expect(isTeacher({ role: 'ROLE_ADMIN' })).toBe(false);
  });
});

describe('fullName', () => {
  it('joins name and surname', () => {
    expect(fullName(base)).toBe('Zeynep Çelik');
    expect(fullName({ ...base, surname: '  ' })).toBe('Zeynep');
  });

  it('falls back to the username', () => {
    expect(fullName({ ...base, name: '', surname: '' })).toBe('zeynepcelik');
  });
});

describe('profileLocation', () => {
  it('shows city and district, or whichever exists', () => {
    expect(profileLocation('İstanbul', 'Kadıköy')).toEqual({ kind: 'known', text: 'İstanbul / Kadıköy' });
    expect(profileLocation('Denizli', null)).toEqual({ kind: 'known', text: 'Denizli' });
    expect(profileLocation(null, 'Çankaya')).toEqual({ kind: 'known', text: 'Çankaya' });
    expect(profileLocation(' Ankara ', 'null')).toEqual({ kind: 'known', text: 'Ankara' });
  });

  it("is unknown for nulls and the server's 'null' texts", () => {
    expect(profileLocation(null, null)).toEqual({ kind: 'unknown' });
    expect(profileLocation(undefined, undefined)).toEqual({ kind: 'unknown' });
    expect(profileLocation('null', 'null')).toEqual({ kind: 'unknown' });
    expect(profileLocation('', null)).toEqual({ kind: 'unknown' });
  });

  it('is hidden when both parts are empty texts', () => {
    expect(profileLocation('', ' ')).toEqual({ kind: 'hidden' });
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
