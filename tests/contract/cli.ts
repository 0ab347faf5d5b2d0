/**
 * `npm run contract -- --base-url URL [--token TOKEN]`: checks a running server against openapi.yaml.
 * Plain Node runs this file (type stripping), so its imports carry `.ts` and avoid the `@/` alias.
 */
import { parseCliArgs, USAGE } from './args.ts';
import { formatSummary, formatTable } from './report.ts';
import { runContract } from './run-contract.ts';

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
const report = await runContract(args);
console.log(formatTable(report.results));
console.log('');
console.log(formatSummary(report, args.baseUrl));
process.exit(report.unreachable.length > 0 ? 2 : report.ok ? 0 : 1);
