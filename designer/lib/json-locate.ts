/**
 * Where a JSON pointer lands in the text of a JSON document, as a Monaco-style range (1-based lines and
 * columns). Server errors carry pointers; the editor needs places to underline.
 */

/** A parsed JSON value with the offsets of its text. */
export interface JsonNode {
  type: 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';
  offset: number;
  length: number;
  properties?: JsonProperty[];
  items?: JsonNode[];
}

export interface JsonProperty {
  key: string;
  keyOffset: number;
  keyLength: number;
  value: JsonNode;
}

export interface TextRange {
  startLineNumber: number;
  startColumn: number;
  endLineNumber: number;
  endColumn: number;
}

/** The range of a pointer, and whether the pointed value exists (else the range is its nearest ancestor). */
export interface PointerLocation {
  range: TextRange;
  isExact: boolean;
}

/** Parses JSON text into nodes with offsets; undefined when the text is not valid JSON. */
export function parseJsonTree(text: string): JsonNode | undefined {
  let at = 0;
  const fail = (): never => { throw new SyntaxError(`Unexpected input at ${at}`); };
  const skipSpace = () => { while (at < text.length && ' \t\n\r'.includes(text[at])) at++; };

  const readString = (): string => {
    const start = at;
    at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) fail();
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };

  const readValue = (): JsonNode => {
    skipSpace();
    const start = at;
    const char = text[at];
    if (char === '{') {
      at++;
      const properties: JsonProperty[] = [];
      skipSpace();
      if (text[at] === '}') at++;
      else {
        for (;;) {
          skipSpace();
          if (text[at] !== '"') fail();
          const keyOffset = at;
          const key = readString();
          const keyLength = at - keyOffset;
          skipSpace();
          if (text[at++] !== ':') fail();
          properties.push({ key, keyOffset, keyLength, value: readValue() });
          skipSpace();
          if (text[at] === ',') { at++; continue; }
          if (text[at++] !== '}') fail();
          break;
        }
      }
      return { type: 'object', offset: start, length: at - start, properties };
    }
    if (char === '[') {
      at++;
      const items: JsonNode[] = [];
      skipSpace();
      if (text[at] === ']') at++;
      else {
        for (;;) {
          items.push(readValue());
          skipSpace();
          if (text[at] === ',') { at++; continue; }
          if (text[at++] !== ']') fail();
          break;
        }
      }
      return { type: 'array', offset: start, length: at - start, items };
    }
    if (char === '"') {
      readString();
      return { type: 'string', offset: start, length: at - start };
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(at));
    if (!literal) fail();
    at += literal![0].length;
    const word = literal![0];
    const type = word === 'true' || word === 'false' ? 'boolean' : word === 'null' ? 'null' : 'number';
    return { type, offset: start, length: at - start };
  };

  try {
    const root = readValue();
    skipSpace();
    return at === text.length ? root : undefined;
  } catch {
    return undefined;
  }
}

/** The reference tokens of a JSON pointer ("/a~1b/0" → ["a/b", "0"]). */
export function decodePointer(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer.replace(/^\//, '').split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): { lineNumber: number; column: number } {
  let lineNumber = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text[i] === '\n') { lineNumber++; lineStart = i + 1; }
  }
  return { lineNumber, column: end - lineStart + 1 };
}

function rangeOf(text: string, offset: number, length: number): TextRange {
  const start = positionAt(text, offset);
  const end = positionAt(text, offset + Math.max(length, 1));
  return { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column };
}

/**
 * The place to underline for a pointer: a scalar value itself; an object or array by its property key
 * (or its opening bracket at the root); a missing member by the nearest ancestor that exists.
 */
export function locatePointer(text: string, pointer: string): PointerLocation {
  const root = parseJsonTree(text);
  if (!root) return { range: rangeOf(text, 0, 1), isExact: false };
  let node = root;
  let key: JsonProperty | undefined;
  let isExact = true;
  for (const token of decodePointer(pointer)) {
    const property = node.properties?.findLast((p) => p.key === token);
    const item = node.items && /^\d+$/.test(token) ? node.items[Number(token)] : undefined;
    if (property) { key = property; node = property.value; } else if (item) { key = undefined; node = item; } else { isExact = false; break; }
  }
  const isContainer = node.type === 'object' || node.type === 'array';
  if (isExact && !isContainer) return { range: rangeOf(text, node.offset, node.length), isExact };
  if (key) return { range: rangeOf(text, key.keyOffset, key.keyLength), isExact };
  return { range: rangeOf(text, node.offset, 1), isExact };
}
