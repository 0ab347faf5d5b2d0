import { describe, expect, it } from 'vitest';
import type { AvailabilityStatus } from '@/lib/validation/availability';
import { isSubmitDisabled } from './submit-rule';

const idle = { userName: 'unchecked', email: 'unchecked', phone: 'unchecked' } as const;
type Kind = 'userName' | 'email' | 'phone';
const state = (
  overrides: { saving?: boolean; userName?: string; email?: string; phone?: string } & {
    status?: Partial<Record<Kind, AvailabilityStatus>>;
  } = {},
) => ({
  saving: false,
  userName: '',
  email: '',
  phone: '',
  ...overrides,
  status: { ...idle, ...overrides.status },
});

describe('isSubmitDisabled', () => {
  it('is enabled when nothing is being saved or checked', () => {
    expect(isSubmitDisabled(state())).toBe(false);
    expect(
      isSubmitDisabled(
        state({ userName: 'yeni', status: { userName: 'available', email: 'taken', phone: 'available' } }),
      ),
    ).toBe(false);
  });

  it('is disabled exactly while saving', () => {
    expect(isSubmitDisabled(state({ saving: true }))).toBe(true);
  });

  it('waits for a username check only from 3 characters', () => {
    expect(isSubmitDisabled(state({ userName: 'ab', status: { userName: 'checking' } }))).toBe(false);
    expect(isSubmitDisabled(state({ userName: 'abc', status: { userName: 'checking' } }))).toBe(true);
  });

  it('waits for an e-mail check only when the address is well-formed', () => {
    expect(isSubmitDisabled(state({ email: 'elif@', status: { email: 'checking' } }))).toBe(false);
    expect(isSubmitDisabled(state({ email: 'elif@ornek.com', status: { email: 'checking' } }))).toBe(true);
  });

  it('waits for a phone check only from 10 characters', () => {
    expect(isSubmitDisabled(state({ phone: '053212345', status: { phone: 'checking' } }))).toBe(false);
    expect(isSubmitDisabled(state({ phone: '0532123456', status: { phone: 'checking' } }))).toBe(true);
    expect(isSubmitDisabled(state({ phone: '05321234567', status: { phone: 'checking' } }))).toBe(true);
  });
});
