import type { CliArgs } from './args.ts';
import { gradeAnswer } from './grade.ts';
import { stompCannotConnect } from './stomp.ts';
import { call } from './http.ts';
import {
  loadContract,
  runContract,
  type CheckResult,
  type ContractOptions,
  type ContractReport,
  type LoadedContract,
} from './run-contract.ts';
import {
  authHeaders,
  refreshSession,
  SessionError,
  signIn,
  signOut,
  type Session,
  type SessionExchange,
} from './session.ts';

/*
 * One run of the checker, as the command line asks for it: sign in, check the refresh, every read operation,
 * the suites asked for (writes, STOMP, CORS), sign out; the exit status decided in one place.
 */

export type ExitCode = 0 | 1 | 2;

/** What a suite (the write journeys, STOMP, CORS) is given. */
export interface SuiteContext {
  args: CliArgs;
  contract: LoadedContract;
  /** The --login session first, then the --second-login one. */
  sessions: Session[];
  fetch?: typeof fetch;
  /** Registers an undo run at the end, and on Ctrl-C (last registered, first run). */
  onCleanup: (undo: () => Promise<void>) => void;
}

export type Suite = (context: SuiteContext) => Promise<CheckResult[]>;

export interface CheckerDeps {
  fetch?: typeof fetch;
  specFile?: string;
  zodDir?: string;
  /** The suites behind --writes, --stomp and --origin; each runs only when its flag is given. */
  suites?: { writes?: Suite; stomp?: Suite; cors?: Suite };
  /** Receives the cleanup runner, so a Ctrl-C handler can call it before exiting. */
  onInterruptible?: (cleanup: () => Promise<void>) => void;
}

export interface CheckerRun {
  report: ContractReport;
  exitCode: ExitCode;
  /** Why the checker could not run (exit 2), for the summary; never holds a password or a token. */
  cannotRun?: string;
  /** Who was signed in (usernames), for the summary. */
  signedIn: string[];
}

const SESSION_SOURCE: Record<SessionExchange['operationId'], 'spec' | 'inferred'> = {
  login: 'inferred',
  refreshToken: 'spec',
  logout: 'spec',
};

/** A spec read that needs a token: the refreshed token must open it. */
const AUTHENTICATED_PROBE = { operationId: 'getNotifications', path: '/v1/notifications' };

function exchangeResult(
  contract: LoadedContract,
  exchange: SessionExchange,
  username: string,
  strict: boolean,
): CheckResult {
  const source = SESSION_SOURCE[exchange.operationId];
  const graded = gradeAnswer(
    { status: exchange.status, body: exchange.body, text: exchange.body === undefined ? '' : '{}' },
    contract.schemas.get(exchange.operationId),
    source,
    strict,
  );
  return {
    operationId: exchange.operationId,
    step: `as ${username}`,
    source,
    method: exchange.method,
    target: exchange.target,
    status: exchange.status,
    ...graded,
  };
}

export function exitCodeOf(report: ContractReport, cannotRun?: string): ExitCode {
  if (cannotRun || report.unreachable.length > 0) return 2;
  return report.results.some((result) => result.outcome === 'FAIL') ? 1 : 0;
}

/** Checks that the refresh call works and that its token opens an authenticated call. */
async function checkRefresh(session: Session, args: CliArgs, deps: CheckerDeps): Promise<CheckResult[]> {
  const step = `refreshed token works (as ${session.user.username})`;
  const base = {
    operationId: AUTHENTICATED_PROBE.operationId,
    step,
    source: 'spec' as const,
    method: 'GET',
    target: AUTHENTICATED_PROBE.path,
  };
  try {
    await refreshSession(session);
  } catch (error) {
    if (!(error instanceof SessionError)) throw error;
    if (error.status === undefined) return [{ ...base, outcome: 'FAIL', detail: error.message }];
    return [{ ...base, outcome: 'SKIP', detail: 'the refresh was refused' }];
  }
  const called = await call(
    `${args.baseUrl.replace(/\/+$/, '')}${AUTHENTICATED_PROBE.path}`,
    { headers: { Accept: 'application/json', ...authHeaders(session) } },
    { fetch: deps.fetch, timeoutMs: args.timeoutMs },
  );
  if ('unreachable' in called)
    return [{ ...base, outcome: 'FAIL', detail: `unreachable: ${called.unreachable}` }];
  const ok = called.answer.status >= 200 && called.answer.status < 300;
  return [
    {
      ...base,
      status: called.answer.status,
      grade: ok ? 'conforming' : 'refused',
      outcome: ok ? 'PASS' : 'FAIL',
      detail: ok ? '' : `the token from the refresh call was refused (${called.answer.status})`,
      durationMs: called.durationMs,
    },
  ];
}

export async function runChecker(args: CliArgs, deps: CheckerDeps = {}): Promise<CheckerRun> {
  const contract = await loadContract({ specFile: deps.specFile, zodDir: deps.zodDir });
  const sessions: Session[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  const results: CheckResult[] = [];
  const unreachable: string[] = [];
  let cannotRun: string | undefined;

  let cleanedUp = false;
  const cleanup = async () => {
    if (cleanedUp) return;
    cleanedUp = true;
    for (const undo of cleanups.reverse()) {
      try {
        await undo();
      } catch {
        // One failed undo must not keep the others (and the sign-out) from running.
      }
    }
    for (const session of sessions) {
      try {
        await signOut(session);
      } catch {
        // Graded below from the exchange it left.
      }
    }
  };
  deps.onInterruptible?.(cleanup);

  try {
    for (const [flag, credentials] of [
      ['--login', args.login],
      ['--second-login', args.secondLogin],
    ] as const) {
      if (!credentials) continue;
      try {
        sessions.push(
          await signIn({
            baseUrl: args.baseUrl,
            username: credentials.username,
            password: credentials.password,
            fetch: deps.fetch,
            timeoutMs: args.timeoutMs,
          }),
        );
      } catch (error) {
        if (!(error instanceof SessionError)) throw error;
        if (error.status === undefined) unreachable.push(new URL(args.baseUrl).origin);
        cannotRun = `${flag}: ${error.message}`;
        break;
      }
    }

    if (!cannotRun) {
      for (const session of sessions) {
        const [login] = session.exchanges;
        if (login) results.push(exchangeResult(contract, login, session.user.username, args.strictInferred));
      }
      const [primary] = sessions;
      if (primary) {
        results.push(...(await checkRefresh(primary, args, deps)));
        const refresh = primary.exchanges.find((exchange) => exchange.operationId === 'refreshToken');
        if (refresh)
          results.push(exchangeResult(contract, refresh, primary.user.username, args.strictInferred));
      }

      const options: ContractOptions = {
        baseUrl: args.baseUrl,
        token: args.token,
        sessions,
        provincesBaseUrl: args.provincesBaseUrl,
        params: args.params,
        timeoutMs: args.timeoutMs,
        fetch: deps.fetch,
        strictInferred: args.strictInferred,
        contract,
      };
      const operations = await runContract(options);
      results.push(...operations.results);
      unreachable.push(...operations.unreachable);

      const context: SuiteContext = {
        args,
        contract,
        sessions,
        fetch: deps.fetch,
        onCleanup: (undo) => cleanups.push(undo),
      };
      const asked: Array<[boolean, Suite | undefined, string]> = [
        [args.writes, deps.suites?.writes, '--writes'],
        [args.stomp, deps.suites?.stomp, '--stomp'],
        [Boolean(args.origin), deps.suites?.cors, '--origin'],
      ];
      for (const [wanted, suite, flag] of asked) {
        if (!wanted || unreachable.length > 0) continue;
        if (!suite) {
          cannotRun = `${flag} is not available in this version of the checker`;
          continue;
        }
        // WARN is an inferred operation falling short (every write journey calls inferred ones): strict fails it.
        const suiteResults = (await suite(context)).map((result) =>
          args.strictInferred && result.outcome === 'WARN' ? { ...result, outcome: 'FAIL' as const } : result,
        );
        results.push(...suiteResults);
        if (stompCannotConnect(suiteResults))
          cannotRun ??= 'the STOMP endpoint could not be reached (see CONNECT)';
      }
    }
  } finally {
    await cleanup();
  }
  for (const session of sessions) {
    const logout = session.exchanges.find((exchange) => exchange.operationId === 'logout');
    if (logout) results.push(exchangeResult(contract, logout, session.user.username, args.strictInferred));
  }

  const report: ContractReport = {
    results,
    unreachable: [...new Set(unreachable)],
    ok: !cannotRun && unreachable.length === 0 && results.every((result) => result.outcome !== 'FAIL'),
  };
  return {
    report,
    exitCode: exitCodeOf(report, cannotRun),
    cannotRun,
    signedIn: sessions.map((session) => session.user.username),
  };
}
