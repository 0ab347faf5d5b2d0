import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/** Which build this is: what `/version.json` serves and what the app compares it with. */
export interface ReleaseInfo {
  /** The commit the build was made from (12 hex digits), `RELEASE` when set, or 'unknown' outside a checkout. */
  release: string;
  /** When the build was made, ISO 8601 in UTC. */
  builtAt: string;
}

function currentCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** `RELEASE` and `BUILT_AT` win, so an image built without its .git folder can still name itself. */
export function readReleaseInfo(environment: NodeJS.ProcessEnv = process.env): ReleaseInfo {
  return {
    release: environment.RELEASE?.trim() || currentCommit(),
    builtAt: environment.BUILT_AT?.trim() || new Date().toISOString(),
  };
}

/**
 * Writes `version.json` into the build and serves the same answer on the dev server. An open app reads it now
 * and then and offers a reload when the release there is not its own (src/lib/release).
 */
export function releaseInfo(info: ReleaseInfo): Plugin {
  const body = `${JSON.stringify(info)}\n`;
  return {
    name: 'release-info',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
    configureServer(server) {
      server.middlewares.use('/version.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      });
    },
  };
}
