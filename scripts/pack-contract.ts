/**
 * `npm run contract:pack`: the contract checker as a package a backend team runs without this repository:
 *
 *   npx --yes --package ./dist-contract/ozel-ders-contract-<version>.tgz ozel-ders-contract --base-url …
 *   npx --yes --package https://<where the tarball is published>/ozel-ders-contract-<version>.tgz ozel-ders-contract …
 *
 * It holds the checker's TypeScript as it is (tests/contract, without the tests), the contract (openapi.yaml,
 * asyncapi.yaml) and the generated code it validates with (src/generated: zod, realtime, operations), in the
 * repository's layout so every relative path and import works unchanged; its four runtime packages are its
 * dependencies. Written to dist-contract/ (ignored by git).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'dist-contract');
const STAGE = join(OUT, 'package');
const RUNTIME = ['yaml', 'zod', '@stomp/stompjs', 'sockjs-client'];

interface PackageJson {
  version: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const range = (name: string) => root.dependencies?.[name] ?? root.devDependencies?.[name];

rmSync(OUT, { recursive: true, force: true });
mkdirSync(STAGE, { recursive: true });
const copy = (path: string, filter?: (source: string) => boolean) =>
  cpSync(join(ROOT, path), join(STAGE, path), { recursive: true, filter });
copy('tests/contract', (source) => !source.endsWith('.test.ts'));
for (const path of ['openapi.yaml', 'asyncapi.yaml', 'src/generated/zod', 'src/generated/realtime'])
  copy(path);
copy('src/generated/operations.ts');

const manifest = {
  name: 'ozel-ders-contract',
  version: root.version,
  description: 'Checks a running Özel Ders API (HTTP and STOMP) against its contract; table, JSON or JUnit.',
  type: 'module',
  license: 'UNLICENSED',
  engines: { node: '>=24' },
  bin: { 'ozel-ders-contract': 'tests/contract/bin/ozel-ders-contract.mjs' },
  dependencies: Object.fromEntries(
    RUNTIME.map((name) => {
      const version = range(name);
      if (!version) throw new Error(`contract:pack: ${name} is not in package.json`);
      return [name, version];
    }),
  ),
};
writeFileSync(join(STAGE, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

execFileSync('npm', ['pack', '--pack-destination', OUT], { cwd: STAGE, stdio: 'inherit' });
console.log(`contract:pack: ${join(OUT, `ozel-ders-contract-${root.version}.tgz`)}`);
