/** Request bodies the database could not store are named before anything reads them. */
import { describe, expect, it } from 'vitest';
import { findTextProblems, isNestedDeeperThan } from '../../../../server/http/input-hygiene.js';

describe('input the database cannot store', () => {
  it('counts nesting without being fooled by brackets inside strings', () => {
    expect(isNestedDeeperThan(`${'['.repeat(65)}${']'.repeat(65)}`, 64)).toBe(true);
    expect(isNestedDeeperThan(`${'['.repeat(64)}${']'.repeat(64)}`, 64)).toBe(false);
    expect(isNestedDeeperThan(JSON.stringify({ note: '[[[[{{{{"\\'.repeat(100) }), 2)).toBe(false);
  });

  it('names every key and value holding a NUL, a broken surrogate or __proto__, and passes emoji and Cyrillic', () => {
    const value = JSON.parse('{"ok":"Штиль 🌊","a":{"b\\u0000":1,"c":["x","y\\u0000"]},"d":"\\udfff","__proto__":{}}') as unknown;
    expect(findTextProblems(value, '/requestValue').sort((x, y) => x.path.localeCompare(y.path))).toEqual([
      { path: '/requestValue/__proto__', problem: 'forbiddenKey' },
      { path: '/requestValue/a/b\\u0000', problem: 'nulCharacter' },
      { path: '/requestValue/a/c/1', problem: 'nulCharacter' },
      { path: '/requestValue/d', problem: 'brokenText' },
    ]);
  });
});
