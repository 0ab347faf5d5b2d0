import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadNamespaces } from '@/i18n';
import { verifySchema } from './verify-schema';

// The e-mail check's texts load with its screen, not with the app.
beforeAll(() => loadNamespaces(['verify']));

const messageFor = (code: string) => {
  const issue = verifySchema.safeParse({ code }).error?.issues[0];
  return issue ? i18n.t(issue.message, { lng: 'tr' }) : undefined;
};

describe('verification code', () => {
  it.each([
    ['', 'Doğrulama kodu zorunludur'],
    ['   ', 'Doğrulama kodu zorunludur'],
    ['123456789', 'Doğrulama kodu en fazla 8 karakter olmalı'],
    ['123456', undefined],
    ['12345678', undefined],
  ])('%j → %s', (code, message) => expect(messageFor(code)).toBe(message));
});
