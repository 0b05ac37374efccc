import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, saveBlocker, type SaveStateInput } from '../../../designer/lib/save-state.js';

const ready: SaveStateInput = { isSaving: false, hasConflict: false, isParsable: true, errorCount: 0, hasChanges: true };

describe('whether Save may run', () => {
  it('runs for valid, changed text', () => {
    expect(saveBlocker(ready)).toBeUndefined();
  });

  it('is blocked while invalid: text that is not JSON, or errors in the editor', () => {
    expect(saveBlocker({ ...ready, isParsable: false })).toBe('unparsable');
    expect(saveBlocker({ ...ready, errorCount: 2 })).toBe('invalid');
  });

  it('is blocked when nothing changed since the version was opened', () => {
    expect(saveBlocker({ ...ready, hasChanges: false })).toBe('unchanged');
  });

  it('is blocked after a conflict until the user compares or overwrites, whatever else holds', () => {
    expect(saveBlocker({ ...ready, hasConflict: true, errorCount: 1, hasChanges: false })).toBe('conflict');
  });

  it('is blocked while a save is on its way', () => {
    expect(saveBlocker({ ...ready, isSaving: true, hasConflict: true })).toBe('saving');
  });
});

describe('unsaved changes', () => {
  const body = { route: '/x', renderer: 'system-status' };
  const baseline = { text: '{\n  "route": "/x",\n  "renderer": "system-status"\n}\n', body, isNew: false };

  it('the text as opened has none', () => {
    expect(hasUnsavedChanges(baseline.text, baseline)).toBe(false);
  });

  it('layout and key order are not changes: the stored body would be the same', () => {
    expect(hasUnsavedChanges('{"renderer":"system-status","route":"/x"}', baseline)).toBe(false);
  });

  it('a changed value, or text that no longer parses, is a change', () => {
    expect(hasUnsavedChanges('{"route":"/y","renderer":"system-status"}', baseline)).toBe(true);
    expect(hasUnsavedChanges('{"route":"/x",', baseline)).toBe(true);
  });

  it('a descriptor not stored yet is always unsaved', () => {
    expect(hasUnsavedChanges(baseline.text, { ...baseline, isNew: true })).toBe(true);
  });
});
