/** Parsing the editor text: the value when the text is valid JSON, else nothing (never throws). */
export type ParseResult = { isValid: true; value: unknown } | { isValid: false };

export function tryParseJson(text: string): ParseResult {
  try {
    return { isValid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isValid: false };
  }
}

export { isJsonObject } from '../../descriptors/lib/json-object.js';

/** The text the editor shows for a body: two-space JSON with a final newline. */
export function formatBody(body: unknown): string {
  return `${JSON.stringify(body, null, 2)}\n`;
}
