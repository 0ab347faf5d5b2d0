import { DEMO_PASSWORD } from '../db/demo';
import type { LessonRequestRecord } from '../db/schema';
import type { Db } from '../db/collections';

/* Helpers for the handler tests: real fetch calls that the MSW server of tests/setup.ts answers. */

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  multipart?: Multipart;
  cookie?: string;
}

export interface CallResult<T> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  { token, body, multipart, cookie }: CallOptions = {},
): Promise<CallResult<T>> {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (cookie) headers.set('Cookie', cookie);
  if (multipart) headers.set('Content-Type', multipart.contentType);
  const response = await fetch(new URL(path, location.href), {
    method,
    headers,
    body: multipart?.body ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

/** The `name=value` part of the refresh cookie a response set. */
export function refreshCookieOf(headers: Headers): string {
  const raw = headers.get('set-cookie') ?? '';
  return raw.split(';')[0] ?? '';
}

export async function login(usernameOrEmail: string, password = DEMO_PASSWORD) {
  const result = await call<{ data: { accessToken: string; userId: number } }>('POST', '/v1/auth/login', {
    body: { usernameOrEmail, password },
  });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${JSON.stringify(result.body)}`);
  return {
    token: result.body.data.accessToken,
    userId: result.body.data.userId,
    cookie: refreshCookieOf(result.headers),
  };
}

export interface Multipart {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * A multipart/form-data body built by hand: under jsdom, FormData and File are jsdom's while fetch is Node's,
 * and Node's fetch cannot serialise jsdom's FormData.
 */
export function multipart(
  fields: Record<string, string | { name: string; type: string; bytes: Uint8Array }>,
): Multipart {
  const boundary = 'mock-boundary-7f3a';
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      parts.push(
        encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
      );
    } else {
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="${key}"; filename="${value.name}"\r\nContent-Type: ${value.type}\r\n\r\n`;
      parts.push(encoder.encode(head), value.bytes, encoder.encode('\r\n'));
    }
  }
  parts.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A seeded request of the student's that is approved and not reviewed yet: one a review may be written for. */
export function reviewableRequest(db: Db, studentId: number): LessonRequestRecord {
  const open = db.lessonRequests.findFirst((q) =>
    q.where({
      studentId,
      status: 'COMPLETED',
      id: (id) => !db.reviews.findFirst((r) => r.where({ lessonRequestId: id })),
    }),
  );
  if (!open) throw new Error(`the seed has no held, unreviewed lesson of student ${studentId}`);
  return open;
}
