import { http, HttpResponse } from 'msw';
import { advanceMockClock, mockClockOffset, mockNowIso } from '../db/clock';

/**
 * The mock clock's control, for tests only (no part of the contract): `GET /__mock/clock` says the mock's now
 * and its offset; `POST /__mock/clock {"advanceMs": n}` moves it forward by n ms (400 for anything but a
 * positive number). The same handler answers in the browser (MSW), in vitest and on the standalone server,
 * so a test reaches a first lesson's time without sleeping.
 */
const state = () => ({ now: mockNowIso(), offsetMs: mockClockOffset() });

export const mockClockHandlers = [
  http.get('*/__mock/clock', () => HttpResponse.json(state())),
  http.post('*/__mock/clock', async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { advanceMs?: unknown } | null;
    const ms = body?.advanceMs;
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0)
      return HttpResponse.json(
        { message: 'advanceMs: pozitif bir sayı olmalı (milisaniye).' },
        { status: 400 },
      );
    advanceMockClock(ms);
    return HttpResponse.json(state());
  }),
];
