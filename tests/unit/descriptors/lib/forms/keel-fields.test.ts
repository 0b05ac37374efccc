import { describe, expect, it } from 'vitest';
import { timeFieldProblems, timeFieldSettings, timeWithOffsetSchema } from '../../../../../descriptors/lib/forms/keel-fields.js';

const time = (hh: number, mm: number, offset = 180) => ({ timestamp: Date.UTC(2026, 10, 20, hh, mm) - offset * 60_000, offset });
const shipTime = (options: Record<string, unknown> = {}) => ({ 'ui:field': 'timeWithOffset', 'ui:options': options });

const form = {
  schema: {
    type: 'object',
    properties: {
      anchored: timeWithOffsetSchema(),
      cargo: { type: 'object', properties: { started: timeWithOffsetSchema() } },
      calls: { type: 'array', items: { type: 'object', properties: { at: timeWithOffsetSchema() } } },
    },
  },
  uiSchema: {
    anchored: shipTime({ minuteResolution: 15 }),
    cargo: { started: shipTime({ minuteResolution: 30, selectableOffsets: [0, 60, 120] }) },
    calls: { items: { at: shipTime() } },
  },
};

describe('time-with-offset fields of a form', () => {
  it('take time and offset by default, at one-minute resolution over every hourly offset', () => {
    expect(timeFieldSettings(shipTime())).toEqual({ useTime: true, useOffset: true, useLocalOffsetInput: true, minuteResolution: 1 });
    expect(timeFieldSettings(shipTime({ useTime: false, minuteResolution: 7, selectableOffsets: [60, 'x', 9999] })))
      .toMatchObject({ useTime: false, minuteResolution: 1, selectableOffsets: [60] });
  });

  it('refuse a time off the field\'s resolution and an offset it does not offer, in sections and table rows, at the value', () => {
    const problems = timeFieldProblems(form, {
      anchored: time(4, 15), cargo: { started: time(4, 15, 180) }, calls: [{ at: time(1, 2) }, { at: time(3, 3, 330) }],
    });
    expect(problems.map((p) => [p.pointer, p.problem.key])).toEqual([
      ['/cargo/started', 'elog.time.offsetNotSelectable'],
      ['/cargo/started', 'elog.time.notOnResolution'],
      ['/calls/1/at', 'elog.time.offsetNotSelectable'],
    ]);
    expect(problems[1].problem.params).toEqual({ resolution: 30 });
  });

  it('leave a missing value or one of another shape to the schema', () => {
    expect(timeFieldProblems(form, { anchored: '2026-11-20T04:07:00Z', cargo: {}, calls: [{ at: null }] })).toEqual([]);
  });
});
