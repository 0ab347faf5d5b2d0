import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { settingsFailure } from './server-failure';

const envelope = (message: string) => ({ success: false, message, data: null });

describe('settingsFailure', () => {
  it('treats a 400 or a success:false answer as a refusal of the input, in the server’s words', () => {
    expect(settingsFailure(new ApiError('http', 400, envelope('Mevcut şifreniz hatalı.')))).toEqual({
      refused: true,
      serverMessage: 'Mevcut şifreniz hatalı.',
    });
    expect(settingsFailure(new ApiError('rejected', 200, envelope('Olmadı.')))).toEqual({
      refused: true,
      serverMessage: 'Olmadı.',
    });
  });

  it('treats a server error or no answer as a failure of the whole form', () => {
    expect(settingsFailure(new ApiError('http', 500, envelope('Sunucu hatası')))).toEqual({
      refused: false,
      serverMessage: 'Sunucu hatası',
    });
    expect(settingsFailure(new ApiError('network', 0))).toEqual({ refused: false, serverMessage: undefined });
    expect(settingsFailure(new Error('bug'))).toEqual({ refused: false });
  });
});
