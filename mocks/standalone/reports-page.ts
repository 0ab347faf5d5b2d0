import type { ReportRow } from '../db/services/safety';
import type { CollectedEvent } from '../handlers/telemetry';

/*
 * The developer's page of the mock backend (`GET /__mock`): every report people made, newest first, and the newest
 * events the app's client reporter sent (/__mock/telemetry). Developer tooling, so English around the data;
 * everything people wrote or a browser sent is escaped (never rendered as HTML).
 */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

function row(report: ReportRow): string {
  const cells = [
    String(report.id),
    report.createdAt,
    report.reporter,
    `${report.targetType} #${report.targetId}`,
    report.target,
    report.reason,
    report.text ?? '',
  ];
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}

/** How many telemetry events the page shows (GET /__mock/telemetry has them all). */
const EVENTS_SHOWN = 50;

function eventRow(event: CollectedEvent): string {
  const cells = [
    event.time,
    event.name,
    event.severity,
    event.release,
    event.sessionId.slice(0, 8),
    [event.body, JSON.stringify(event.attributes)].filter(Boolean).join(' '),
  ];
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}

function telemetrySection(events: readonly CollectedEvent[]): string {
  const newest = events.slice(-EVENTS_SHOWN).reverse();
  const table =
    newest.length === 0
      ? "<p>No events yet (the app sends them when /config.js names a telemetryUrl, as this server's --static does).</p>"
      : `<table><thead><tr><th>When</th><th>Event</th><th>Severity</th><th>Release</th><th>Session</th><th>Details</th></tr></thead><tbody>${newest.map(eventRow).join('')}</tbody></table>`;
  return `<h2>Telemetry (${events.length})</h2>
<p>The newest ${EVENTS_SHOWN} events the app's reporter sent, newest first. JSON: <a href="/__mock/telemetry">/__mock/telemetry</a>.</p>
${table}`;
}

export function reportsPage(reports: readonly ReportRow[], events: readonly CollectedEvent[] = []): string {
  const body =
    reports.length === 0
      ? '<p>No reports yet.</p>'
      : `<table><thead><tr><th>#</th><th>When</th><th>Reporter</th><th>Item</th><th>What</th><th>Reason</th><th>Text</th></tr></thead><tbody>${reports.map(row).join('')}</tbody></table>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mock backend: reports</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere;max-width:24rem}</style>
</head><body><h1>Reports (${reports.length})</h1>
<p>Every report stored by the mock backend, newest first. JSON: <a href="/__mock/reports">/__mock/reports</a>. Health: <a href="/__mock/health">/__mock/health</a>.</p>
${body}
${telemetrySection(events)}
</body></html>`;
}
