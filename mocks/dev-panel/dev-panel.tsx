import { type CSSProperties, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { resetDb } from '../db/store';
import { activateScenario } from '../scenarios/activate';
import { urlWithoutScenario } from '../scenarios/browser';
import { ERROR_CATALOGUE } from '../scenarios/catalogue';
import { OPERATIONS } from '../scenarios/operations';
import { SCENARIO_GROUPS, SCENARIOS, type Scenario, type ScenarioGroup } from '../scenarios/registry';
import { getScenarioState, onScenarioChange, parseOpList } from '../scenarios/state';
import { ReportsList } from './reports-list';

/*
 * Developer tooling, not product UI: English text on purpose, inline styles so nothing depends on the app's
 * theme, and its own React root (see index.ts). Choosing a scenario reloads the page so every screen and
 * cache starts under it; the choice lives in this tab's sessionStorage.
 */

const colors = { bg: '#1a202c', panel: '#2d3748', text: '#f7fafc', muted: '#cbd5e0', accent: '#f6ad55' };

const styles = {
  toggle: {
    position: 'fixed',
    left: 12,
    bottom: 12,
    zIndex: 2147483000,
    padding: '6px 10px',
    borderRadius: 999,
    border: `2px solid ${colors.accent}`,
    background: colors.bg,
    color: colors.text,
    font: '600 12px/1.2 system-ui, sans-serif',
    cursor: 'pointer',
    boxShadow: '0 2px 8px rgba(0,0,0,.35)',
  },
  panel: {
    position: 'fixed',
    left: 12,
    bottom: 52,
    zIndex: 2147483000,
    width: 'min(380px, calc(100vw - 24px))',
    maxHeight: '70vh',
    overflowY: 'auto',
    padding: 12,
    borderRadius: 8,
    background: colors.bg,
    color: colors.text,
    font: '13px/1.35 system-ui, sans-serif',
    boxShadow: '0 4px 24px rgba(0,0,0,.45)',
  },
  heading: { margin: '0 0 4px', fontSize: 15 },
  groupTitle: { margin: '12px 0 4px', fontSize: 12, color: colors.accent, textTransform: 'uppercase' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 },
  item: (active: boolean): CSSProperties => ({
    width: '100%',
    textAlign: 'left',
    padding: '6px 8px',
    borderRadius: 6,
    border: `1px solid ${active ? colors.accent : 'transparent'}`,
    background: active ? '#4a3b24' : colors.panel,
    color: colors.text,
    font: 'inherit',
    cursor: 'pointer',
  }),
  name: { fontWeight: 600, fontFamily: 'ui-monospace, monospace' },
  description: { display: 'block', color: colors.muted, fontSize: 12 },
  row: { display: 'flex', gap: 8, alignItems: 'center', marginTop: 12 },
  input: {
    flex: 1,
    minWidth: 0,
    padding: '4px 6px',
    borderRadius: 4,
    border: `1px solid ${colors.muted}`,
    background: colors.panel,
    color: colors.text,
    font: '12px ui-monospace, monospace',
  },
  action: {
    padding: '6px 10px',
    borderRadius: 6,
    border: `1px solid ${colors.muted}`,
    background: colors.panel,
    color: colors.text,
    font: 'inherit',
    cursor: 'pointer',
  },
} satisfies Record<string, CSSProperties | ((active: boolean) => CSSProperties)>;

const groups = Object.entries(SCENARIO_GROUPS) as Array<[ScenarioGroup, string]>;

function rowsText(scenario: Scenario): string {
  return scenario.rows.length === 0
    ? ''
    : ` Error catalogue: ${scenario.rows.map((row) => ERROR_CATALOGUE[row]).join('; ')}.`;
}

function reloadWithoutScenarioParams(): void {
  history.replaceState(history.state, '', urlWithoutScenario(location.href));
  location.reload();
}

export function DevPanel() {
  const state = useSyncExternalStore(onScenarioChange, getScenarioState);
  const [open, setOpen] = useState(false);
  const [failText, setFailText] = useState(state.failOps.join(','));
  const [busy, setBusy] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const failId = useId();
  const opsId = useId();

  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus({ preventScroll: true });
    panelRef.current?.querySelector('[aria-pressed="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const choose = async (name: string) => {
    setBusy(true);
    await activateScenario(name, parseOpList(failText));
    reloadWithoutScenarioParams();
  };

  const reset = async () => {
    setBusy(true);
    await resetDb();
    reloadWithoutScenarioParams();
  };

  const narrowed = state.failOps.length > 0 ? ` (${state.failOps.join(', ')})` : '';

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        lang="en"
        style={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {`Mock: ${state.name}${narrowed}`}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="dialog"
          lang="en"
          aria-label="Mock scenarios"
          tabIndex={-1}
          style={styles.panel}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <h2 style={styles.heading}>Mock scenarios</h2>
          <span style={styles.description}>
            Choosing one reloads the page; it stays for this tab. Also: ?scenario=name&amp;mock-fail=op,op
          </span>
          <div style={styles.row}>
            <label htmlFor={failId} style={{ fontSize: 12 }}>
              Fail only
            </label>
            <input
              id={failId}
              list={opsId}
              style={styles.input}
              placeholder="operationIds, e.g. getAllTeachers"
              value={failText}
              onChange={(event) => setFailText(event.target.value)}
            />
            <datalist id={opsId}>
              {OPERATIONS.map((operation) => (
                <option key={operation.id} value={operation.id} />
              ))}
            </datalist>
          </div>
          {groups.map(([group, title]) => (
            <section key={group} aria-label={title}>
              <h3 style={styles.groupTitle}>{title}</h3>
              <ul style={styles.list}>
                {SCENARIOS.filter((scenario) => scenario.group === group).map((scenario) => (
                  <li key={scenario.name}>
                    <button
                      type="button"
                      style={styles.item(scenario.name === state.name)}
                      aria-pressed={scenario.name === state.name}
                      disabled={busy}
                      onClick={() => void choose(scenario.name)}
                    >
                      <span style={styles.name}>{scenario.name}</span>
                      <span style={styles.description}>
                        {scenario.description}
                        {rowsText(scenario)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ReportsList />
          <div style={styles.row}>
            <button type="button" style={styles.action} disabled={busy} onClick={() => void reset()}>
              Reset db
            </button>
            <button type="button" style={styles.action} onClick={close}>
              Close
            </button>
          </div>
        </div>
      )}
    </>
  );
}
