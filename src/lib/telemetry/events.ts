import type { PageView, WebVital } from '@/lib/analytics/types';
import { redactText } from '@/lib/analytics/redact';
import { isApiError } from '@/lib/api/api-error';
import { isAxiosError } from '@/lib/api/axios-marks';
import type { TelemetryEvent } from './otlp';
import type { Signal } from './signals';

/*
 * Signals and analytics records as events. Every attribute is built from named fields (a kind, a status, an
 * operation name): never a request, a response body, a header or a form value, so no token, password, e-mail,
 * phone or message text can ride along; the one free text, an error's message and stack, is redacted.
 */

/** The kinds of failed call worth a report: the server or the way to it failed, not the person's input. */
export type CallFailureKind = 'network' | 'timeout' | 'server' | 'malformed';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);
const STACK_LINES = 12;

/**
 * Which kind of failure a call's error is, or null when it is no failure of ours to see: a 4xx or a `success:
 * false` envelope is the server refusing what was sent (the screen says why), a cancelled call is nobody's.
 */
export function callFailureKind(error: unknown): CallFailureKind | null {
  if (!isApiError(error)) return null;
  const code = isAxiosError(error.cause) ? error.cause.code : undefined;
  if (code !== undefined && TIMEOUT_CODES.has(code)) return 'timeout';
  if (error.kind === 'network') return 'network';
  if (error.kind === 'malformed') return 'malformed';
  if (error.kind !== 'http') return null;
  if (error.status === 408 || error.status === 504) return 'timeout';
  return error.status >= 500 ? 'server' : null;
}

/** A call's address as an operation: ids replaced, no query (it may hold an e-mail or a search). */
export function operationOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.replace(/\/\d+(?=\/|$)/g, '/{id}');
}

function describeError(error: unknown): { type: string; message: string; stack?: string } {
  // An API error's message ends with the server's words, which may repeat what the person sent: not sent.
  if (isApiError(error))
    return {
      type: error.name,
      message: `API ${error.kind} error${error.status ? ` (${error.status})` : ''}`,
    };
  if (error instanceof Error) {
    const stack = error.stack?.split('\n').slice(0, STACK_LINES).join('\n');
    return { type: error.name, message: error.message, ...(stack ? { stack } : {}) };
  }
  return { type: typeof error, message: typeof error === 'string' ? error : '' };
}

/** The page the event happened on: its path only (a query may hold personal data). */
const pagePath = (): string => redactText(window.location.pathname, 300);

/** The event for a signal, or null when the signal is not one to send (a refused call). */
export function signalEvent(signal: Signal): TelemetryEvent | null {
  if (signal.type === 'call') {
    const kind = callFailureKind(signal.error);
    if (kind === null || !isApiError(signal.error)) return null;
    const { error } = signal;
    const code = isAxiosError(error.cause) ? error.cause.code : undefined;
    return {
      name: 'app.call_failed',
      at: signal.at,
      severity: kind === 'malformed' ? 'ERROR' : 'WARN',
      attributes: {
        'call.kind': kind,
        'call.operation': redactText(operationOf(signal.operation), 200),
        'http.request.method': signal.method.toUpperCase(),
        'http.response.status_code': error.status || undefined,
        'error.type': code,
        'page.path': pagePath(),
      },
    };
  }
  const { type, message, stack } = describeError(signal.error);
  const text = redactText(message);
  return {
    name: signal.type === 'route-error' ? 'app.route_error' : 'app.error',
    at: signal.at,
    severity: 'ERROR',
    body: text,
    attributes: {
      'exception.type': redactText(type, 100),
      'exception.message': text,
      'exception.stacktrace': stack === undefined ? undefined : redactText(stack, 2000),
      ...(signal.type === 'route-error'
        ? { 'route_error.kind': signal.kind }
        : { 'error.source': signal.source }),
      'page.path': pagePath(),
    },
  };
}

/** A page view: the analytics module has already redacted its query. */
export function pageViewEvent(view: PageView): TelemetryEvent {
  return {
    name: 'app.page_view',
    at: Date.parse(view.at),
    severity: 'INFO',
    attributes: { 'page.path': redactText(view.path, 300), 'page.query': view.query || undefined },
  };
}

export function webVitalEvent(vital: WebVital): TelemetryEvent {
  return {
    name: 'app.web_vital',
    at: Date.parse(vital.at),
    severity: 'INFO',
    attributes: {
      'web_vital.name': vital.name,
      'web_vital.value': vital.value,
      'web_vital.rating': vital.rating,
      'web_vital.id': vital.id,
      'page.path': redactText(vital.path, 300),
    },
  };
}

/** The socket dropped or could not open (`disconnected`), or came back after that (`reconnected`). */
export function socketEvent(
  state: 'disconnected' | 'reconnected',
  details: { previous?: string; downMs?: number },
  at = Date.now(),
): TelemetryEvent {
  return {
    name: 'app.socket',
    at,
    severity: state === 'disconnected' ? 'WARN' : 'INFO',
    attributes: {
      'socket.state': state,
      'socket.previous_state': details.previous,
      'socket.down_ms': details.downMs,
      'page.path': pagePath(),
    },
  };
}
