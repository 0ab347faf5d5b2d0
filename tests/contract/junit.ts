import { checkName } from './report.ts';
import type { CheckResult, ContractReport } from './run-contract.ts';

/*
 * The JUnit XML report: one <testcase> per operation call, journey step and STOMP frame, one <testsuite> per
 * suite (operations, each journey, each STOMP session, the CORS origin), so a CI (GitHub Actions' test
 * reporters, GitLab's artifacts:reports:junit, Jenkins) lists them. FAIL is a <failure>, SKIP <skipped>;
 * JUnit has no warning, so WARN passes with the reason in <system-out> and a "WARN" property.
 * Written by hand: the format is small, and escaping is the one rule that matters (below).
 */

// Characters XML 1.0 cannot hold at all, even escaped (control characters other than tab, newline, return).
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(INVALID_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const seconds = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(3);

/** The <testsuite>: the journey, STOMP session or origin a result belongs to (its group), else its suite. */
function suiteName(result: CheckResult): string {
  const suite = result.suite ?? 'operation';
  return result.group ?? (suite === 'operation' ? 'operations' : suite);
}

function testcase(result: CheckResult): string {
  const name = escapeXml(checkName(result));
  const classname = escapeXml(`contract.${result.suite ?? 'operation'}`);
  const request = `${result.method} ${result.target}${result.status === undefined ? '' : ` → ${result.status}`}`;
  const open = `    <testcase classname="${classname}" name="${name}" time="${seconds(result.durationMs)}">`;
  const properties = [
    ['outcome', result.outcome],
    ['source', result.source],
    ['grade', result.grade],
  ]
    .filter(([, value]) => value)
    .map(([key, value]) => `        <property name="${key}" value="${escapeXml(String(value))}"/>`);
  const body = [`      <properties>`, ...properties, `      </properties>`];
  if (result.outcome === 'FAIL') {
    body.push(
      `      <failure message="${escapeXml(result.detail)}" type="${escapeXml(result.grade ?? 'violation')}">${escapeXml(`${request}\n${result.detail}`)}</failure>`,
    );
  } else if (result.outcome === 'SKIP') {
    body.push(`      <skipped message="${escapeXml(result.detail)}"/>`);
  } else {
    body.push(
      `      <system-out>${escapeXml(`${request}${result.detail ? `\n${result.outcome}: ${result.detail}` : ''}`)}</system-out>`,
    );
  }
  return [open, ...body, '    </testcase>'].join('\n');
}

export function formatJunit(
  report: ContractReport,
  context: { baseUrl: string; cannotRun?: string },
): string {
  const groups = new Map<string, CheckResult[]>();
  for (const result of report.results) {
    const name = suiteName(result);
    groups.set(name, [...(groups.get(name) ?? []), result]);
  }
  // A run that could not happen is one failed case, so CI shows why instead of an empty report.
  if (context.cannotRun || report.unreachable.length > 0) {
    const detail = context.cannotRun ?? `could not reach ${report.unreachable.join(', ')}`;
    groups.set('checker', [
      { operationId: 'checker', step: 'runs', method: '-', target: context.baseUrl, outcome: 'FAIL', detail },
    ]);
  }
  const all = [...groups.values()].flat();
  const count = (results: CheckResult[], outcome: CheckResult['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  const time = (results: CheckResult[]) =>
    seconds(results.reduce((sum, result) => sum + (result.durationMs ?? 0), 0));
  const suites = [...groups.entries()].map(
    ([name, results]) =>
      `  <testsuite name="${escapeXml(name)}" tests="${results.length}" failures="${count(results, 'FAIL')}" errors="0" skipped="${count(results, 'SKIP')}" time="${time(results)}">\n${results.map(testcase).join('\n')}\n  </testsuite>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(`ozel-ders contract against ${context.baseUrl}`)}" tests="${all.length}" failures="${count(all, 'FAIL')}" errors="0" skipped="${count(all, 'SKIP')}" time="${time(all)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
