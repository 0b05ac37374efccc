/**
 * The order a form shows its fields in. Descriptors are stored as PostgreSQL jsonb, which keeps object keys in its
 * own order (shorter keys first), so a schema's `properties` come back shuffled and RJSF would show fields in that
 * order. Before a descriptor with a form (`schema` + `uiSchema`) is stored, every object that has no `ui:order`
 * gets one listing its properties as written; arrays keep their order in jsonb.
 */
import { isJsonObject } from './json-object.js';

type Json = Record<string, unknown>;

function orderedUi(schema: Json, ui: Json): Json {
  const out: Json = { ...ui };
  const properties = isJsonObject(schema.properties) ? schema.properties : undefined;
  if (properties) {
    if (!Array.isArray(out['ui:order'])) out['ui:order'] = [...Object.keys(properties), '*'];
    for (const [name, child] of Object.entries(properties)) {
      if (!isJsonObject(child)) continue;
      const childUi = orderedUi(child, isJsonObject(ui[name]) ? ui[name] : {});
      if (Object.keys(childUi).length) out[name] = childUi;
    }
  }
  if (isJsonObject(schema.items)) {
    const itemsUi = orderedUi(schema.items, isJsonObject(ui.items) ? ui.items : {});
    if (Object.keys(itemsUi).length) out.items = itemsUi;
  }
  return out;
}

/** The body with `ui:order` wherever its schema has properties and its uiSchema names no order. */
export function withFieldOrder<T extends Json>(body: T): T {
  if (!isJsonObject(body.schema)) return body;
  return { ...body, uiSchema: orderedUi(body.schema, isJsonObject(body.uiSchema) ? body.uiSchema : {}) };
}

/** The keys of an object schema in display order: `ui:order` first (its `*` standing for the rest), then the others. */
export function orderedKeys(schema: unknown, ui: unknown): string[] {
  const keys = isJsonObject(schema) && isJsonObject(schema.properties) ? Object.keys(schema.properties) : [];
  const order = isJsonObject(ui) && Array.isArray(ui['ui:order']) ? (ui['ui:order'] as unknown[]).filter((k): k is string => typeof k === 'string') : [];
  const named = order.filter((k) => k !== '*' && keys.includes(k));
  const rest = keys.filter((k) => !named.includes(k));
  const wildcard = order.indexOf('*');
  if (wildcard === -1) return [...named, ...rest];
  const before = order.slice(0, wildcard).filter((k) => keys.includes(k));
  return [...before, ...rest, ...named.filter((k) => !before.includes(k))];
}
