import { describe, expect, it } from 'vitest';
import { encodeLogs } from '../../src/lib/telemetry/otlp';

/* The mock's telemetry collector, as the app's reporter and the e2e read it. */

const url = (query = '') => new URL(`/__mock/telemetry${query}`, location.href);

const post = (body: string) =>
  fetch(url(), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('/__mock/telemetry', () => {
  it('keeps the events of an OTLP logs body, each with the release and the session id, and lists them', async () => {
    await fetch(url(), { method: 'DELETE' });
    const resource = { release: '3b29e9b4c1d2', builtAt: '2026-11-26T12:00:00.000Z', sessionId: 'tab-1' };
    const answer = await post(
      encodeLogs(
        [
          {
            name: 'app.error',
            at: Date.UTC(2026, 10, 26),
            severity: 'ERROR',
            body: 'boom',
            attributes: { x: 1 },
          },
          { name: 'app.page_view', at: 0, severity: 'INFO', attributes: { 'page.path': '/' } },
        ],
        resource,
      ),
    );
    expect(answer.status).toBe(200);
    await post(
      encodeLogs([{ name: 'app.page_view', at: 0, severity: 'INFO', attributes: {} }], {
        ...resource,
        sessionId: 'tab-2',
      }),
    );

    expect(await (await fetch(url('?session=tab-1'))).json()).toEqual([
      {
        name: 'app.error',
        time: '2026-11-26T00:00:00.000Z',
        severity: 'ERROR',
        body: 'boom',
        release: '3b29e9b4c1d2',
        builtAt: '2026-11-26T12:00:00.000Z',
        sessionId: 'tab-1',
        attributes: { x: 1 },
      },
      expect.objectContaining({ name: 'app.page_view', attributes: { 'page.path': '/' } }),
    ]);
    expect(await (await fetch(url('?name=app.page_view'))).json()).toHaveLength(2);

    expect((await fetch(url(), { method: 'DELETE' })).status).toBe(204);
    expect(await (await fetch(url())).json()).toEqual([]);
  });

  it('shows the newest events on the developer page, escaped', async () => {
    await fetch(url(), { method: 'DELETE' });
    const resource = { release: 'abc123def456', builtAt: '', sessionId: 'tab-3' };
    await post(
      encodeLogs(
        [
          {
            name: 'app.error',
            at: 0,
            severity: 'ERROR',
            body: '<img src=x onerror=alert(1)>',
            attributes: {},
          },
        ],
        resource,
      ),
    );
    const page = await (await fetch(new URL('/__mock', location.href))).text();
    expect(page).toContain('Telemetry (1)');
    expect(page).toContain('abc123def456');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img');
  });

  it('refuses a body that is not OTLP logs', async () => {
    const answer = await post('{"events":[]}');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toMatch(/resourceLogs/);
  });
});
