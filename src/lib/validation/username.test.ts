import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '@/i18n';
import { isUsername, usernameField } from './username';

// The sign-in family's texts load with its routes (src/app/router.tsx).
beforeAll(() => loadNamespaces(['auth', 'register']));

const firstMessage = (value: string) => {
  const issue = usernameField.safeParse(value).error?.issues[0];
  return issue ? i18n.getFixedT('tr')(issue.message) : undefined;
};

describe('isUsername', () => {
  it.each(['elifdemir', 'ayse_yilmaz', 'mehmet.kaya', 'user42', 'abc', 'a'.repeat(20)])(
    'accepts %j',
    (value) => {
      expect(isUsername(value)).toBe(true);
    },
  );

  it.each([
    'ab/c?d#e%',
    'javascript:alert(1)',
    '"><script>1</script>',
    '../../../user/me',
    '\u0000',
    'a\u0000bc',
    'ışık',
    'Elifdemir',
    'elif demir',
    'elif-demir',
    'ab',
    'a'.repeat(21),
    '',
  ])('refuses %j', (value) => {
    expect(isUsername(value)).toBe(false);
  });
});

describe('usernameField', () => {
  it.each([
    ['', 'Kullanıcı adı alanı zorunludur'],
    [
      'ab/c?d#e%',
      'Kullanıcı adında yalnızca a–z küçük harfler, rakamlar, nokta (.) ve alt çizgi (_) kullanılabilir',
    ],
    [
      'a<b',
      'Kullanıcı adında yalnızca a–z küçük harfler, rakamlar, nokta (.) ve alt çizgi (_) kullanılabilir',
    ],
    ['ab', 'Kullanıcı adı en az 3 karakter olmalı'],
    ['a'.repeat(21), 'Kullanıcı adı en fazla 20 karakter olmalı'],
    ['elif.demir_1', undefined],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });
});
