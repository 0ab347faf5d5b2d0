import { describe, expect, it } from 'vitest';
import { readProfile } from './profile-data';

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
