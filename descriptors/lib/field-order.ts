/**
 * The order a form shows its fields in. Descriptors are stored as PostgreSQL jsonb, which keeps object keys in its
 * own order (shorter keys first), so a schema's `properties` come back shuffled and RJSF would show fields in that
 * order. Before a descriptor with a form (`schema` + `uiSchema`) is stored, every object that has no `ui:order`
 * gets one listing its properties as written; arrays keep their order in jsonb.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function orderedUi(schema: Json, ui: Json): Json {
  const out: Json = { ...ui };
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  if (properties) {
    if (!Array.isArray(out['ui:order'])) out['ui:order'] = [...Object.keys(properties), '*'];
    for (const [name, child] of Object.entries(properties)) {
      if (!isObject(child)) continue;
      const childUi = orderedUi(child, isObject(ui[name]) ? ui[name] : {});
      if (Object.keys(childUi).length) out[name] = childUi;
    }
  }
  if (isObject(schema.items)) {
    const itemsUi = orderedUi(schema.items, isObject(ui.items) ? ui.items : {});
    if (Object.keys(itemsUi).length) out.items = itemsUi;
  }
  return out;
}

/** The body with `ui:order` wherever its schema has properties and its uiSchema names no order. */
export function withFieldOrder<T extends Json>(body: T): T {
  if (!isObject(body.schema)) return body;
  return { ...body, uiSchema: orderedUi(body.schema, isObject(body.uiSchema) ? body.uiSchema : {}) };
}

/** The keys of an object schema in display order: `ui:order` first (its `*` standing for the rest), then the others. */
export function orderedKeys(schema: unknown, ui: unknown): string[] {
  const keys = isObject(schema) && isObject(schema.properties) ? Object.keys(schema.properties) : [];
  const order = isObject(ui) && Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]).filter((k): k is string => typeof k === 'string') : [];
  const named = order.filter((k) => k !== '*' && keys.includes(k));
  const rest = keys.filter((k) => !named.includes(k));
  const wildcard = order.indexOf('*');
  if (wildcard === -1) return [...named, ...rest];
  const before = order.slice(0, wildcard).filter((k) => keys.includes(k));
  return [...before, ...rest, ...named.filter((k) => !before.includes(k))];
}
