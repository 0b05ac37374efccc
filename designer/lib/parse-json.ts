/** Parsing the editor text: the value when the text is valid JSON, else nothing (never throws). */
export type ParseResult = { isValid: true; value: unknown } | { isValid: false };

export function tryParseJson(text: string): ParseResult {
  try {
    return { isValid: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isValid: false };
  }
}

/** True for a plain JSON object (descriptor bodies are objects). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text the editor shows for a body: two-space JSON with a final newline. */
export function formatBody(body: unknown): string {
  return `${JSON.stringify(body, null, 2)}\n`;
}
