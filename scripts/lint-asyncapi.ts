/**
 * `npm run lint:asyncapi`: validates asyncapi.yaml (and the openapi.yaml schemas it references) and fails on
 * warnings too. A wrapper rather than a one-line script so the CLI runs the same way on every machine:
 * - telemetry off without touching the home directory: the CLI reads (and otherwise creates, with analytics
 *   on) the file named by ASYNCAPI_METRICS_CONFIG_PATH, so we point it at one under node_modules/.cache;
 * - no update check in the background (it spawns a process that calls the registry);
 * - no node-config warnings (the CLI loads `config`, which looks for a ./config folder we do not have).
 * `asyncapi-latest-version` is suppressed on purpose: we write AsyncAPI 3.0.0, which our tools support.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const cacheDir = join(root, 'node_modules', '.cache', 'asyncapi');
const metricsConfig = join(cacheDir, 'analytics.json');
mkdirSync(cacheDir, { recursive: true });
writeFileSync(
  metricsConfig,
  JSON.stringify({ analyticsEnabled: 'false', infoMessageShown: 'true', userID: 'disabled' }),
);

const cliBin = join(
  dirname(createRequire(import.meta.url).resolve('@asyncapi/cli/package.json')),
  'bin',
  'run_bin',
);
const files = process.argv.slice(2);
const args = [
  cliBin,
  'validate',
  ...(files.length > 0 ? files : [join(root, 'asyncapi.yaml')]),
  '--fail-severity',
  'warn',
  '--suppressWarnings',
  'asyncapi-latest-version',
];

const result = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ASYNCAPI_METRICS_CONFIG_PATH: metricsConfig,
    ASYNCAPI_SKIP_NEW_VERSION_CHECK: 'true',
    SUPPRESS_NO_CONFIG_WARNING: '1',
    SUPPRESS_STRICTNESS_CHECK: '1',
  },
});
process.exit(result.status ?? 1);
