import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { deployServers } from './servers';

const repo = join(import.meta.dirname, '../..');

export interface NginxInstance {
  url: string;
  stop: () => Promise<void>;
}

/**
 * One more nginx on `port`, started by `script` (deploy/start-nginx.sh, or deploy/start.sh for the renderer behind
 * it, as `npm start`) with the suite's build, API proxy and provinces service and the given settings (RENDERER,
 * RENDERER_PORT…), in a run folder of its own; resolves once it serves index.html (start.sh opens nginx once
 * the renderer listens). `stop()` ends it (SIGTERM, which both scripts' servers handle) and removes its run folder.
 */
export async function startNginx(
  port: number,
  settings: Record<string, string>,
  script: 'deploy/start-nginx.sh' | 'deploy/start.sh' = 'deploy/start-nginx.sh',
): Promise<NginxInstance> {
  const runDir = join(deployServers.runDir, `instance-${port}`);
  const url = `http://127.0.0.1:${port}`;
  const stderr: string[] = [];
  const server: ChildProcess = spawn('bash', [script], {
    cwd: repo,
    env: {
      ...process.env,
      DIST_DIR: deployServers.distDir,
      SSR_DIR: deployServers.ssrDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      RUN_DIR: runDir,
      UPSTREAM: deployServers.apiUrl,
      PROVINCES_BASE_URL: deployServers.apiUrl,
      ACCESS_LOG: 'off',
      ...settings,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) return `exited: ${stderr.join('')}`;
          return fetch(`${url}/index.html`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 60_000, message: `nginx on ${port} serves index.html` },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
