import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { cookieForCaller, isCrossSite } from './http-bridge.ts';

const request = (host: string, origin?: string, forwarded: Record<string, string> = {}) =>
  ({ headers: { host, ...(origin ? { origin } : {}), ...forwarded } }) as unknown as IncomingMessage;

const LAX = 'refreshToken=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=604800';

describe('the refresh cookie for the caller', () => {
  it('goes as SameSite=None; Secure to a page of another site, as a real cross-site API must send it', () => {
    const req = request('127.0.0.1:8787', 'https://www.example.com');

    expect(isCrossSite(req)).toBe(true);
    expect(cookieForCaller(req, LAX)).toBe(
      'refreshToken=abc; Path=/; HttpOnly; Max-Age=604800; SameSite=None; Secure',
    );
  });

  it('stays Lax for the same site (another port of 127.0.0.1), the same origin and no Origin at all', () => {
    for (const req of [
      request('127.0.0.1:8787', 'http://127.0.0.1:4173'),
      request('127.0.0.1:8787', 'http://127.0.0.1:8787'),
      request('127.0.0.1:8787'),
      request('api.ozelders.example.com', 'http://www.ozelders.example.com'),
      // Behind the app's proxy: the browser called the page's own origin.
      request('127.0.0.1:8787', 'http://localhost:4475', {
        'x-forwarded-host': 'localhost:4475',
        'x-forwarded-proto': 'http',
      }),
    ]) {
      expect(isCrossSite(req)).toBe(false);
      expect(cookieForCaller(req, LAX)).toBe(LAX);
    }
  });
});
