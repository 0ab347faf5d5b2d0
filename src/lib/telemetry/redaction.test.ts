import { afterEach, describe, expect, it } from 'vitest';
import { redactQuery } from '@/lib/analytics/redact';
import { ApiError } from '@/lib/api/api-error';
import { pageViewEvent, signalEvent, webVitalEvent } from './events';
import { encodeLogs, type TelemetryEvent } from './otlp';

/*
 * Nothing personal leaves in a report: every kind of event is built from inputs that hold a token, a password,
 * an e-mail address, a phone number and a chat message's text, and the encoded request must hold none of them.
 */

const TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJlbGlmZGVtaXIiLCJleHAiOjE3NjQxNzI4MDB9.Qm9ndXNTaWduYXR1cmVGb3JUZXN0cw';
const PASSWORD = 'Demo.1234';
const EMAIL = 'elif.demir@example.com';
const PHONE = '0532 123 45 67';
const MESSAGE = 'Merhaba hocam, yarın 15:00 uygun mu?';
const SECRETS = [TOKEN, PASSWORD, EMAIL, PHONE, PHONE.replaceAll(' ', ''), MESSAGE];

/** A failed call as axios and the transport leave it: the request (header, body) and the answer inside. */
function failedCall(status: number, kind: 'http' | 'network' | 'malformed' = 'http') {
  const cause = Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    code: status === 0 ? 'ERR_NETWORK' : 'ERR_BAD_RESPONSE',
    config: {
      url: `/v1/chat/rooms/12/messages?email=${EMAIL}`,
      headers: { Authorization: `Bearer ${TOKEN}` },
      data: JSON.stringify({ content: MESSAGE, password: PASSWORD, phone: PHONE }),
    },
  });
  const body = { success: false, message: `${MESSAGE} (${EMAIL})`, data: { phone: PHONE } };
  return new ApiError(kind, status, body, { cause });
}

function leaks(events: (TelemetryEvent | null)[]): string[] {
  const sent = encodeLogs(
    events.filter((event) => event !== null),
    { release: '3b29e9b4c1d2', builtAt: '2026-11-26T12:00:00.000Z', sessionId: 'tab-1' },
  );
  return SECRETS.filter((secret) => sent.includes(secret));
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('what a report holds', () => {
  it('holds no token, password, e-mail, phone or message text from a failed call', () => {
    window.history.replaceState(null, '', `/chat?token=${TOKEN}&email=${EMAIL}`);
    const events = [500, 0].map((status) =>
      signalEvent({
        type: 'call',
        operation: `/v1/chat/rooms/12/messages?email=${EMAIL}&phone=${PHONE}`,
        method: 'post',
        error: failedCall(status, status === 0 ? 'network' : 'http'),
        at: 1,
      }),
    );
    expect(events.map((event) => event?.attributes['call.kind'])).toEqual(['server', 'network']);
    expect(events[0]?.attributes['call.operation']).not.toContain('?');
    expect(leaks(events)).toEqual([]);
  });

  it('holds none of them from an error whose message or stack carries them', () => {
    const error = new Error(
      `send failed for ${EMAIL} / ${PHONE}: Authorization: Bearer ${TOKEN} {"password":"${PASSWORD}"}`,
    );
    error.stack = `Error: token=${TOKEN}\n    at send (http://127.0.0.1/assets/chat-Ab12.js:1:200)`;
    const events = [
      signalEvent({ type: 'error', source: 'error', error, at: 1 }),
      signalEvent({
        type: 'error',
        source: 'unhandledrejection',
        error: `rejected ${TOKEN} ${EMAIL}`,
        at: 1,
      }),
      signalEvent({ type: 'route-error', kind: 'other', error, at: 1 }),
      signalEvent({ type: 'error', source: 'unhandledrejection', error: failedCall(500), at: 1 }),
    ];
    expect(events.map((event) => event?.name)).toEqual([
      'app.error',
      'app.error',
      'app.route_error',
      'app.error',
    ]);
    expect(events[3]?.body).toBe('API http error (500)');
    expect(events[0]?.attributes['exception.stacktrace']).toContain('chat-Ab12.js:1:200');
    expect(leaks(events)).toEqual([]);
  });

  it('holds none of them from a page view or a vital of a page whose address carries them', () => {
    const query = redactQuery(`?token=${TOKEN}&email=${EMAIL}&phone=${PHONE}&q=fizik`);
    const events = [
      pageViewEvent({ path: `/reset-password/${TOKEN}`, query, at: '2026-11-26T12:00:00.000Z' }),
      webVitalEvent({
        name: 'LCP',
        value: 1200,
        rating: 'good',
        id: 'v5-1',
        path: `/u/${EMAIL}`,
        at: '2026-11-26T12:00:00.000Z',
      }),
    ];
    expect(events[0]?.attributes['page.query']).toContain('q=fizik');
    expect(leaks(events)).toEqual([]);
  });

  it('is not sent at all for a call the server refused (a 4xx, success: false)', () => {
    for (const error of [failedCall(400), failedCall(404), new ApiError('rejected', 200, {})])
      expect(
        signalEvent({ type: 'call', operation: 'createReport', method: 'post', error, at: 1 }),
      ).toBeNull();
  });
});
