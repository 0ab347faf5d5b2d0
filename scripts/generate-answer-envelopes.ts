/**
 * orval's zod response schemas → src/generated/answer-envelopes.ts: for every operation, the rule its 2xx
 * answer's envelope must keep (which top-level fields must be there, which may be null or missing, which must
 * be a boolean). The app checks every answer against it (src/lib/api/answer-shape.ts) with a few plain tests
 * instead of zod, so the first paint and the first answer of a page need none of zod or the schemas.
 * The rule is read from the schemas themselves, loaded through Vite's module runner, so it always says what
 * orval's schemas say. Run with `node scripts/generate-answer-envelopes.ts` (part of `npm run generate`, after
 * orval and generate-operations).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { createServer } from 'vite';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const output = join(root, 'src', 'generated', 'answer-envelopes.ts');

/** What zod v4 tells about a schema: its kind and, for wrappers, the schema inside. */
interface SchemaDef {
  type: string;
  innerType?: { _zod: { def: SchemaDef } };
  shape?: Record<string, { _zod: { def: SchemaDef } }>;
}
type Kind = 'boolean' | 'present' | 'any';
interface FieldRule {
  kind: Kind;
  optional: boolean;
  nullable: boolean;
}

/** An envelope field's rule: its optional and nullable wrappers, and beneath them only the kind. */
function fieldRule(def: SchemaDef): FieldRule {
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) {
    const inner = fieldRule(def.innerType._zod.def);
    return def.type === 'optional' ? { ...inner, optional: true } : { ...inner, nullable: true };
  }
  // A field the contract leaves open (an Ack's `data`) takes anything, null included.
  if (def.type === 'unknown' || def.type === 'any') return { kind: 'any', optional: false, nullable: true };
  return { kind: def.type === 'boolean' ? 'boolean' : 'present', optional: false, nullable: false };
}

const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  // Only two generated modules are loaded: no scan of the app for dependencies to pre-bundle.
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const schemas = (await server.ssrLoadModule('/src/generated/zod/index.zod.ts')) as Record<
    string,
    { _zod: { def: SchemaDef } } | undefined
  >;
  const { OPERATION_TABLE } = (await server.ssrLoadModule('/src/generated/operations.ts')) as {
    OPERATION_TABLE: readonly { id: string }[];
  };

  const rows: string[] = [];
  for (const { id } of OPERATION_TABLE) {
    const schema = schemas[`${id.charAt(0).toUpperCase()}${id.slice(1)}Response`];
    if (!schema) continue;
    const def = schema._zod.def;
    const fields =
      def.type === 'object' && def.shape
        ? Object.fromEntries(
            Object.entries(def.shape).map(([key, field]) => [key, fieldRule(field._zod.def)]),
          )
        : null;
    rows.push(`${id}: ${JSON.stringify(fields)},`);
  }

  const source = `/**
 * Generated from orval's zod response schemas by scripts/generate-answer-envelopes.ts. Do not edit: run
 * \`npm run generate\`.
 */

/** How an envelope field may be: \`present\` means neither null nor missing unless the flags allow it. */
export interface EnvelopeField {
  kind: 'boolean' | 'present' | 'any';
  optional: boolean;
  nullable: boolean;
}

/**
 * Each operation's 2xx answer: the fields of its envelope object, or null when the answer is not an object
 * (then it only has to be there). An operation without a response schema is not listed.
 */
export const ANSWER_ENVELOPES: Partial<Record<string, Record<string, EnvelopeField> | null>> = {
${rows.join('\n')}
};
`;
  const options = (await resolveConfig(output)) ?? {};
  writeFileSync(output, await format(source, { ...options, filepath: output }));
  console.log(`Wrote ${relative(root, output)}`);
} finally {
  await server.close();
}
