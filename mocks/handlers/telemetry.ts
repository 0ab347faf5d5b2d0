import { http, HttpResponse } from 'msw';

/*
 * The mock's telemetry collector, for developers and tests (no part of the contract): the client reporter
 * (src/lib/telemetry) posts OTLP/HTTP JSON logs to `POST /__mock/telemetry`; `GET /__mock/telemetry` lists the
 * events received, oldest first, one flat object each (`?session=<id>` and `?name=<event.name>` narrow it),
 * and `DELETE /__mock/telemetry` forgets them. The standalone server with `--static` points the app at it
 * (its /config.js); the /__mock page shows the newest. Kept in memory, not in the mock db: a restart empties it.
 */

export interface CollectedEvent {
  name: string;
  /** ISO 8601. */
  time: string;
  severity: string;
  body?: string;
  /** The resource's service.version: the build's git commit. */
  release: string;
  /** The resource's app.built_at. */
  builtAt: string;
  sessionId: string;
  attributes: Record<string, string | number | boolean>;
}

const MAX_EVENTS = 1000;
let collected: CollectedEvent[] = [];

export function collectedEvents(): readonly CollectedEvent[] {
  return collected;
}

type OtlpValue = {
  stringValue?: string;
  doubleValue?: number;
  intValue?: number | string;
  boolValue?: boolean;
};
interface OtlpAttribute {
  key: string;
  value?: OtlpValue;
}
interface OtlpRecord {
  timeUnixNano?: string | number;
  severityText?: string;
  body?: OtlpValue;
  attributes?: OtlpAttribute[];
}
interface OtlpLogs {
  resourceLogs?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeLogs?: { logRecords?: OtlpRecord[] }[];
  }[];
}

function plain(value: OtlpValue | undefined): string | number | boolean | undefined {
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.doubleValue !== undefined) return value.doubleValue;
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.boolValue;
}

function attributeMap(attributes: OtlpAttribute[] | undefined): Record<string, string | number | boolean> {
  const map: Record<string, string | number | boolean> = {};
  for (const { key, value } of attributes ?? []) {
    const shown = plain(value);
    if (shown !== undefined) map[key] = shown;
  }
  return map;
}

/** The events of one OTLP logs body, flattened; throws on a body that is not OTLP logs. */
export function flattenOtlpLogs(body: unknown): CollectedEvent[] {
  const { resourceLogs } = (body ?? {}) as OtlpLogs;
  if (!Array.isArray(resourceLogs)) throw new Error('resourceLogs: an array is required (OTLP logs, JSON)');
  return resourceLogs.flatMap(({ resource, scopeLogs }) => {
    const shared = attributeMap(resource?.attributes);
    return (scopeLogs ?? []).flatMap(({ logRecords }) =>
      (logRecords ?? []).map((record): CollectedEvent => {
        const { 'event.name': name, ...attributes } = attributeMap(record.attributes);
        const body = plain(record.body);
        return {
          name: String(name ?? ''),
          time: new Date(Number(BigInt(record.timeUnixNano ?? 0) / 1_000_000n)).toISOString(),
          severity: record.severityText ?? '',
          ...(body === undefined ? {} : { body: String(body) }),
          release: String(shared['service.version'] ?? ''),
          builtAt: String(shared['app.built_at'] ?? ''),
          sessionId: String(shared['session.id'] ?? ''),
          attributes,
        };
      }),
    );
  });
}

export const telemetryHandlers = [
  http.post('*/__mock/telemetry', async ({ request }) => {
    let events: CollectedEvent[];
    try {
      events = flattenOtlpLogs(JSON.parse(await request.text()));
    } catch (error) {
      return HttpResponse.json(
        { message: `Geçersiz OTLP gövdesi: ${error instanceof Error ? error.message : String(error)}` },
        { status: 400 },
      );
    }
    collected = [...collected, ...events].slice(-MAX_EVENTS);
    // OTLP/HTTP's success answer: an empty ExportLogsServiceResponse.
    return HttpResponse.json({});
  }),
  http.get('*/__mock/telemetry', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const session = params.get('session');
    const name = params.get('name');
    return HttpResponse.json(
      collected.filter(
        (event) =>
          (session === null || event.sessionId === session) && (name === null || event.name === name),
      ),
    );
  }),
  http.delete('*/__mock/telemetry', () => {
    collected = [];
    return new HttpResponse(null, { status: 204 });
  }),
];
