// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { appPathOf, storageKey } from '../../../runtime/shell/app-path.js';

describe('app path', () => {
  it('is "keel" at the root, so the theme key is keel_theme', () => {
    expect(appPathOf('/')).toBe('keel');
    expect(appPathOf('')).toBe('keel');
    expect(storageKey('theme', '/')).toBe('keel_theme');
  });

  it('is the base path without slashes elsewhere', () => {
    expect(appPathOf('/keel-test/')).toBe('keel-test');
    expect(appPathOf('/ops/fleet/')).toBe('ops_fleet');
    expect(storageKey('language', '/ops/fleet/')).toBe('ops_fleet_language');
  });
});
