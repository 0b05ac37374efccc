/**
 * The body a new descriptor starts with, read from its kind's meta-schema: every required property
 * with the simplest value of its type, so the editor at once shows what is still to be filled in.
 */
type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const token of ref.slice(2).split('/')) target = isSchema(target) ? target[token] : undefined;
  return isSchema(target) ? resolve(target, root) : {};
}

function starterValue(input: Schema, root: Schema, depth: number): unknown {
  const schema = resolve(input, root);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const choice = [schema.oneOf, schema.anyOf].find(Array.isArray)?.[0];
  if (isSchema(choice)) return starterValue(choice, root, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': return depth > 6 ? {} : starterObject(schema, root, depth + 1);
    case 'array': return [];
    case 'number': case 'integer': return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean': return false;
    case 'null': return null;
    default: return '';
  }
}

function starterObject(schema: Schema, root: Schema, depth: number): Record<string, unknown> {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === 'string') : [];
  return Object.fromEntries(required.map((key) => [key, isSchema(properties[key]) ? starterValue(properties[key] as Schema, root, depth) : '']));
}

export function starterBody(metaSchema: object): Record<string, unknown> {
  return isSchema(metaSchema) ? starterObject(metaSchema, metaSchema, 0) : {};
}
