import type { CheckResult } from '../run-contract.ts';

/*
 * What a write journey made, and how to remove it. Each thing is registered the moment the server confirms it
 * (or seems to have made it), removed in reverse order at the end, and on Ctrl-C before the process exits: a
 * sandbox run must leave the server as it found it. A removal that fails is a FAIL result naming what stays
 * behind; one the contract has no call for (a real server's approved request or a chat message) is a SKIP
 * result naming it, so the person knows what to delete by hand.
 */

export interface CleanupTask {
  /** What is removed, e.g. "listing #151". */
  what: string;
  operationId: string;
  /** Removes it; resolves with null when done, with `'left: <why>'` when it cannot be removed, or throws. */
  run: () => Promise<string | null>;
}

export const CLEANUP_GROUP = 'writes: clean-up';

export class Cleanup {
  private tasks: CleanupTask[] = [];
  private running: Promise<CheckResult[]> | null = null;

  add(task: CleanupTask): void {
    this.tasks.push(task);
  }

  /** Forgets a task whose thing the journey removed itself (the listing's own delete step). */
  done(what: string): void {
    this.tasks = this.tasks.filter((task) => task.what !== what);
  }

  get pending(): readonly CleanupTask[] {
    return this.tasks;
  }

  /** Runs every pending task once, newest first; a second call while it runs waits for the same run. */
  runAll(): Promise<CheckResult[]> {
    this.running ??= this.runTasks().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runTasks(): Promise<CheckResult[]> {
    const results: CheckResult[] = [];
    while (this.tasks.length > 0) {
      const task = this.tasks.pop()!;
      const base = {
        suite: 'journey' as const,
        operationId: task.operationId,
        group: CLEANUP_GROUP,
        step: `remove ${task.what}`,
        method: '-',
        target: '-',
      };
      try {
        const left = await task.run();
        if (left === null) results.push({ ...base, outcome: 'PASS', detail: '' });
        else results.push({ ...base, outcome: 'SKIP', detail: `${task.what} ${left}` });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results.push({ ...base, outcome: 'FAIL', detail: `${task.what} stays on the server: ${message}` });
      }
    }
    return results;
  }
}

export interface InterruptOptions {
  /** Where the clean-up's results go before exiting (the CLI prints its table). */
  report: (results: CheckResult[]) => void;
  exit: (code: number) => void;
  /** Where SIGINT comes from: the process (the default); a test passes its own emitter. */
  source?: Pick<NodeJS.EventEmitter, 'once' | 'off'>;
}

/** Exit status after Ctrl-C: the shell's 128 + SIGINT. */
export const INTERRUPTED_EXIT = 130;

/**
 * On SIGINT: `stop` marks the journey interrupted (so it calls the server no more) and resolves once the call in
 * flight has answered (what it made is registered by then); then the clean-up runs, is reported, and the
 * process exits 130. Returns the function that removes the handler.
 */
export function onInterrupt(
  cleanup: Cleanup,
  stop: () => Promise<void>,
  options: InterruptOptions,
): () => void {
  const handler = () => {
    void stop()
      .then(() => cleanup.runAll())
      .then((results) => {
        options.report(results);
        options.exit(INTERRUPTED_EXIT);
      });
  };
  const source = options.source ?? process;
  source.once('SIGINT', handler);
  return () => void source.off('SIGINT', handler);
}
