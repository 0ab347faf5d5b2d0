import { type CSSProperties, useEffect, useState } from 'react';
import { reportRows, type ReportRow } from '../db/services/safety';
import { getDb } from '../db/store';

/*
 * The reports people made in this browser's mock db, for the developer (the standalone server shows the same
 * at GET /__mock). Read when the panel opens; React escapes every text.
 */

const styles = {
  title: { margin: '12px 0 4px', fontSize: 12, color: '#f6ad55', textTransform: 'uppercase' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 },
  item: { padding: '6px 8px', borderRadius: 6, background: '#2d3748', overflowWrap: 'anywhere' },
  muted: { display: 'block', color: '#cbd5e0', fontSize: 12 },
} satisfies Record<string, CSSProperties>;

export function ReportsList() {
  const [reports, setReports] = useState<ReportRow[] | null>(null);

  useEffect(() => {
    let live = true;
    void getDb().then((db) => {
      if (live) setReports(reportRows(db));
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-label="Reports">
      <h3 style={styles.title}>{`Reports (${reports?.length ?? '…'})`}</h3>
      {reports?.length === 0 ? <span style={styles.muted}>No reports yet.</span> : null}
      <ul style={styles.list}>
        {reports?.map((report) => (
          <li key={report.id} style={styles.item}>
            {`${report.reporter} → ${report.targetType} #${report.targetId}: ${report.reason}`}
            <span style={styles.muted}>{report.target}</span>
            {report.text ? <span style={styles.muted}>{report.text}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
