import type { z } from 'zod';

/** One place a schema accepts a string: its path (for messages) and a value of the schema's shape with `text` there. */
export interface StringField {
  path: string;
  with(text: string): unknown;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  coerce?: boolean;
  items?: z.ZodType[];
}

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every string a zod schema reads, found by walking the schema itself (objects, unions, arrays, records, pipes,
 * optional and default wrappers), so a field added to a DTO is covered without a list kept by hand. Coerced numbers
 * and `unknown` fields count too: a request may send text there. Literal and enum siblings are filled in (a
 * discriminated union only looks further when its discriminator matches).
 */
export function stringFields(schema: z.ZodType): StringField[] {
  const out: StringField[] = [];
  walk(schema, '', (text) => text, out, new Set());
  return out;
}

function walk(s: z.ZodType, path: string, place: (inner: unknown) => unknown, out: StringField[], seen: Set<z.ZodType>): void {
  if (seen.has(s)) return;
  const def = defOf(s);
  const next = new Set(seen).add(s);
  switch (def.type) {
    case 'string':
    case 'unknown':
    case 'any':
      out.push({ path: path || '(the value)', with: (text) => place(text) });
      return;
    case 'number':
    case 'bigint':
    case 'boolean':
    case 'date':
      if (def.coerce) out.push({ path: path || '(the value)', with: (text) => place(text) });
      return;
    case 'object': {
      const shape = def.shape ?? {};
      const fixed: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(shape)) {
        const lit = fixedValue(v);
        if (lit !== undefined) fixed[k] = lit;
      }
      for (const [k, v] of Object.entries(shape))
        walk(v, path ? `${path}.${k}` : k, (inner) => place({ ...fixed, [k]: inner }), out, next);
      return;
    }
    case 'array':
      walk(def.element!, `${path}[]`, (inner) => place([inner]), out, next);
      return;
    case 'tuple':
      (def.items ?? []).forEach((item, i) => walk(item, `${path}[${i}]`, (inner) => place(Object.assign([], { [i]: inner })), out, next));
      return;
    case 'record':
      walk(def.valueType!, `${path}{}`, (inner) => place({ key: inner }), out, next);
      return;
    case 'union':
      for (const option of def.options ?? []) walk(option, path, place, out, next);
      return;
    case 'intersection':
      walk(def.left!, path, place, out, next);
      walk(def.right!, path, place, out, next);
      return;
    case 'pipe':
      walk(def.in!, path, place, out, next);
      return;
    case 'lazy':
      walk(def.getter!(), path, place, out, next);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType!, path, place, out, next);
      return;
    default:
      return; // literals, enums, null, files: nothing to write text into
  }
}

/** The value a literal or enum field must have (so the object around it is looked at), else undefined. */
function fixedValue(s: z.ZodType): unknown {
  const def = defOf(s);
  if (def.type === 'literal') return def.values?.[0];
  if (def.type === 'enum') return Object.values(def.entries ?? {})[0];
  if (['optional', 'nullable', 'default', 'readonly', 'nonoptional', 'prefault', 'catch'].includes(def.type)) return undefined;
  return undefined;
}

/**
 * Values that make a careless pattern backtrack for minutes, each about 1 MB (under the 1 MB JSON body limit once
 * quoted): an e-mail of dots, PO-box words, runs of spaces after a keyword, unclosed tags and comments.
 */
export const HOSTILE_MEGABYTE: ReadonlyArray<[string, string]> = [
  ['e-mail of dots', `a@${'.'.repeat(1_000_000)}@`],
  ["'P.O. ' repeated", 'P.O. '.repeat(200_000)],
  ["'post' and spaces", `post${' '.repeat(1_000_000)}x`],
  ['unclosed tags', '<script<!--<p'.repeat(75_000)],
];
