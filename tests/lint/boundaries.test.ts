import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The layering rules of eslint.config.js, proven one import at a time: each snippet is linted as if it lived at
 * `filePath`, with the project's real config. Only the boundaries rules run and without type information, so
 * this takes seconds rather than a typed lint of the tree. Targets are picked from the tree at run time (a file
 * that exists in that folder), so renames inside a folder do not break the proof.
 */
const root = join(import.meta.dirname, '../..');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  });
});

/** Some source file under `dir` (searched depth-first), as a path from the project root without extension. */
function someModule(dir: string, accept: (name: string) => boolean = () => true): string {
  const walk = (current: string): string | undefined => {
    const entries = readdirSync(join(root, current), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (
        entry.isFile() &&
        /\.tsx?$/.test(entry.name) &&
        !/\.(test|d)\.tsx?$/.test(entry.name) &&
        accept(entry.name)
      )
        return path.replace(/\.tsx?$/, '');
      if (entry.isDirectory()) {
        const found = walk(path);
        if (found) return found;
      }
    }
    return undefined;
  };
  const found = walk(dir);
  if (!found) throw new Error(`no source file under ${dir}`);
  return found;
}

/** The `@/…` alias of a module under src. */
const alias = (modulePath: string) => `@/${relative('src', modulePath)}`;

/** Boundary errors for `code` placed at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe('forbidden imports fail lint', () => {
  it('a feature importing src/app', async () => {
    const errors = await boundaryErrors('src/features/home/x.ts', `import { router } from '@/app/router';`);
    expect(errors).toEqual([expect.stringContaining('A feature must not import src/app')]);
  });

  it('a feature importing another feature', async () => {
    const other = alias(someModule('src/features/listings'));
    const errors = await boundaryErrors('src/features/home/x.ts', `import * as other from '${other}';`);
    expect(errors).toEqual([expect.stringContaining('A feature must not import another feature')]);
  });

  it('the UI kit importing a generated hook, even as a type', async () => {
    const hooks = alias(someModule('src/generated/api', (name) => !name.includes('.msw')));
    const forms = await boundaryErrors('src/components/forms/x.tsx', `import * as api from '${hooks}';`);
    const feedback = await boundaryErrors(
      'src/components/feedback/x.ts',
      `import type * as api from '${hooks}';`,
    );
    expect([...forms, ...feedback]).toEqual([
      expect.stringContaining('must not import generated API code'),
      expect.stringContaining('must not import generated API code'),
    ]);
  });

  it('shared code importing a feature or the app layer', async () => {
    const feature = alias(someModule('src/features/listings'));
    const results = await Promise.all([
      boundaryErrors('src/lib/people/x.ts', `import * as f from '${feature}';`),
      boundaryErrors('src/hooks/x.ts', `import { router } from '@/app/router';`),
      boundaryErrors('src/components/forms/x.tsx', `import * as f from '${feature}';`),
      boundaryErrors('src/i18n/x.ts', `export * from '${feature}';`),
    ]);
    for (const errors of results)
      expect(errors).toEqual([
        expect.stringContaining('Shared code must not import features or the app layer'),
      ]);
  });

  it('src/config importing anything else from src', async () => {
    const errors = await boundaryErrors(
      'src/config/x.ts',
      `import { readAccessToken } from '@/lib/api/session-storage';`,
    );
    expect(errors).toEqual([expect.stringContaining('src/config is the lowest layer')]);
  });

  it('src importing mocks, statically or dynamically, outside main.tsx', async () => {
    const results = await Promise.all([
      boundaryErrors('src/features/home/x.ts', `import { getDb } from '../../../mocks/db/store';`),
      boundaryErrors('src/lib/api/x.ts', `export const load = () => import('../../../mocks/browser');`),
      boundaryErrors('src/app/x.ts', `import '../../mocks/node';`),
      boundaryErrors('src/main.tsx', `import { worker } from '../mocks/browser';`),
    ]);
    expect(results.slice(0, 3)).toEqual([
      [expect.stringContaining('src/ must not import mocks/')],
      [expect.stringContaining('src/ must not import mocks/')],
      [expect.stringContaining('src/ must not import mocks/')],
    ]);
    // main.tsx may only load the mocks lazily: a static import would put them in the production bundle.
    expect(results[3]).toEqual([expect.stringContaining('only with a dynamic import')]);
  });

  it('mocks reaching into src beyond the generated code, the storage helpers and the text rule', async () => {
    const errors = await boundaryErrors(
      'mocks/handlers/x.ts',
      `import { connectRealtime } from '../../src/lib/realtime';`,
    );
    expect(errors).toEqual([expect.stringContaining('boundaries/dependencies')]);
    // Only the text rule's own module: the rest of lib/validation imports the i18n formatters.
    expect(
      await boundaryErrors(
        'mocks/handlers/x.ts',
        `import { normalisePhone } from '../../src/lib/validation/normalise';`,
      ),
    ).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });

  it('a .tsx file under mocks/ or scripts/ is held to the same rules as a .ts file there', async () => {
    expect(
      await boundaryErrors(
        'mocks/dev-panel/x.tsx',
        `import { connectRealtime } from '../../src/lib/realtime';`,
      ),
    ).toEqual([expect.stringContaining('boundaries/dependencies')]);
    expect(
      await boundaryErrors('scripts/perf-floor/x.tsx', `import { renderApp } from '../../tests/render';`),
    ).toEqual([expect.stringContaining('boundaries/dependencies')]);
    expect(
      await boundaryErrors(
        'tests/e2e/support/x.ts',
        `import { DEBIAN_CHROMIUM } from '../../../scripts/perf.ts';`,
      ),
    ).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });

  it('scripts reaching into src beyond paths.ts, or into the mocks', async () => {
    const results = await Promise.all([
      boundaryErrors('scripts/x.ts', `import { env } from '../src/config/env';`),
      boundaryErrors('scripts/vite/x.ts', `import { getDb } from '../../mocks/db/store';`),
    ]);
    expect(results).toEqual([
      [expect.stringContaining('boundaries/dependencies')],
      [expect.stringContaining('boundaries/dependencies')],
    ]);
  });

  it('a test beside the code keeps the rules of its folder (mocks and the harness aside)', async () => {
    const other = alias(someModule('src/features/listings'));
    expect(
      await boundaryErrors('src/features/home/x.test.tsx', `import * as other from '${other}';`),
    ).toEqual([expect.stringContaining('A feature must not import another feature')]);
    // The mock backend's own tests may drive the product's clients, but not the app layer.
    expect(
      await boundaryErrors('mocks/realtime/x.test.ts', `import { router } from '../../src/app/router';`),
    ).toEqual([expect.stringContaining('boundaries/dependencies')]);
  });

  it('a file in a folder that eslint.config.js does not declare', async () => {
    const errors = await boundaryErrors('src/widgets/x.ts', `export const x = 1;`);
    expect(errors).toEqual([expect.stringContaining('boundaries/no-unknown-files')]);
  });
});

describe('allowed imports pass lint', () => {
  it.each([
    [
      'a feature, its own files',
      'src/features/listings/x.ts',
      `import * as own from '${alias(someModule('src/features/listings'))}';`,
    ],
    ['a feature, the URL module', 'src/features/home/x.ts', `import { paths } from '@/config/paths';`],
    [
      'a feature, generated hooks',
      'src/features/home/x.ts',
      `import * as api from '${alias(someModule('src/generated/api'))}';`,
    ],
    [
      'a feature, the UI kit and lib',
      'src/features/home/x.tsx',
      `import * as forms from '${alias(someModule('src/components/forms'))}';\nimport * as api from '@/lib/api';`,
    ],
    [
      'the UI kit, lib',
      'src/components/forms/x.tsx',
      `import * as rules from '${alias(someModule('src/lib/validation'))}';`,
    ],
    [
      'the app layer, a feature',
      'src/app/x.tsx',
      `import * as feature from '${alias(someModule('src/features/home'))}';`,
    ],
    [
      'main.tsx, the mocks behind a dynamic import',
      'src/main.tsx',
      `export const load = () => import('../mocks/browser');`,
    ],
    [
      'a test beside the code, the mocks and the harness',
      'src/features/home/x.test.tsx',
      `import { server } from '../../../mocks/node';\nimport * as harness from '../../../tests/render';`,
    ],
    [
      'mocks, the product storage helpers',
      'mocks/scenarios/x.ts',
      `import { writeAccessToken } from '../../src/lib/api/session-storage';`,
    ],
    [
      'mocks, the text normaliser',
      'mocks/handlers/x.ts',
      `import { normaliseUserText } from '../../src/lib/validation/user-text';`,
    ],
    [
      'mocks, the Turkish search folding',
      'mocks/db/services/x.ts',
      `import { foldTr } from '../../../src/lib/search/fold-tr';`,
    ],
    [
      'mocks, the phone rule',
      'mocks/handlers/x.ts',
      `import { normalisePhone } from '../../src/lib/validation/phone';`,
    ],
    [
      'mocks, the schedule rules',
      'mocks/db/services/x.ts',
      `import { scheduleIssues } from '../../../src/lib/availability/schedule';`,
    ],
    [
      'mocks (.tsx), the generated code',
      'mocks/dev-panel/x.tsx',
      `import * as api from '../../${someModule('src/generated/api')}';`,
    ],
    ['scripts, the URL module', 'scripts/x.ts', `import { paths } from '../src/config/paths';`],
    [
      'tests, the Chromium path the scripts use',
      'tests/e2e/support/x.ts',
      `import { DEBIAN_CHROMIUM } from '../../../scripts/debian-chromium.ts';`,
    ],
    [
      'mocks, the generated code',
      'mocks/handlers/x.ts',
      `import * as api from '../../${someModule('src/generated/api')}';`,
    ],
    [
      'tests, anything in src',
      'tests/integration/x.test.ts',
      `import { router } from '@/app/router';\nimport { paths } from '@/config/paths';`,
    ],
  ])('%s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });
});
