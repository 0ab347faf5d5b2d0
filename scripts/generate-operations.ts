/**
 * openapi.yaml → src/generated/operations.ts: every operation's id, method and path as an `as const` table,
 * and the `OperationId` union. orval names each operation in its generated hooks and handler factories but
 * exports no list of them (its mock index lists only one handler set per tag), and the mock scenarios, the dev
 * panel and the tests' `failOperation` name operations by id. Run with `node scripts/generate-operations.ts`
 * (part of `npm run generate`); formatted with the project's prettier config, so the same contract always
 * gives the same bytes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const input = join(root, 'openapi.yaml');
const output = join(root, 'src', 'generated', 'operations.ts');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Document {
  paths: Record<string, Partial<Record<string, { operationId?: string }>>>;
}

const document = parse(readFileSync(input, 'utf8')) as Document;
const rows: string[] = [];
for (const [path, item] of Object.entries(document.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
    rows.push(
      `{ id: ${JSON.stringify(operation.operationId)}, method: ${JSON.stringify(method.toUpperCase())}, path: ${JSON.stringify(path)} },`,
    );
  }
}

const source = `/**
 * Generated from openapi.yaml by scripts/generate-operations.ts. Do not edit: run \`npm run generate\`.
 */

/** Every operation of openapi.yaml, in the contract's order; \`path\` as the contract writes it. */
export const OPERATION_TABLE = [
${rows.join('\n')}
] as const;

/** An operationId of openapi.yaml, e.g. \`getAllTeachers\`. */
export type OperationId = (typeof OPERATION_TABLE)[number]['id'];
`;

const options = (await resolveConfig(output)) ?? {};
const formatted = await format(source, { ...options, filepath: output });

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, formatted);
console.log(`Wrote ${relative(root, output)}`);
