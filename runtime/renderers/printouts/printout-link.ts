/**
 * A printout opened from another screen: `/printout-reporting?printout=CODE&unitId=…&year=…` names the printout and
 * the parameter values the screen shows; printout reporting reads them back as the form's first values, typed by the
 * printout's parameter schema. Only the names the schema has are taken.
 */
import { isJsonObject } from '../../../descriptors/lib/json-object.js';

/** The route of printout reporting (SPEC §2). */
export const printoutReportingRoute = '/printout-reporting';
/** The query parameter that names the chosen printout. */
export const printoutParam = 'printout';

/** The address that opens a printout with these values in its form (empty values left out). */
export function printoutLink(code: string, values: Record<string, unknown> = {}): string {
  const query = new URLSearchParams({ [printoutParam]: code });
  for (const [name, value] of Object.entries(values)) {
    if (name !== printoutParam && value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return `${printoutReportingRoute}?${query.toString()}`;
}

/** The values of the address for the parameters the schema names, as its types want them; a value of the wrong type is left out. */
export function prefilledParameters(query: URLSearchParams, schema: Record<string, unknown>): Record<string, unknown> {
  const properties = isJsonObject(schema.properties) ? schema.properties : {};
  const values: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    const text = query.get(name);
    if (text === null || text === '' || name === printoutParam) continue;
    const value = typed(text, isJsonObject(property) ? property.type : undefined);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

function typed(text: string, type: unknown): unknown {
  if (type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : undefined;
  if (type === 'number') return Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return type === undefined || type === 'string' ? text : undefined;
}
