import type { CheckResult, ContractReport } from './run-contract.ts';

/* The printed table and summary. Plain text, no colours: CI logs and pipes read it as well as a terminal. */

const COLUMNS = ['OPERATION', 'REQUEST', 'STATUS', 'RESULT', 'FIRST VIOLATION / NOTE'] as const;

function row(result: CheckResult): string[] {
  return [
    result.operationId,
    `${result.method} ${result.target}`,
    result.status === undefined ? '-' : String(result.status),
    result.outcome,
    result.detail,
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

export function formatSummary(report: ContractReport, baseUrl: string): string {
  const count = (outcome: CheckResult['outcome']) =>
    report.results.filter((r) => r.outcome === outcome).length;
  const lines = [
    `${count('PASS')} passed, ${count('FAIL')} failed, ${count('SKIP')} skipped (against ${baseUrl})`,
  ];
  for (const origin of report.unreachable) {
    lines.push(`ERROR: could not reach ${origin}. Is the server running, and is the base URL right?`);
  }
  if (report.unreachable.length === 0 && !report.ok) {
    lines.push('CONTRACT VIOLATED: the server does not answer as openapi.yaml says (see FAIL rows).');
  }
  return lines.join('\n');
}
