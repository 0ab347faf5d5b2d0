/**
 * asyncapi.yaml → src/generated/realtime/channels.ts: the typed destination maps that src/lib/realtime builds
 * on, each with orval's zod schema of the openapi.yaml component its message references (run after orval).
 * Run with `node scripts/generate-realtime.ts` (part of `npm run generate`). Output is formatted with the
 * project's prettier config, so the same contract always gives the same bytes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { parse } from 'yaml';
import { generateRealtimeSource } from './realtime-codegen.ts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const input = join(root, 'asyncapi.yaml');
const output = join(root, 'src', 'generated', 'realtime', 'channels.ts');

const documents = new Map<string, unknown>();
function loadDocument(file: string): unknown {
  if (!documents.has(file)) documents.set(file, parse(readFileSync(file, 'utf8')));
  return documents.get(file);
}

const source = generateRealtimeSource(input, loadDocument, {
  openapiFile: join(root, 'openapi.yaml'),
  componentsModule: '../zod/components/index.zod.ts',
});
const options = (await resolveConfig(output)) ?? {};
const formatted = await format(source, { ...options, filepath: output });

mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, formatted);
console.log(`Wrote ${relative(root, output)}`);
