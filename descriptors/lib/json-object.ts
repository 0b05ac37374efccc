/** JSON as descriptors, forms and request bodies hold it: the one guard for "a plain object" (not null, not an array). */
export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
