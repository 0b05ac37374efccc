import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { shipIdOf } from '../support/elog-crew.js';

interface ErrorBody { errors: { path: string; message: string }[] }

/** 2026-11-21 hh:mm on the ship's clock at UTC+03:00. */
const at = (hh: number, mm = 0) => ({ timestamp: Date.UTC(2026, 10, 21, hh - 3, mm), offset: 180 });

/** Nordic Bulk's deck watch: a heading and "anchored at" on the ship's clock to the quarter hour. */
const overlay = {
  description: { en: 'Anchorage times', ru: 'Время постановки на якорь' },
  form: 'ELOG_DECK_WATCH', level: 'SHIPOWNER', targets: ['NORDIC_BULK'],
  changes: [
    { op: 'add', field: 'anchorageHeading', schema: { type: 'null' }, ui: { 'ui:field': 'staticText', 'ui:title': { en: 'Anchorage', ru: 'Якорная стоянка' } } },
    { op: 'add', field: 'anchoredAt', schema: { type: 'object', properties: { timestamp: { type: 'integer' }, offset: { type: 'integer', minimum: -720, maximum: 840 } }, required: ['timestamp', 'offset'] },
      ui: { 'ui:field': 'timeWithOffset', 'ui:title': { en: 'Anchored', ru: 'Стал на якорь' }, 'ui:options': { minuteResolution: 15, selectableOffsets: [120, 180] } } },
  ],
};

describe('a form\'s headings and times on the ship\'s clock, as the server keeps them', () => {
  let t: TestApp;
  let officer: string;
  let nordicOre: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.signIn('admin', 'Admin#2026');
    officer = await t.signIn('officer', 'Officer#2026');
    nordicOre = await shipIdOf(t, 'NORDIC_ORE');
    expect((await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'NORDIC_BULK_ANCHORAGE', body: overlay } } })).status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const save = (anchoredAt: unknown, language = 'en') => t.call('POST', '/api/elog-entry/DECK/save', {
    token: officer, language, body: { requestValue: {
      unitId: nordicOre, entryDescriptor: 'DECK_WATCH', heading: { start: at(8), end: at(12) }, eleStatus: 'COMPLETED',
      areasContent: { watch: '08-12', position: { lat: 59.9, lon: 24.1 }, anchoredAt },
    } },
  });

  it('refuses a time off the field\'s quarter hours and an offset it does not offer, at the field, in the officer\'s language', async () => {
    const offStep = await save(at(9, 7), 'ru');
    expect(offStep.status).toBe(400);
    const errors = ((await offStep.json()) as ErrorBody).errors;
    expect(errors.map((e) => e.path)).toEqual(['/requestValue/areasContent/anchoredAt']);
    expect(errors[0].message).toMatch(/15/);
    expect(errors[0].message).toMatch(/[а-я]/);

    const elsewhere = await save({ ...at(9, 15), offset: 60 });
    expect(elsewhere.status).toBe(400);
    expect(((await elsewhere.json()) as ErrorBody).errors[0]).toMatchObject({ path: '/requestValue/areasContent/anchoredAt', message: expect.stringContaining('+01:00') });

    const notATime = await save({ timestamp: 'soon', offset: 180 });
    expect(notATime.status).toBe(400);
    expect(((await notATime.json()) as ErrorBody).errors.map((e) => e.path)).toContain('/requestValue/areasContent/anchoredAt/timestamp');
  });

  it('keeps a time on the step as the instant and its offset, and no value for the heading', async () => {
    const saved = await save(at(9, 15));
    expect(saved.status).toBe(200);
    const entry = await saved.json() as { areasContent: Record<string, unknown> };
    expect(entry.areasContent.anchoredAt).toEqual({ timestamp: Date.UTC(2026, 10, 21, 6, 15), offset: 180 });
    expect(entry.areasContent).not.toHaveProperty('anchorageHeading');
  });
});
