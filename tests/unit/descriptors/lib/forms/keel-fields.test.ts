import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import {
  attachmentFieldRefs, attachmentIdsIn, attachmentsSchema, keelFieldValues, timeFieldProblems, timeFieldSettings, timeWithOffsetSchema, withAttachmentIds,
} from '../../../../../descriptors/lib/forms/keel-fields.js';

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

const files = { 'ui:field': 'attachments' };
const damageForm = {
  schema: {
    type: 'object',
    properties: {
      photos: attachmentsSchema(),
      'hold/hatch': { type: 'object', properties: { scans: attachmentsSchema() } },
      repairs: { type: 'array', items: { type: 'object', properties: { what: { type: 'string' }, evidence: attachmentsSchema() } } },
    },
  },
  uiSchema: {
    photos: { ...files, 'ui:title': { en: 'Photos of the damage', ru: 'Фотографии повреждений' } },
    'hold/hatch': { 'ui:title': 'Hatch', scans: files },
    repairs: { 'ui:title': { en: 'Repairs', ru: 'Ремонт' }, items: { evidence: { ...files, 'ui:title': 'Evidence' } } },
  },
};
const id1 = '3f1c2a4e-8d9b-4c7a-9e1f-0a2b3c4d5e6f';
const id2 = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

describe('attachments fields of a form', () => {
  it('hold attachment ids or new:<key> placeholders, at most twenty', () => {
    const validate = new Ajv().compile(attachmentsSchema());
    expect(validate([id1, 'new:dent-1_A'])).toBe(true);
    expect(validate(['new:'])).toBe(false);
    expect(validate(['new:no good'])).toBe(false);
    expect(validate(['photo.jpg'])).toBe(false);
    expect(validate(Array.from({ length: 21 }, () => id1))).toBe(false);
  });

  it('are found in sections and table rows with their pointers and the titles that name them', () => {
    const content = { photos: [id1], 'hold/hatch': { scans: ['new:s1'] }, repairs: [{ what: 'weld' }, { evidence: [id2, 'new:r2'] }] };
    expect(attachmentFieldRefs(damageForm, content)).toEqual([
      { pointer: '/photos', path: [{ en: 'Photos of the damage', ru: 'Фотографии повреждений' }], refs: [id1] },
      { pointer: '/hold~1hatch/scans', path: ['Hatch', 'scans'], refs: ['new:s1'] },
      { pointer: '/repairs/1/evidence', path: [{ en: 'Repairs', ru: 'Ремонт' }, 2, 'Evidence'], refs: [id2, 'new:r2'] },
    ]);
    expect([...attachmentIdsIn(damageForm, content)]).toEqual([id1, id2]);
    expect(keelFieldValues(damageForm, { photos: 'not a list' }, (ui) => ui === damageForm.uiSchema.photos)).toMatchObject([{ pointer: '/photos', value: 'not a list' }]);
  });

  it('get the ids of the files sent for their placeholders, without changing the content given', () => {
    const content = { photos: ['new:p1', id1], repairs: [{ evidence: ['new:r1'] }], note: 'new:p1' };
    const { content: replaced, unsent } = withAttachmentIds(damageForm, content, new Map([['p1', id2], ['r1', id1]]));
    expect(replaced).toEqual({ photos: [id2, id1], repairs: [{ evidence: [id1] }], note: 'new:p1' });
    expect(unsent).toEqual([]);
    expect(content.photos).toEqual(['new:p1', id1]);
  });

  it('answer a placeholder whose file was not sent, at its field', () => {
    const { content, unsent } = withAttachmentIds(damageForm, { repairs: [{ evidence: ['new:lost'] }] }, new Map());
    expect(unsent).toEqual([{ pointer: '/repairs/0/evidence', path: [{ en: 'Repairs', ru: 'Ремонт' }, 1, 'Evidence'], key: 'lost' }]);
    expect(content).toEqual({ repairs: [{ evidence: ['new:lost'] }] });
  });
});
