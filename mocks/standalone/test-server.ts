import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/*
 * The real standalone server for tests that talk to it from outside (its SockJS endpoint, the contract
 * checker's journeys): `node mocks/server.ts --port 0` as a child process, resolved once it prints the port it
 * listens on. Starting takes a few seconds (Vite loads the mocks): give the hook START_TIMEOUT_MS.
 */

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));

export const START_TIMEOUT_MS = 60_000;

export interface MockServer {
  baseUrl: string;
  /** Everything the server printed so far (its request log, drift lines). */
  output: string[];
  stop: () => Promise<void>;
}

/** Starts the server with `env` added (MOCK_DRIFT, MOCK_REPLY_DELAY_MS …). */
export async function startMockServer(env: Record<string, string> = {}): Promise<MockServer> {
  // Without vitest's variables, so the child runs as `npm run mock:server` does (mocks/db/env.ts isTestRun).
  const parentEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );
  const child: ChildProcess = spawn(process.execPath, ['mocks/server.ts', '--port', '0'], {
    cwd: root,
    env: { ...parentEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const lines = createInterface({ input: child.stdout! });
  const listening = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      output.push(line);
      const address = /listening on (http:\/\/[0-9.:]+)/.exec(line)?.[1];
      if (address) resolve(address);
    });
    void exited.then(() => reject(new Error(`the mock server exited:\n${output.join('\n')}`)));
  });
  try {
    return { baseUrl: await listening, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
