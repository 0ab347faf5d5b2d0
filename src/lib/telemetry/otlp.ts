import { redactText } from '@/lib/analytics/redact';

/*
 * The wire format: OpenTelemetry's OTLP/HTTP with JSON encoding, logs signal (POST <collector>/v1/logs), which
 * any OpenTelemetry Collector and most vendors accept (docs/decisions/2026-11-26-telemetry.md says why). Each
 * event is one log record named by its `event.name` attribute; what every event of the tab shares (the
 * release, the build date, the session id) is said once per batch in the resource, as OTLP intends.
 */

export type AttributeValue = string | number | boolean;

/** One event before encoding: its name, when, how bad, an optional text and its attributes. */
export interface TelemetryEvent {
  name: string;
  /** Milliseconds since the epoch. */
  at: number;
  severity: 'INFO' | 'WARN' | 'ERROR';
  body?: string;
  attributes: Record<string, AttributeValue | undefined>;
}

/** What every event of this tab carries. */
export interface TelemetryResource {
  release: string;
  builtAt: string;
  sessionId: string;
}

export const SERVICE_NAME = 'ozel-ders-web';
const SCOPE_NAME = 'ozel-ders-web/telemetry';
/** OTLP's severity numbers for the texts used (the spec's INFO, WARN and ERROR ranges start there). */
const SEVERITY_NUMBER = { INFO: 9, WARN: 13, ERROR: 17 } as const;

type OtlpValue = { stringValue: string } | { doubleValue: number } | { boolValue: boolean };

/** Every text is redacted once more here, whatever built it: the last gate before the network. */
function otlpValue(value: AttributeValue): OtlpValue {
  if (typeof value === 'number') return { doubleValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  return { stringValue: redactText(value, 2000) };
}

function otlpAttributes(attributes: Record<string, AttributeValue | undefined>) {
  return Object.entries(attributes).flatMap(([key, value]) =>
    value === undefined ? [] : [{ key, value: otlpValue(value) }],
  );
}

/** The body of one OTLP/HTTP JSON logs request holding `events`. */
export function encodeLogs(events: readonly TelemetryEvent[], resource: TelemetryResource): string {
  return JSON.stringify({
    resourceLogs: [
      {
        resource: {
          attributes: otlpAttributes({
            'service.name': SERVICE_NAME,
            'service.version': resource.release,
            'app.built_at': resource.builtAt,
            'session.id': resource.sessionId,
          }),
        },
        scopeLogs: [
          {
            scope: { name: SCOPE_NAME },
            logRecords: events.map((event) => ({
              timeUnixNano: `${Math.round(event.at)}000000`,
              severityNumber: SEVERITY_NUMBER[event.severity],
              severityText: event.severity,
              ...(event.body === undefined ? {} : { body: otlpValue(event.body) }),
              attributes: otlpAttributes({ 'event.name': event.name, ...event.attributes }),
            })),
          },
        ],
      },
    ],
  });
}
