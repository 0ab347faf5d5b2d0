import { describe, expect, it } from 'vitest';
import { REDACTED, redactQuery, redactText } from './redact';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJlbGlmZGVtaXIiLCJleHAiOjE3NjQxNzI4MDB9.Qm9ndXNTaWduYXR1cmVGb3JUZXN0cw';

describe('redactText', () => {
  it.each([
    ['a bearer header', `Authorization: Bearer ${JWT}`, JWT],
    ['a bare access token', `token geçersiz: ${JWT}`, JWT],
    ['a password pair', 'login failed {"password":"Demo.1234"}', 'Demo.1234'],
    ['a query token', 'GET /reset-password?token=abc123def&x=1', 'abc123def'],
    ['an e-mail address', 'no user elif.demir@example.com.tr found', 'elif.demir@example.com.tr'],
    ['a phone number', 'bad number 0532 123 45 67 given', '0532 123 45 67'],
    ['a phone with its country code', 'call +90 (532) 123-45-67', '532) 123-45-67'],
    ['a compact phone', 'phone=05321234567', '05321234567'],
    [
      'a long opaque key',
      'refresh r_9f8e7d6c5b4a39281706f5e4d3c2b1a0ffeeddccbbaa failed',
      '9f8e7d6c5b4a3928',
    ],
  ])('hides %s', (_what, text, secret) => {
    const redacted = redactText(text);
    expect(redacted).not.toContain(secret);
    expect(redacted).toContain(REDACTED);
  });

  it('keeps what a report needs: paths, line numbers, ids, dates, Turkish text', () => {
    const kept = [
      'TypeError: Cannot read properties of undefined (reading "title")',
      '    at Ks (http://127.0.0.1:9430/assets/route-teacher-profile-B3kd9xQa.js:1:23456)',
      '/profile/id/12 v5-1732623456789-8437512345678 2026-11-26T17:00:00.000Z',
      'Eğitmen bulunamadı; öğrenci isteği 404',
    ];
    for (const text of kept) expect(redactText(text)).toBe(text);
  });

  it('cuts a long text', () => {
    expect(redactText('a '.repeat(400), 20)).toHaveLength(20);
  });
});

describe('redactQuery', () => {
  it('hides a phone number in the query too', () => {
    expect(redactQuery('?phone=05321234567&tab=1')).toBe('phone=[redacted]&tab=1');
  });
});
