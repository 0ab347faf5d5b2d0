import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failureText, screenFailure } from './screen-failure';

const envelope = (message?: string) => ({ success: false, message, data: null });
const texts = { failed: 'failed', refused: 'refused', network: 'network', malformed: 'malformed' };

describe('screenFailure and failureText', () => {
  it.each([
    // error, kind, text shown
    [
      'a 400 with a message',
      new ApiError('http', 400, envelope('Mevcut şifreniz hatalı.')),
      'refused',
      'Mevcut şifreniz hatalı.',
    ],
    ['a 409 without one', new ApiError('http', 409), 'refused', 'refused'],
    ['success: false on a 200', new ApiError('rejected', 200, envelope('Olmadı.')), 'refused', 'Olmadı.'],
    [
      'success: false, data text only',
      new ApiError('rejected', 200, { success: false, data: 'Bakımdayız' }),
      'refused',
      'Bakımdayız',
    ],
    ['a 500 with a message', new ApiError('http', 500, envelope('Sunucu hatası')), 'failed', 'Sunucu hatası'],
    ['a 500 without one', new ApiError('http', 500), 'failed', 'failed'],
    ['an expired session', new ApiError('session-expired', 401), 'failed', 'failed'],
    ['no answer', new ApiError('network', 0), 'network', 'network'],
    ['an unreadable answer', new ApiError('malformed', 200, 'oops'), 'malformed', 'malformed'],
    ['a bug', new Error('bug'), 'failed', 'failed'],
  ] as const)('%s: %s, shows %j', (_label, error, kind, text) => {
    expect(screenFailure(error).kind).toBe(kind);
    expect(failureText(error, texts)).toBe(text);
  });

  it('falls back to the failed text for a kind the screen does not name', () => {
    expect(failureText(new ApiError('network', 0), { failed: 'Olmadı' })).toBe('Olmadı');
  });
});
