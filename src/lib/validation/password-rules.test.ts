import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n, loadNamespaces } from '@/i18n';
import {
  confirmPasswordSchema,
  passwordSchema,
  passwordStrength,
  withPasswordConfirmation,
} from './password-rules';

// The sign-in family's texts load with its routes (src/app/router.tsx).
beforeAll(() => loadNamespaces(['auth', 'register']));

const tr = (key: string) => i18n.getFixedT('tr')(key);
const confirmationSchema = withPasswordConfirmation(
  z.object({ password: passwordSchema, confirmPassword: confirmPasswordSchema }),
);

function firstMessage(value: string): string | undefined {
  const result = passwordSchema.safeParse(value);
  return result.success ? undefined : tr(result.error.issues[0]?.message ?? '');
}

describe('password rules', () => {
  it.each([
    ['', 'Şifre alanı zorunludur'],
    ['Ab1!', 'Şifre en az 6 karakter olmalı'],
    ['abcdef1!', 'Şifre en az bir büyük harf içermeli'],
    ['ABCDEF1!', 'Şifre en az bir küçük harf içermeli'],
    ['Abcdefg!', 'Şifre en az bir rakam içermeli'],
    ['Abcdef12', 'Şifre en az bir özel karakter içermeli'],
  ])('%j gives "%s"', (value, message) => {
    expect(firstMessage(value)).toBe(message);
  });

  it('accepts a password that meets every rule, Turkish letters included', () => {
    expect(firstMessage('Demo.1234')).toBeUndefined();
    expect(firstMessage('şİfre1?')).toBeUndefined();
    // 'ı' is lowercase and 'Ğ' uppercase, neither is a special character.
    expect(firstMessage('ığĞ123')).toBe('Şifre en az bir özel karakter içermeli');
  });

  it('gives each failing rule its own message', () => {
    const result = passwordSchema.safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => tr(issue.message))).toEqual([
      'Şifre en az 6 karakter olmalı',
      'Şifre en az bir büyük harf içermeli',
      'Şifre en az bir rakam içermeli',
      'Şifre en az bir özel karakter içermeli',
    ]);
  });
});

describe('password confirmation', () => {
  const confirmError = (password: string, confirmPassword: string) => {
    const result = confirmationSchema.safeParse({ password, confirmPassword });
    const issue = result.error?.issues.find((i) => i.path[0] === 'confirmPassword');
    return issue && tr(issue.message);
  };

  it('requires the repeat and says when the two differ', () => {
    expect(confirmError('Yeni.Sifre1', '')).toBe('Şifre tekrarı zorunludur');
    expect(confirmError('Yeni.Sifre1', 'Yeni.Sifre2')).toBe('Şifreler eşleşmiyor');
    expect(confirmError('Yeni.Sifre1', 'Yeni.Sifre1')).toBeUndefined();
  });

  it('reports the mismatch even while the password itself breaks a rule', () => {
    expect(confirmError('abc', 'abd')).toBe('Şifreler eşleşmiyor');
  });
});

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['Ab1!x', 'weak'],
    ['Ab1!xy', 'medium'],
    ['abcdefg', 'medium'],
    ['Ab1!xyzw', 'good'],
    ['Ab1!xyzwv', 'good'],
    ['Ab1!xyzwvu', 'strong'],
    // Ten characters but a rule is missing (no special character): not strong.
    ['Abc1xyzwvu', 'good'],
    ['abcdefghijkl', 'good'],
  ])('%j is %s', (value, level) => {
    expect(passwordStrength(value)).toBe(level);
  });
});
