import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../server/config.js';
import { bodyLimitClassOf, defaultBodyLimits, formatBytes, parseByteSize } from '../../../../server/http/body-limits.js';

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
