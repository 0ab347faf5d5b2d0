import { parseArgs } from 'node:util';

/* Command-line arguments of the contract checker. */

export const USAGE = `Usage: ozel-ders-contract --base-url URL [options]
       (in the repository: npm run contract -- --base-url URL [options])

Checks a running server against openapi.yaml and asyncapi.yaml: calls every read operation (spec and
inferred), validates status and JSON body against the generated zod schemas, probes the inferred search
filters for being ignored, and, when asked, runs write journeys, the STOMP socket and CORS checks.

  --base-url URL             the API (required), e.g. http://127.0.0.1:8787
  --login USER:PASSWORD      sign in through the contract's login (POST /v1/auth/login), check the refresh
                             call, sign out at the end. USER alone takes the password from
                             CONTRACT_PASSWORD; without the flag, CONTRACT_USER and CONTRACT_PASSWORD are
                             read. The password is never printed.
  --second-login USER:PASSWORD
                             a second account (the other side of a journey, e.g. the Eğitmen), or
                             CONTRACT_SECOND_USER / CONTRACT_SECOND_PASSWORD; teacher-only reads refused
                             to the first account (403) are called as this one
  --token TOKEN              an access token instead of --login (also read from CONTRACT_TOKEN)
  --strict-inferred          an inferred operation that drifts, is not implemented or ignores a filter
                             fails the run (by default it is reported as WARN)
  --writes                   run the write journeys (create, edit and delete a listing; a lesson request
                             approved by the second account; a chat message; a review); everything created is
                             removed at the end. Needs --login and --second-login
  --i-understand-this-writes allow --writes against an address that is not local
  --stomp                    connect to the SockJS endpoint, subscribe to asyncapi.yaml's destinations and
                             validate every frame received
  --origin URL               check CORS with credentials for this front-end origin, and the refresh cookie
  --format table|json|junit  the report's format (default table)
  --out FILE                 write the report there (the table is printed as well); without it the report
                             goes to standard output
  --provinces-base-url URL   the provinces service; without it, its operations are skipped
  --param NAME=VALUE         use VALUE instead of the spec's example (or a value learned from an earlier
                             answer) for a path or query parameter; OPERATION.NAME=VALUE for one operation
                             only (repeatable)
  --timeout MS               per request (default 10000)
  -h, --help                 this text

Exit status: 0 every check passed (WARN rows included), 1 a contract violation (a FAIL row),
2 the checker could not run: bad usage, an unreachable server or socket, a refused login, --writes
refused; 130 interrupted (Ctrl-C), after removing what the journeys made and signing out.`;

export type ReportFormat = 'table' | 'json' | 'junit';

export interface Credentials {
  username: string;
  password: string;
}

export interface CliArgs {
  baseUrl: string;
  token?: string;
  login?: Credentials;
  secondLogin?: Credentials;
  provincesBaseUrl?: string;
  params: Record<string, string>;
  timeoutMs: number;
  strictInferred: boolean;
  writes: boolean;
  stomp: boolean;
  origin?: string;
  format: ReportFormat;
  out?: string;
}

export type ParsedArgs = { args: CliArgs } | { help: true } | { error: string };

const FORMATS: readonly ReportFormat[] = ['table', 'json', 'junit'];

function checkUrl(value: string, flag: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : `${flag} must be an http(s) URL`;
  } catch {
    return `${flag} is not a URL: ${value}`;
  }
}

/** An address on this machine, where --writes needs no confirmation. */
export function isLocalAddress(baseUrl: string): boolean {
  const host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0'
  );
}

/*
 * USER:PASSWORD, or USER alone with the password from the environment. The error names the flag, never the
 * value: it may hold a password.
 */
function credentials(
  flag: string,
  value: string | undefined,
  envUser: string | undefined,
  envPassword: string | undefined,
): Credentials | { error: string } | undefined {
  if (value === undefined) {
    if (!envUser && !envPassword) return undefined;
    if (!envUser || !envPassword) return { error: `${flag}: set both the user and the password variables` };
    return { username: envUser, password: envPassword };
  }
  const colon = value.indexOf(':');
  const username = colon < 0 ? value : value.slice(0, colon);
  const password = colon < 0 ? envPassword : value.slice(colon + 1);
  if (!username) return { error: `${flag} expects USER:PASSWORD (the user is empty)` };
  if (!password)
    return { error: `${flag} expects USER:PASSWORD, or USER with the password in the environment` };
  return { username, password };
}

export function parseCliArgs(argv: string[], env: Record<string, string | undefined> = {}): ParsedArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        login: { type: 'string' },
        'second-login': { type: 'string' },
        'provinces-base-url': { type: 'string' },
        param: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        'strict-inferred': { type: 'boolean' },
        writes: { type: 'boolean' },
        'i-understand-this-writes': { type: 'boolean' },
        stomp: { type: 'boolean' },
        origin: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    // node:util's messages quote the option's name, not a value, except for an unknown positional argument.
    const message = error instanceof Error ? error.message : String(error);
    return { error: message.replace(/argument '[^']*'/, 'argument') };
  }
  if (values.help) return { help: true };

  const baseUrl = values['base-url'];
  if (!baseUrl) return { error: '--base-url is required' };
  const provincesBaseUrl = values['provinces-base-url'];
  const urlError =
    checkUrl(baseUrl, '--base-url') ??
    (provincesBaseUrl ? checkUrl(provincesBaseUrl, '--provinces-base-url') : null) ??
    (values.origin ? checkUrl(values.origin, '--origin') : null);
  if (urlError) return { error: urlError };

  const params: Record<string, string> = {};
  for (const pair of values.param ?? []) {
    const at = pair.indexOf('=');
    if (at <= 0) return { error: `--param expects NAME=VALUE, got "${pair}"` };
    params[pair.slice(0, at)] = pair.slice(at + 1);
  }

  const timeoutMs = Number(values.timeout ?? 10_000);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) return { error: '--timeout must be a positive number' };

  const format = (values.format ?? 'table') as ReportFormat;
  if (!FORMATS.includes(format)) return { error: `--format must be one of ${FORMATS.join(', ')}` };

  const login = credentials('--login', values.login, env.CONTRACT_USER, env.CONTRACT_PASSWORD);
  if (login && 'error' in login) return login;
  const secondLogin = credentials(
    '--second-login',
    values['second-login'],
    env.CONTRACT_SECOND_USER,
    env.CONTRACT_SECOND_PASSWORD,
  );
  if (secondLogin && 'error' in secondLogin) return secondLogin;
  if (secondLogin && !login) return { error: '--second-login needs --login' };

  const token = values.token ?? env.CONTRACT_TOKEN;
  if (token && login) return { error: '--token and --login exclude each other' };

  const writes = values.writes ?? false;
  if (writes && (!login || !secondLogin)) return { error: '--writes needs --login and --second-login' };
  if (writes && !isLocalAddress(baseUrl) && !values['i-understand-this-writes']) {
    return {
      error: `--writes against ${new URL(baseUrl).host}, which is not this machine: it creates and deletes data there. Add --i-understand-this-writes to go on`,
    };
  }

  return {
    args: {
      baseUrl,
      token: token || undefined,
      login,
      secondLogin,
      provincesBaseUrl,
      params,
      timeoutMs,
      strictInferred: values['strict-inferred'] ?? false,
      writes,
      stomp: values.stomp ?? false,
      origin: values.origin,
      format,
      out: values.out,
    },
  };
}
