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
const run = await runChecker(args, {
  // Ctrl-C: remove what the journeys created and sign out, then stop (exit 2: the run did not finish).
  onInterruptible: (cleanup) => {
    process.once('SIGINT', () => {
      console.error('contract: interrupted, cleaning up…');
      void cleanup().finally(() => process.exit(2));
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
