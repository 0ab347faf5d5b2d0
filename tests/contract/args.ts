import { parseArgs } from 'node:util';

/* Command-line arguments of the contract checker. */

export const USAGE = `Usage: npm run contract -- --base-url URL [options]

Calls every read operation of openapi.yaml marked x-source: spec (and the few inferred reads named in
tests/contract/spec.ts) and validates status and JSON body
against the generated zod schemas (src/generated/zod).

  --base-url URL            the API (required), e.g. http://127.0.0.1:8787
  --token TOKEN             an access token; without it, authenticated operations are skipped
                            (also read from CONTRACT_TOKEN)
  --provinces-base-url URL  the provinces service; without it, its operations are skipped
  --param NAME=VALUE        use VALUE instead of the spec's example for a path or query parameter;
                            OPERATION.NAME=VALUE for one operation only (repeatable)
  --timeout MS              per request (default 10000)
  -h, --help                this text

Exit status: 0 all checked operations pass, 1 a contract violation, 2 unreachable server or bad usage.`;

export interface CliArgs {
  baseUrl: string;
  token?: string;
  provincesBaseUrl?: string;
  params: Record<string, string>;
  timeoutMs: number;
}

export type ParsedArgs = { args: CliArgs } | { help: true } | { error: string };

function checkUrl(value: string, flag: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : `${flag} must be an http(s) URL`;
  } catch {
    return `${flag} is not a URL: ${value}`;
  }
}

export function parseCliArgs(argv: string[], env: Record<string, string | undefined> = {}): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        'provinces-base-url': { type: 'string' },
        param: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { help: true };

  const baseUrl = values['base-url'];
  if (!baseUrl) return { error: '--base-url is required' };
  const provincesBaseUrl = values['provinces-base-url'];
  const urlError =
    checkUrl(baseUrl, '--base-url') ??
    (provincesBaseUrl ? checkUrl(provincesBaseUrl, '--provinces-base-url') : null);
  if (urlError) return { error: urlError };

  const params: Record<string, string> = {};
  for (const pair of values.param ?? []) {
    const at = pair.indexOf('=');
    if (at <= 0) return { error: `--param expects NAME=VALUE, got "${pair}"` };
    params[pair.slice(0, at)] = pair.slice(at + 1);
  }

  const timeoutMs = Number(values.timeout ?? 10_000);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return { error: '--timeout must be a positive number' };

  const token = values.token ?? env.CONTRACT_TOKEN;
  return { args: { baseUrl, token: token || undefined, provincesBaseUrl, params, timeoutMs } };
}
