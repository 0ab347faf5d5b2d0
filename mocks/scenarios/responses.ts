import { HttpResponse } from 'msw';
import { UNAUTHORIZED } from '../handlers/http';
import type { ScenarioFailure } from './registry';

/** Spring Boot's default error body: what an uncaught exception on the real server answers with. */
function springError(request: Request, status: number, error: string) {
  return {
    timestamp: new Date().toISOString(),
    status,
    error,
    path: new URL(request.url).pathname,
  };
}

/**
 * A body cut off in the middle, sent as JSON: what a proxy timing out mid-stream or a crashed serialiser gives.
 * axios leaves it as a string; the app's client reports it as a malformed answer.
 */
export const MALFORMED_BODY = '{"success":true,"message":null,"data":{"content":[{"id":1,"name":"Ay';

/** What a proxy answers for the API while the server is down for maintenance: a page for people, not JSON. */
export const HTML_PAGE =
  '<!doctype html><html lang="tr"><head><title>Bakım</title></head><body><h1>Bakımdayız</h1></body></html>';

export function failureResponse(failure: ScenarioFailure, request: Request): Response {
  switch (failure.kind) {
    case 'http-500':
      return HttpResponse.json(springError(request, 500, 'Internal Server Error'), { status: 500 });
    case 'envelope':
      return HttpResponse.json(
        { success: false, message: failure.message ?? null, data: null },
        { status: failure.status ?? 200 },
      );
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    case 'data-null':
      return HttpResponse.json({ success: true, message: null, data: null });
    case 'html-200':
      return HttpResponse.html(HTML_PAGE);
    case 'unauthorized':
      return HttpResponse.json(UNAUTHORIZED, { status: 401 });
  }
}

/** Route chunk failure: what a CDN or dev server answers for a missing or broken file. */
export function chunkFailureResponse(): Response {
  return new HttpResponse('Internal Server Error', {
    status: 500,
    headers: { 'Content-Type': 'text/plain' },
  });
}
