import { describe, expect, it } from 'vitest';
import { decodePointer, locatePointer, parseJsonTree, positionAt } from '../../../designer/lib/json-locate.js';

const text = `{
  "route": "no-slash",
  "title": { "en": "Engine" },
  "requiredRoles": ["ADMIN", "CAPTAIN"],
  "a/b": 1
}`;

describe('where a server pointer lands in the editor text', () => {
  it('underlines a scalar value itself', () => {
    expect(locatePointer(text, '/route')).toEqual({
      isExact: true, range: { startLineNumber: 2, startColumn: 12, endLineNumber: 2, endColumn: 22 },
    });
    expect(locatePointer(text, '/title/en').range).toMatchObject({ startLineNumber: 3, startColumn: 20, endColumn: 28 });
  });

  it('finds array items by index', () => {
    expect(locatePointer(text, '/requiredRoles/1').range).toMatchObject({ startLineNumber: 4, startColumn: 30, endColumn: 39 });
  });

  it('underlines an object or array by its property name, not its whole extent', () => {
    expect(locatePointer(text, '/title')).toEqual({
      isExact: true, range: { startLineNumber: 3, startColumn: 3, endLineNumber: 3, endColumn: 10 },
    });
  });

  it('marks a missing member (a required property) at the nearest ancestor that exists', () => {
    expect(locatePointer(text, '/renderer')).toEqual({
      isExact: false, range: { startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 2 },
    });
    expect(locatePointer(text, '/title/ru')).toMatchObject({ isExact: false, range: { startLineNumber: 3, startColumn: 3 } });
    expect(locatePointer(text, '/requiredRoles/7')).toMatchObject({ isExact: false, range: { startLineNumber: 4, startColumn: 3 } });
  });

  it('decodes escaped pointer tokens (~1 is "/", ~0 is "~")', () => {
    expect(decodePointer('/a~1b/x~0y')).toEqual(['a/b', 'x~y']);
    expect(locatePointer(text, '/a~1b')).toMatchObject({ isExact: true, range: { startLineNumber: 5, startColumn: 10 } });
  });

  it('the root pointer and an unparsable text point at the start', () => {
    expect(locatePointer(text, '').range).toMatchObject({ startLineNumber: 1, startColumn: 1 });
    expect(locatePointer('{"route": ', '/route')).toMatchObject({ isExact: false, range: { startLineNumber: 1, startColumn: 1 } });
  });

  it('counts columns within the line for Windows line ends too', () => {
    const crlf = '{\r\n  "route": 5\r\n}';
    expect(locatePointer(crlf, '/route').range).toMatchObject({ startLineNumber: 2, startColumn: 12, endColumn: 13 });
  });

  it('takes the last of duplicated keys, as JSON.parse does', () => {
    expect(locatePointer('{"a": 1, "a": 22}', '/a').range).toMatchObject({ startColumn: 15, endColumn: 17 });
  });
});

describe('the JSON tree with offsets', () => {
  it('parses strings with escaped quotes and nested containers', () => {
    const tree = parseJsonTree('{"k\\"ey": [1, {"x": null}], "b": true}');
    expect(tree?.properties?.map((p) => p.key)).toEqual(['k"ey', 'b']);
    expect(tree?.properties?.[0].value.items?.[1].properties?.[0].value.type).toBe('null');
  });

  it('refuses what JSON.parse refuses', () => {
    for (const bad of ['{"a": 1,}', '{a: 1}', '[1 2]', '{"a": 1} x', '']) expect(parseJsonTree(bad)).toBeUndefined();
  });

  it('turns offsets into 1-based lines and columns', () => {
    expect(positionAt('ab\ncd', 0)).toEqual({ lineNumber: 1, column: 1 });
    expect(positionAt('ab\ncd', 4)).toEqual({ lineNumber: 2, column: 2 });
  });
});
