import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { teacherErrorMessage } from './teacher-error-message';

describe('teacherErrorMessage', () => {
  it('uses the server message when there is one', () => {
    const error = new ApiError('rejected', 200, { success: false, message: 'Bakımdayız' });
    expect(teacherErrorMessage(error)).toEqual({ kind: 'server', text: 'Bakımdayız' });
  });

  it("falls back to 'no data' for success false without a message", () => {
    expect(teacherErrorMessage(new ApiError('rejected', 200, { success: false }))).toEqual({
      kind: 'noData',
    });
    expect(teacherErrorMessage(new Error('x'))).toEqual({ kind: 'noData' });
  });

  it('names network and parse failures', () => {
    expect(teacherErrorMessage(new ApiError('network', 0))).toEqual({ kind: 'network' });
    expect(teacherErrorMessage(new ApiError('malformed', 200, 'oops'))).toEqual({ kind: 'malformed' });
  });
});
