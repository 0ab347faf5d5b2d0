import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ownWork, serverTiming } from './timing.ts';

/** Keeps the thread busy until it has used `ms` of CPU time (whatever else the machine is doing). */
function burnCpu(ms: number): void {
  const start = process.threadCpuUsage();
  for (;;) {
    const spent = process.threadCpuUsage(start);
    if ((spent.user + spent.system) / 1000 >= ms) return;
  }
}

const metric = (header: string, name: string): number =>
  Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header)?.[1]);

describe('Server-Timing', () => {
  it("counts as `cpu` only the answer's own steps, and keeps all of its time in `render`", async () => {
    const app = new Hono();
    app.use('*', serverTiming);
    app.get('/', async (context) => {
      // Not a step of the answer's own (in the renderer: another answer's, run while this one waited).
      burnCpu(20);
      await Promise.resolve();
      const text = ownWork(() => {
        burnCpu(20);
        return 'page';
      });
      return context.text(text);
    });

    const header = (await app.request('/')).headers.get('Server-Timing') ?? '';
    expect(header).toMatch(
      /^render;dur=[\d.]+, cpu;dur=[\d.]+, queue;dur=[\d.]+, api;dur=[\d.]+, total;dur=/,
    );
    expect(metric(header, 'cpu')).toBeGreaterThanOrEqual(20);
    expect(metric(header, 'cpu')).toBeLessThan(40);
    expect(metric(header, 'render')).toBeGreaterThanOrEqual(40);
  });
});
