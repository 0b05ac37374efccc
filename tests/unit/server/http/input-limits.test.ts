import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config.js';
import { bodyLimitClassOf, defaultBodyLimits, formatBytes, parseByteSize } from '../../../../server/http/body-limits.js';
import { findTextProblems, isNestedDeeperThan } from '../../../../server/http/input-hygiene.js';

describe('request body limits', () => {
  it('gives sign-in, uploads, imports and bulk writes their own class, and every other route the JSON limit', () => {
    expect(bodyLimitClassOf('POST', '/api/authentication')).toBe('signIn');
    expect(bodyLimitClassOf('PUT', '/api/authentication')).toBe('signIn');
    expect(bodyLimitClassOf('POST', '/api/wallboard/abc/extract')).toBe('signIn');
    expect(bodyLimitClassOf('POST', '/api/elog-entry/DECK/save')).toBe('upload');
    expect(bodyLimitClassOf('PUT', '/api/elog-entry/ENGINE/update')).toBe('upload');
    expect(bodyLimitClassOf('POST', '/api/measures/import')).toBe('csvImport');
    expect(bodyLimitClassOf('POST', '/api/measures/ingest')).toBe('bulk');
    expect(bodyLimitClassOf('POST', '/api/port')).toBe('json');
  });

  it('reads sizes with units from the environment and refuses one that is not a size', () => {
    expect(parseByteSize('512KiB')).toBe(512 * 1024);
    expect(parseByteSize('2MB')).toBe(2 * 1024 * 1024);
    expect(parseByteSize('1000')).toBe(1000);
    expect(parseByteSize('lots')).toBeUndefined();
    expect(readConfig({ KEEL_BODY_LIMIT_JSON: '2MiB', KEEL_BODY_LIMIT_SIGN_IN: '4KiB' }, []).bodyLimits)
      .toEqual({ ...defaultBodyLimits, json: 2 * 1024 * 1024, signIn: 4096 });
    expect(() => readConfig({ KEEL_BODY_LIMIT_UPLOAD: 'big' }, [])).toThrow('KEEL_BODY_LIMIT_UPLOAD=big is not a size');
    expect(formatBytes(16 * 1024)).toBe('16 KB');
    expect(formatBytes(64 * 1024 * 1024)).toBe('64 MB');
  });
});

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
