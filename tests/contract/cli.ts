#!/usr/bin/env node
/**
 * The contract checker's command line (`npm run contract -- …`, or `npx ozel-ders-contract …` from a package).
 * Plain Node runs this file (type stripping), so its imports carry `.ts` and avoid the `@/` alias.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseCliArgs, USAGE } from './args.ts';
import { runChecker } from './checker.ts';
import { formatJunit } from './junit.ts';
import { formatJson, formatSummary, formatTable } from './report.ts';
import { INTERRUPTED_EXIT } from './journeys/cleanup.ts';
import { checkerSuites } from './suites.ts';

const parsed = parseCliArgs(process.argv.slice(2), process.env);
if ('help' in parsed) {
  console.log(USAGE);
  process.exit(0);
}
if ('error' in parsed) {
  console.error(`contract: ${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}

const { args } = parsed;
/*
 * Ctrl-C: the write journeys remove what they made (their own handler, which then calls `exit` below); the
 * sessions are signed out; the exit status is 130, the shell's for an interrupted command.
 */
let signOutAll: () => Promise<void> = () => Promise.resolve();
const interrupt = {
  report: (results: Parameters<typeof formatTable>[0]) => {
    if (results.length > 0) console.error(formatTable(results));
  },
  exit: (code: number) => void signOutAll().finally(() => process.exit(code)),
};
const run = await runChecker(args, {
  suites: checkerSuites(args.writes ? interrupt : undefined),
  onInterruptible: (cleanup) => {
    signOutAll = cleanup;
    process.on('SIGINT', () => {
      console.error('contract: interrupted, cleaning up…');
      // With --writes, the journeys' handler cleans up first and then exits through `interrupt.exit`.
      if (!args.writes) interrupt.exit(INTERRUPTED_EXIT);
    });
  },
});

const context = {
  baseUrl: args.baseUrl,
  cannotRun: run.cannotRun,
  signedIn: run.signedIn,
  exitCode: run.exitCode,
};
const table = [
  run.report.results.length > 0 ? `${formatTable(run.report.results)}\n` : '',
  formatSummary(run.report, context),
]
  .filter(Boolean)
  .join('\n');
const formatted =
  args.format === 'json'
    ? formatJson(run.report, context)
    : args.format === 'junit'
      ? formatJunit(run.report, context)
      : table;

if (args.out) {
  const file = resolve(args.out);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, args.format === 'table' ? `${table}\n` : formatted);
  console.log(table);
  console.log(`report (${args.format}) written to ${file}`);
} else {
  console.log(formatted);
}
process.exit(run.exitCode);
