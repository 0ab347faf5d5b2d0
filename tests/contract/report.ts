import type { CheckResult, ContractReport, Outcome } from './run-contract.ts';

/* The printed table and summary. Plain text, no colours: CI logs and pipes read it as well as a terminal. */

const COLUMNS = ['CHECK', 'REQUEST', 'STATUS', 'RESULT', 'FIRST VIOLATION / NOTE'] as const;

/** The name of a check: the operation (or destination), and its step when it has one. */
export function checkName(result: CheckResult): string {
  return result.step ? `${result.operationId} · ${result.step}` : result.operationId;
}

function row(result: CheckResult): string[] {
  const grade = result.outcome !== 'PASS' && result.grade ? ` (${result.grade})` : '';
  return [
    checkName(result),
    `${result.method} ${result.target}`,
    result.status === undefined ? '-' : String(result.status),
    `${result.outcome}${result.source === 'inferred' && result.outcome === 'PASS' ? '*' : ''}`,
    `${result.detail}${grade}`.trim(),
  ];
}

export function formatTable(results: CheckResult[]): string {
  const rows = [[...COLUMNS], ...results.map(row)];
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join('\n');
}

export function countOutcomes(results: CheckResult[]): Record<Outcome, number> {
  const counts: Record<Outcome, number> = { PASS: 0, FAIL: 0, WARN: 0, SKIP: 0 };
  for (const result of results) counts[result.outcome] += 1;
  return counts;
}

export interface SummaryContext {
  baseUrl: string;
  /** Why the checker could not run (exit 2). */
  cannotRun?: string;
  signedIn?: string[];
}

export function formatSummary(report: ContractReport, context: SummaryContext | string): string {
  const { baseUrl, cannotRun, signedIn = [] } = typeof context === 'string' ? { baseUrl: context } : context;
  const count = countOutcomes(report.results);
  const who = signedIn.length > 0 ? `, signed in as ${signedIn.join(' and ')}` : '';
  const lines = [
    `${count.PASS} passed, ${count.FAIL} failed, ${count.WARN} warned, ${count.SKIP} skipped (against ${baseUrl}${who})`,
  ];
  if (report.results.some((result) => result.source === 'inferred' && result.outcome === 'PASS')) {
    lines.push(
      'PASS* an inferred operation (designed by us) that the server implements as the contract says.',
    );
  }
  if (count.WARN > 0) {
    lines.push(
      'WARN  an inferred operation not implemented, drifting or ignoring a filter: --strict-inferred makes it fail.',
    );
  }
  for (const origin of report.unreachable) {
    lines.push(`ERROR: could not reach ${origin}. Is the server running, and is the base URL right?`);
  }
  if (cannotRun) lines.push(`ERROR: could not run: ${cannotRun}`);
  if (report.unreachable.length === 0 && !cannotRun && count.FAIL > 0) {
    lines.push('CONTRACT VIOLATED: the server does not answer as the contract says (see FAIL rows).');
  }
  return lines.join('\n');
}

/** The JSON report: every result as it is, the counts, and the exit status it leads to. No token, no password. */
export function formatJson(report: ContractReport, context: SummaryContext & { exitCode: number }): string {
  const results = report.results.map((result) => ({ suite: 'operation', ...result }));
  return JSON.stringify(
    {
      baseUrl: context.baseUrl,
      exitCode: context.exitCode,
      ok: report.ok && !context.cannotRun,
      cannotRun: context.cannotRun ?? null,
      signedIn: context.signedIn ?? [],
      unreachable: report.unreachable,
      counts: countOutcomes(report.results),
      results,
    },
    null,
    2,
  );
}
