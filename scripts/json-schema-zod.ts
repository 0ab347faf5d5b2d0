/**
 * JSON Schema (the subset openapi.yaml uses) → zod 4 source code, following `$ref`s across files. Every schema
 * reached through a `$ref` becomes a named constant, emitted once and after the schemas it depends on.
 */
import { dirname, resolve } from 'node:path';

export type Json = Record<string, unknown>;
/** Returns the parsed document stored at an absolute path. */
export type LoadDocument = (file: string) => unknown;
export interface Located {
  value: Json;
  file: string;
  pointer: string;
}

// What we convert; `description`, `title`, `example(s)`, `format` and `additionalProperties` only document
// (z.object drops unknown keys, which is what a receiver wants). Anything else fails loudly.
const KNOWN = new Set(
  (
    'type properties required items enum const default oneOf anyOf $ref minLength maxLength minimum maximum ' +
    'description title example examples format additionalProperties'
  ).split(' '),
);

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A JavaScript literal; strings in single quotes like the rest of the code base. */
export const lit = (value: unknown): string =>
  JSON.stringify(value)
    .replaceAll("'", "\\'")
    .replace(/^"(.*)"$/s, "'$1'");
export const propKey = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : lit(name));
export const comment = (text: string): string =>
  `/** ${text.replaceAll('*/', '* /').replace(/\s+/g, ' ').trim()} */\n`;
const constName = (name: string): string => `${name.charAt(0).toLowerCase()}${name.slice(1)}Schema`;
const lastSegment = (pointer: string): string => pointer.split('/').pop() ?? '';

export class ZodEmitter {
  private readonly emitted = new Map<string, string>();
  private readonly owners = new Map<string, string>();
  private readonly load: LoadDocument;

  constructor(load: LoadDocument) {
    this.load = load;
  }

  /** The named schemas so far, dependencies first. */
  declarations(): string[] {
    return [...this.emitted.values()];
  }

  /** Follows `$ref`s (local or into another file) until it reaches a value that is not a reference. */
  deref(ref: string, from: string): Located {
    const [path = '', pointer = ''] = ref.split('#');
    const file = path === '' ? from : resolve(dirname(from), path);
    let value: unknown = this.load(file);
    for (const part of pointer.split('/').slice(1)) {
      const key = decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~');
      value = isObject(value) ? value[key] : undefined;
    }
    if (!isObject(value)) throw new Error(`Cannot resolve ${ref} from ${from}`);
    return typeof value.$ref === 'string' ? this.deref(value.$ref, file) : { value, file, pointer };
  }

  /** The value itself, or what it references. */
  locate(value: unknown, file: string): Located {
    if (!isObject(value)) throw new Error(`Expected an object in ${file}`);
    return typeof value.$ref === 'string' ? this.deref(value.$ref, file) : { value, file, pointer: '' };
  }

  /** Emits a named schema once and returns its constant's name; the name defaults to the pointer's end. */
  named(target: Located, name = lastSegment(target.pointer)): string {
    // An inline schema (no pointer) is identified by the name its caller gives it.
    const key = `${target.file}#${target.pointer || `?${name}`}`;
    const owner = this.owners.get(name);
    if (owner !== undefined && owner !== key) throw new Error(`Two schemas are named ${name}`);
    if (this.emitted.has(key)) return constName(name);
    if (owner === key) throw new Error(`Recursive schema ${name} is not supported`);
    this.owners.set(name, key);
    const code = this.zod(target.value, target.file);
    const doc = typeof target.value.description === 'string' ? comment(target.value.description) : '';
    this.emitted.set(
      key,
      `${doc}export const ${constName(name)} = ${code};\nexport type ${name} = z.output<typeof ${constName(name)}>;`,
    );
    return constName(name);
  }

  zod(schema: Json, file: string): string {
    const unknown = Object.keys(schema).filter((k) => !KNOWN.has(k) && !k.startsWith('x-'));
    if (unknown.length > 0) throw new Error(`Unsupported schema keyword(s) ${unknown.join(', ')} in ${file}`);
    if (typeof schema.$ref === 'string') return this.named(this.deref(schema.$ref, file));
    const types = ([] as unknown[]).concat(schema.type ?? []).map(String);
    const nullable = types.includes('null');
    const options = schema.oneOf ?? schema.anyOf;
    let code: string;
    if ('const' in schema) code = `z.literal(${lit(schema.const)})`;
    else if (Array.isArray(schema.enum)) {
      const values = schema.enum.filter((v) => v !== null);
      code = values.every((v) => typeof v === 'string')
        ? `z.enum([${values.map(lit).join(', ')}])`
        : `z.union([${values.map((v) => `z.literal(${lit(v)})`).join(', ')}])`;
    } else if (Array.isArray(options)) {
      code = `z.union([${options.map((option: Json) => this.zod(option, file)).join(', ')}])`;
    } else {
      const variants = types.filter((t) => t !== 'null').map((t) => this.typed(t, schema, file));
      if (variants.length > 1) code = `z.union([${variants.join(', ')}])`;
      else code = variants[0] ?? (nullable ? 'z.null()' : 'z.unknown()');
    }
    if (nullable && code !== 'z.null()') code += '.nullable()';
    if ('default' in schema) code += `.default(${lit(schema.default)})`;
    return code;
  }

  private typed(type: string, schema: Json, file: string): string {
    const bounds = (min: string, max: string): string =>
      (typeof schema[min] === 'number' ? `.min(${schema[min]})` : '') +
      (typeof schema[max] === 'number' ? `.max(${schema[max]})` : '');
    switch (type) {
      case 'string':
        return `z.string()${bounds('minLength', 'maxLength')}`;
      case 'integer':
        return `z.int()${bounds('minimum', 'maximum')}`;
      case 'number':
        return `z.number()${bounds('minimum', 'maximum')}`;
      case 'boolean':
        return 'z.boolean()';
      case 'array':
        return `z.array(${isObject(schema.items) ? this.zod(schema.items, file) : 'z.unknown()'})`;
      case 'object': {
        const required = Array.isArray(schema.required) ? schema.required : [];
        const properties = Object.entries(isObject(schema.properties) ? schema.properties : {});
        const fields = properties.map(([name, value]) => {
          const prop = this.locate(value, file);
          // A missing field with a default gets the default, so it is not optional in the parsed type.
          const optional = required.includes(name) || 'default' in prop.value ? '' : '.optional()';
          return `${propKey(name)}: ${this.zod(value as Json, file)}${optional},`;
        });
        return `z.object({\n${fields.join('\n')}\n})`;
      }
      default:
        throw new Error(`Unsupported type ${type} in ${file}`);
    }
  }
}
