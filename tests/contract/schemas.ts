import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';

/*
 * operationId → the generated zod schema of its 200 body. orval names it `<PascalOperationId>Response` in
 * src/generated/zod/<tag>/<tag>.zod.ts; the map is built from whatever those modules export, so a new
 * operation needs no edit here. The per-tag files are imported directly; they import `zod` and the shared
 * component schemas (components/index.zod.ts, which names no operation) with `.ts` extensions, so plain Node
 * can load them.
 */

const SUFFIX = 'Response';

function isZodSchema(value: unknown): value is z.ZodType {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { safeParse?: unknown }).safeParse === 'function'
  );
}

export function responseSchemasFromModules(modules: Array<Record<string, unknown>>): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith(SUFFIX) || name.length === SUFFIX.length || !isZodSchema(value)) continue;
      const pascal = name.slice(0, -SUFFIX.length);
      schemas.set(pascal.charAt(0).toLowerCase() + pascal.slice(1), value);
    }
  }
  return schemas;
}

export function zodModuleFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.zod.ts') && file !== 'index.zod.ts' && !file.startsWith('components/'))
    .sort()
    .map((file) => join(dir, file));
}

export async function loadResponseSchemas(dir: string): Promise<Map<string, z.ZodType>> {
  const files = zodModuleFiles(dir);
  if (files.length === 0) throw new Error(`No generated zod modules under ${dir}: run npm run generate`);
  const modules = await Promise.all(
    files.map((file) => import(pathToFileURL(file).href) as Promise<Record<string, unknown>>),
  );
  return responseSchemasFromModules(modules);
}
