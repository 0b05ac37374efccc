import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retiredFields } from '../../descriptors/lib/forms/retired-fields.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';

type Schema = { properties: Record<string, { properties?: Record<string, unknown> }> };
interface Form { schema: Schema; uiSchema: Record<string, unknown> }
interface Entry { id: string; version: number; formSnapshot: string | null; areasContent: { weather?: Record<string, unknown> } }
interface ErrorBody { errors: { path: string; message: string }[] }

const day = '2026-11-21';
const at = (hh: number) => ({ timestamp: Date.UTC(2026, 10, 21, hh), offset: 0 });
const watch = (weather: Record<string, unknown>) => ({ watch: '08-12', position: { lat: 59.9, lon: 24.1 }, weather });

/** Nordic Bulk's deck watch: a "Fog signal" field of its own, 0–50, and the swell direction hidden. */
const overlay = (withFogSignal: boolean) => ({
  description: { en: 'Nordic Bulk deck watch', ru: 'Вахта Nordic Bulk' },
  form: 'ELOG_DECK_WATCH', level: 'SHIPOWNER', targets: ['NORDIC_BULK'],
  changes: [
    ...(withFogSignal ? [{ op: 'add', field: 'weather.fogSignalMinutes', schema: { type: 'number', minimum: 0, maximum: 50 },
      ui: { 'ui:title': { en: 'Fog signals, min', ru: 'Туманные сигналы, мин' } }, place: { after: 'visibility' } }] : []),
    { op: 'hide', field: 'weather.swellDirection' },
  ],
});

describe('the form a ship sees: its shipowner\'s overlays, kept with each entry', () => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  let captain: string;
  let nordicOre: string;
  let balticAmber: string;
  let saved: Entry;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, officer, captain] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026')]);
    [nordicOre, balticAmber] = await Promise.all([shipIdOf(t, 'NORDIC_ORE'), shipIdOf(t, 'BALTIC_AMBER')]);
    await setSignaturePasswords(t, [[captain, 'Captain#2026', 'Sign#Master1']]);
    const created = await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'NORDIC_BULK_WATCH', body: overlay(true) } } });
    expect(created.status).toBe(200);
  });
  afterAll(async () => { await t.close(); });

  const formFor = async (unitId: string, token = admin) => {
    const res = await t.call('GET', `/api/elog-entry/DECK/descriptor-details?entryDescriptor=DECK_WATCH&unitId=${unitId}`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { form: Form }).form;
  };
  const save = (content: Record<string, unknown>, language = 'en') => t.call('POST', '/api/elog-entry/DECK/save', {
    token: officer, language, body: { requestValue: { unitId: nordicOre, entryDescriptor: 'DECK_WATCH', heading: { start: at(8), end: at(12) }, eleStatus: 'COMPLETED', areasContent: content } },
  });

  it('gives a ship of Nordic Bulk the owner\'s field and hides the swell direction; a ship of another owner sees the form as built', async () => {
    const nordic = await formFor(nordicOre, officer);
    expect(Object.keys(nordic.schema.properties.weather.properties!)).toContain('fogSignalMinutes');
    expect((nordic.uiSchema.weather as Record<string, { 'ui:widget'?: string }>).swellDirection['ui:widget']).toBe('hidden');
    const amber = await formFor(balticAmber);
    expect(Object.keys(amber.schema.properties.weather.properties!)).not.toContain('fogSignalMinutes');
    expect((amber.uiSchema.weather as Record<string, { 'ui:widget'?: string }>).swellDirection?.['ui:widget']).toBeUndefined();
    // Another owner's ship stays out of the officer's reach, with or without overlays.
    expect((await t.call('GET', `/api/elog-entry/DECK/descriptor-details?entryDescriptor=DECK_WATCH&unitId=${balticAmber}`, { token: officer })).status).toBe(403);
  });

  it('checks an entry against the ship\'s form: out of range at the field in Russian, then saved with the form it was filled with', async () => {
    const refused = await save(watch({ fogSignalMinutes: 60 }), 'ru');
    expect(refused.status).toBe(400);
    const error = ((await refused.json()) as ErrorBody).errors.find((e) => e.path === '/requestValue/areasContent/weather/fogSignalMinutes');
    expect(error?.message).toMatch(/50/);
    expect(error?.message).toMatch(/[а-я]/);
    const ok = await save(watch({ fogSignalMinutes: 8 }));
    expect(ok.status).toBe(200);
    saved = await ok.json() as Entry;
    expect(saved.formSnapshot).toMatch(/^[0-9a-f]{40}$/);
    const snapshot = await (await t.call('GET', `/api/elog-entry/DECK/form-snapshot/${saved.formSnapshot}`, { token: officer })).json() as { formDescriptor: string; overlays: unknown[]; form: Form };
    expect(snapshot).toMatchObject({ formDescriptor: 'ELOG_DECK_WATCH', overlays: [{ code: 'NORDIC_BULK_WATCH', version: 1 }] });
    expect(Object.keys(snapshot.form.schema.properties.weather.properties!)).toContain('fogSignalMinutes');
  });

  it('keeps a value whose field left the form, shows it as no longer in the form, and prints the entry with the form it was filled with', async () => {
    const updated = await t.call('PUT', '/api/descriptors/form-overlay/NORDIC_BULK_WATCH', { token: admin, body: { requestValue: { body: overlay(false), version: 1 } } });
    expect(updated.status).toBe(200);
    const now = await formFor(nordicOre);
    expect(Object.keys(now.schema.properties.weather.properties!)).not.toContain('fogSignalMinutes');

    const day_ = await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${nordicOre}&day=${day}`, { token: officer })).json() as { eLogEntries: Entry[] };
    const entry = day_.eLogEntries.find((e) => e.id === saved.id)!;
    expect(entry.areasContent.weather?.fogSignalMinutes).toBe(8);
    const former = await (await t.call('GET', `/api/elog-entry/DECK/form-snapshot/${entry.formSnapshot}`, { token: officer })).json() as { form: Form };
    expect(retiredFields(now, entry.areasContent, former.form)).toEqual([{ path: 'weather.fogSignalMinutes', value: 8, label: { en: 'Fog signals, min', ru: 'Туманные сигналы, мин' } }]);

    const printed = await (await t.call('GET', `/api/elog-aggregation/DECK/print?unitId=${nordicOre}&day=${day}`, { token: captain })).json() as { forms: Record<string, Form>; eLogEntries: Entry[] };
    expect(printed.eLogEntries[0].formSnapshot).toBe(saved.formSnapshot);
    expect(Object.keys(printed.forms[saved.formSnapshot!].schema.properties.weather.properties!)).toContain('fogSignalMinutes');
  });

  it('refuses to change the type of a field entries hold values of, naming it, and allows widening a whole number', async () => {
    const stored = await (await t.call('GET', '/api/descriptors/form/ELOG_DECK_WATCH', { token: admin })).json() as { version: number; body: { schema: Schema } & Record<string, unknown> };
    const withWatchAs = (type: string) => ({ ...stored.body, schema: { ...stored.body.schema, properties: { ...stored.body.schema.properties, watch: { type } } } });
    const refused = await t.call('PUT', '/api/descriptors/form/ELOG_DECK_WATCH', { token: admin, body: { requestValue: { body: withWatchAs('number'), version: stored.version } } });
    expect(refused.status).toBe(400);
    const problem = ((await refused.json()) as ErrorBody).errors.find((e) => e.path === '/requestValue/body/schema/properties/watch/type');
    expect(problem?.message).toContain('watch');
    expect(problem?.message).toContain('entries: 1');
    expect(((await (await t.call('GET', '/api/descriptors/form/ELOG_DECK_WATCH', { token: admin })).json()) as { version: number }).version).toBe(stored.version);
  });

  it('offers the options of a reference field an overlay adds, and checks its value on save', async () => {
    const options = () => t.call('GET', '/api/elog-entry/DECK/reference-options?resource=nation&key=code', { token: officer });
    expect((await options()).status).toBe(404);
    const flagOverlay = { ...overlay(false), changes: [{ op: 'add', field: 'lastPortFlag', schema: { type: 'string' },
      ui: { 'ui:widget': 'reference', 'ui:title': { en: 'Flag state of the last port', ru: 'Государство последнего порта' }, 'ui:options': { reference: { resource: 'nation', key: 'code' } } } }] };
    expect((await t.call('POST', '/api/descriptors/form-overlay', { token: admin, body: { requestValue: { code: 'NORDIC_BULK_FLAG', body: flagOverlay } } })).status).toBe(200);
    const answered = await options();
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { value: string }[]).map((o) => o.value)).toContain('NO');
    const unknown = await t.call('POST', '/api/elog-entry/DECK/save', { token: officer, body: { requestValue: {
      unitId: nordicOre, entryDescriptor: 'DECK_WATCH', heading: { start: at(14), end: at(16) }, eleStatus: 'DRAFT', areasContent: { lastPortFlag: 'XX' },
    } } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).errors.map((e) => e.path)).toContain('/requestValue/areasContent/lastPortFlag');
  });

  it('answers 404 for a kept form of no entry of the logbook', async () => {
    expect((await t.call('GET', `/api/elog-entry/DECK/form-snapshot/${'0'.repeat(40)}`, { token: officer })).status).toBe(404);
    expect((await t.call('GET', `/api/elog-entry/ORB1/form-snapshot/${saved.formSnapshot}`, { token: admin })).status).toBe(404);
  });
});
