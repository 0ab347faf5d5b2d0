import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '@/i18n';
import { availabilityNote, isCheckable } from './availability';

// The sign-in family's texts load with its routes (src/app/router.tsx).
beforeAll(() => loadNamespaces(['auth', 'register']));

const tr = (key: string | undefined) => (key ? i18n.getFixedT('tr')(key) : undefined);

describe('isCheckable', () => {
  it.each([
    ['userName', 'ab', false],
    ['userName', 'abc', true],
    ['userName', 'ab/c?d#e%', false],
    ['userName', 'a'.repeat(21), false],
    ['email', 'elif@', false],
    ['email', 'elif@ornek.com', true],
    ['phone', '0532123456', false],
    ['phone', '05321234567', true],
    ['phone', '', false],
  ] as const)('%s %j → %s', (kind, value, expected) => {
    expect(isCheckable(kind, value)).toBe(expected);
  });
});

describe('availabilityNote', () => {
  it('says checking and available as help, taken as an error, in Turkish', () => {
    expect(tr(availabilityNote('phone', 'checking').helperKey)).toBe('Kontrol ediliyor...');
    expect(tr(availabilityNote('phone', 'available').helperKey)).toBe('Bu telefon numarası kullanılabilir');
    expect(tr(availabilityNote('phone', 'taken').errorKey)).toBe('Bu telefon numarası zaten kullanımda');
    expect(tr(availabilityNote('userName', 'taken').errorKey)).toBe('Bu kullanıcı adı zaten kullanımda');
    expect(availabilityNote('email', 'unchecked')).toEqual({});
  });
});
