import type { InterruptOptions } from './journeys/cleanup.ts';
import { runWriteJourneys } from './journeys/writes.ts';
import type { CheckerDeps, Suite } from './checker.ts';
import { runCorsChecks } from './cors.ts';
import { runStompChecks } from './stomp.ts';

/*
 * The suites behind --writes, --stomp and --origin (their modules live in journeys/, stomp.ts and cors.ts).
 * With --writes and --stomp together the journeys report the frames they receive (the chat message they send
 * included), so STOMP does not connect a second time; --stomp alone connects, subscribes and listens briefly.
 */

/** How long --stomp alone listens for frames nobody asked for (notifications, presence). */
const LISTEN_MS = 1500;

export function checkerSuites(interrupt?: InterruptOptions): NonNullable<CheckerDeps['suites']> {
  const writes: Suite = ({ args, sessions }) =>
    runWriteJourneys({ sessions, stomp: args.stomp, interrupt, timeoutMs: args.timeoutMs });
  const stomp: Suite = ({ args, sessions }) =>
    args.writes
      ? Promise.resolve([])
      : runStompChecks({ sessions, timeoutMs: args.timeoutMs, listenMs: LISTEN_MS });
  const cors: Suite = ({ args, sessions, fetch }) =>
    runCorsChecks({
      baseUrl: args.baseUrl,
      origin: args.origin ?? '',
      session: sessions[0],
      credentials: args.login,
      fetch,
      timeoutMs: args.timeoutMs,
    });
  return { writes, stomp, cors };
}
