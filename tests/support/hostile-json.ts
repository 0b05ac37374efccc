/**
 * fast-check arbitraries of hostile request bodies for the fuzz suite, derived from a route's JSON Schema in the
 * OpenAPI document: bodies close enough to valid to reach the services, with one field at a time made hostile (wrong
 * type, missing, NUL, unpaired surrogate, huge text, extreme numbers, prototype keys, deep nesting), and raw texts
 * JSON cannot even express (NaN, 1e309, a truncated body).
 */
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  $ref?: string;
}

/** A body to send: a JSON value, or raw text that is not JSON a serializer would write. */
export type HostileBody = { json: unknown } | { raw: string };

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values that break naive code whatever the field's type. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null, '', 'a\u0000b', '\u0000', 'x\ud800', '\udc00', '<script>alert(1)</script>', "'; drop table users; --", '../../etc/passwd',
    1e308, -1e308, 5e-324, 2 ** 53 + 1, -(2 ** 31) - 1, 2 ** 31, 0, -0, true, false, [], {}, [null], '1970-01-01T00:00:00Z', '9999-12-31',
    '00000000-0000-0000-0000-000000000000', 'NaN', 'Infinity',
  ),
  fc.integer({ min: 10_000, max: 200_000 }).map((n) => 'W'.repeat(n)),
  fc.integer({ min: 65, max: 120 }).map(nested),
  fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
  fc.array(fc.constant(0), { minLength: 5_000, maxLength: 20_000 }),
);

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ min: new Date(0), max: new Date(Date.UTC(2100, 0)), noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') return fc.date({ min: new Date(0), max: new Date(Date.UTC(2100, 0)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

/** A value that mostly fits the schema, at most `depth` levels deep. */
export function fitting(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return fitting(resolve(schema.$ref), resolve, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => fitting(s, resolve, depth)));
  if (schema.allOf?.length) return fitting(Object.assign({}, ...schema.allOf), resolve, depth);
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  for (const type of types.length ? types : ['object']) {
    if (type === 'string') options.push(stringFor(schema));
    else if (type === 'integer') options.push(fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 }));
    else if (type === 'number') options.push(fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }));
    else if (type === 'boolean') options.push(fc.boolean());
    else if (type === 'null') options.push(fc.constant(null));
    else if (type === 'array') options.push(depth > 4 ? fc.constant([]) : fc.array(fitting(schema.items ?? {}, resolve, depth + 1), { maxLength: 3 }));
    else if (type === 'object') options.push(objectFor(schema, resolve, depth));
  }
  if (schema.nullable) options.push(fc.constant(null));
  return options.length === 1 ? options[0] : fc.oneof(...options);
}

function objectFor(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, fitting(s, resolve, depth + 1)]));
  const known = fc.record(fields, { requiredKeys: [...required].filter((k) => k in fields) });
  if (!schema.additionalProperties || Object.keys(properties).length) return known;
  const extra = typeof schema.additionalProperties === 'object' ? fitting(schema.additionalProperties, resolve, depth + 1) : fc.jsonValue({ maxDepth: 2 });
  return fc.dictionary(fc.string({ maxLength: 12 }), extra, { maxKeys: 4 });
}

/** Replaces the value at one path of a fitting body (or the body itself) with a hostile one, or drops it. */
function spoil(body: unknown, pick: number, replacement: unknown, drop: boolean): unknown {
  const paths: (string | number)[][] = [[]];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (path.length > 6 || !node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const at = [...path, Array.isArray(node) ? Number(key) : key];
      paths.push(at);
      walk(value, at);
    }
  };
  walk(body, []);
  const target = paths[pick % paths.length];
  if (!target.length) return replacement;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of target.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = target.at(-1)!;
  if (drop && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** Raw bodies that are not JSON, or JSON no serializer writes. */
const rawTexts = fc.constantFrom(
  '', '{', 'NaN', '{"requestValue": NaN}', '{"requestValue": 1e309}', '[1,2', '"\\u0000"', '{"a":"\\ud800"}', 'null', '[]', '0',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
);

/** Hostile bodies for a route whose body follows `schema`. */
export function hostileBodies(schema: JsonSchema, resolve: (ref: string) => JsonSchema): fc.Arbitrary<HostileBody> {
  const base = fitting(schema, resolve);
  return fc.oneof(
    { weight: 2, arbitrary: base.map((json) => ({ json })) },
    { weight: 6, arbitrary: fc.tuple(base, fc.nat(), hostileScalar, fc.boolean()).map(([json, pick, bad, drop]) => ({ json: spoil(json, pick, bad, drop) })) },
    { weight: 1, arbitrary: rawTexts.map((raw) => ({ raw })) },
  );
}
