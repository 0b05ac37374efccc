import { describe, expect, it } from 'vitest';
import { alignInputs, type Bucket } from '../../../../../server/modules/algorithms/align-inputs.js';

const buckets = (entries: Record<string, Bucket[]>) => new Map(Object.entries(entries));

describe('an algorithm\'s inputs on one time grid', () => {
  const stored = buckets({
    STW: [[0, 12], [10, null], [20, 13], [30, 14]],
    DRAFT: [[0, 9.5], [20, null], [30, 9.7]],
  });

  it('leaves out an instant where a MANDATORY tag has no value, for every tag', () => {
    const aligned = alignInputs([{ tag: 'STW', rule: 'MANDATORY' }, { tag: 'DRAFT', rule: 'MANDATORY' }], stored);
    expect(aligned).toEqual({ times: [0, 30], columns: { STW: [12, 14], DRAFT: [9.5, 9.7] } });
  });

  it('carries the last known value forward under LAST_VALUE, and puts the default under DEFAULT', () => {
    expect(alignInputs([{ tag: 'STW', rule: 'MANDATORY' }, { tag: 'DRAFT', rule: 'LAST_VALUE' }], stored))
      .toEqual({ times: [0, 20, 30], columns: { STW: [12, 13, 14], DRAFT: [9.5, 9.5, 9.7] } });
    expect(alignInputs([{ tag: 'STW', rule: 'MANDATORY' }, { tag: 'DRAFT', rule: 'DEFAULT', defaultValue: 10 }], stored))
      .toEqual({ times: [0, 20, 30], columns: { STW: [12, 13, 14], DRAFT: [9.5, 10, 9.7] } });
  });

  it('passes null for an OPTIONAL tag and never invents an instant where no tag has a value', () => {
    expect(alignInputs([{ tag: 'STW', rule: 'OPTIONAL' }, { tag: 'DRAFT', rule: 'OPTIONAL' }], stored))
      .toEqual({ times: [0, 20, 30], columns: { STW: [12, 13, 14], DRAFT: [9.5, null, 9.7] } });
  });

  it('treats text and a tag with no series as missing values', () => {
    const aligned = alignInputs([{ tag: 'STW', rule: 'MANDATORY' }, { tag: 'NAV', rule: 'OPTIONAL' }, { tag: 'NONE', rule: 'OPTIONAL' }],
      buckets({ STW: [[0, 12]], NAV: [[0, 'AT_SEA']] }));
    expect(aligned).toEqual({ times: [0], columns: { STW: [12], NAV: [null], NONE: [null] } });
  });
});
