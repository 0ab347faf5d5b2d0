import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '@/i18n';
import { changePasswordSchema, deleteAccountSchema } from './password-schema';

const tr = (key: string) => i18n.getFixedT('tr')(key);

// The settings screen's texts load with its route (src/app/router.tsx).
beforeAll(() => loadNamespaces(['settings', 'auth', 'register']));

/** The first message of each failing field, in Turkish. */
function messagesFor(values: { currentPassword: string; password: string; confirmPassword: string }) {
  const messages: Record<string, string> = {};
  for (const issue of changePasswordSchema.safeParse(values).error?.issues ?? [])
    messages[String(issue.path[0])] ??= tr(issue.message);
  return messages;
}

describe('change password rules', () => {
  it('asks for the current password but applies no rule to it', () => {
    expect(
      messagesFor({ currentPassword: '', password: 'Yeni.Sifre42', confirmPassword: 'Yeni.Sifre42' }),
    ).toEqual({ currentPassword: 'Mevcut şifre alanı zorunludur' });
    expect(
      messagesFor({ currentPassword: 'eski', password: 'Yeni.Sifre42', confirmPassword: 'Yeni.Sifre42' }),
    ).toEqual({});
  });

  it('holds the new password to registration’s rules and wants it twice', () => {
    expect(messagesFor({ currentPassword: 'x', password: 'abc', confirmPassword: '' })).toEqual({
      password: 'Şifre en az 6 karakter olmalı',
      confirmPassword: 'Şifre tekrarı zorunludur',
    });
    expect(
      messagesFor({ currentPassword: 'x', password: 'Yeni.Sifre42', confirmPassword: 'Yeni.Sifre43' }),
    ).toEqual({ confirmPassword: 'Şifreler eşleşmiyor' });
  });
});

describe('delete account rules', () => {
  it('needs the password', () => {
    const result = deleteAccountSchema.safeParse({ password: '' });
    expect(tr(result.error?.issues[0]?.message ?? '')).toBe('Şifre alanı zorunludur');
    expect(deleteAccountSchema.safeParse({ password: 'Demo.1234' }).success).toBe(true);
  });
});
