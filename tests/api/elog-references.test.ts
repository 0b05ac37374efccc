import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Problem = { errors: { path: string; message: string }[] };
type Entry = { id: string; version: number; areasContent: Record<string, unknown> };
type Option = { label: string; value: string; search?: string };

const at = (hh: number) => ({ timestamp: Date.UTC(2026, 10, 18, hh - 3, 0), offset: 180 });
const day = '2026-11-18';

/** Reference fields of logbook entries (issue 15 item 3): a port, a fuel, an area must be a record of its list. */
describe('reference fields of logbook entries', () => {
  let t: TestApp;
  let officer: string;
  let chief: string;
  let analyst: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    officer = await t.signIn('officer', 'Officer#2026');
    chief = await t.signIn('chief', 'Chief#2026');
    analyst = await t.signIn('analyst', 'Analyst#2026');
    ship = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
  });
  afterAll(async () => { await t.close(); });

  const arrival = (areasContent: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    unitId: ship, entryDescriptor: 'DECK_ARRIVAL', heading: { start: at(10) }, eleStatus: 'COMPLETED', areasContent, ...extra,
  });
  const save = (requestValue: Record<string, unknown>, language = 'en') =>
    t.call('POST', '/api/elog-entry/DECK/save', { token: officer, language, body: { requestValue } });
  const entriesOfDay = async () => (await (await t.call('GET', `/api/elog-entry/DECK/load?unitId=${ship}&day=${day}`, { token: officer })).json() as { eLogEntries: Entry[] }).eLogEntries;

  it('refuses a port given by name, saying at the field that a UN/LOCODE is wanted, in English and Russian, and stores nothing', async () => {
    const english = await save(arrival({ port: 'Rotterdam' }));
    expect(english.status).toBe(400);
    const { errors } = await english.json() as Problem;
    expect(errors).toEqual([{ path: '/requestValue/areasContent/port', code: 'reference', message: expect.any(String) }]);
    expect(errors[0].message).toBe('Port of arrival: “Rotterdam” is not a port in the list. Choose the port by its name or UN/LOCODE (five characters, e.g. NLRTM for Rotterdam).');

    const russian = await save(arrival({ port: 'XXZZZ' }), 'ru');
    expect(russian.status).toBe(400);
    const [problem] = (await russian.json() as Problem).errors;
    expect(problem.path).toBe('/requestValue/areasContent/port');
    expect(problem.message).toContain('Порт прихода: «XXZZZ» нет в списке портов');
    expect(await entriesOfDay()).toEqual([]);
  });

  it('refuses "MGO", which is no fuel category, at its row of the list, also in a draft', async () => {
    const res = await save(arrival({ port: 'NLRTM', consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 20 }, { consumer: 'AE', fuel: 'MGO', quantity: 2 }] }, { eleStatus: 'DRAFT' }));
    expect(res.status).toBe(400);
    const { errors } = await res.json() as Problem;
    expect(errors.map((e) => e.path)).toEqual(['/requestValue/areasContent/consumption/1/fuel']);
    // Named by the list's title, the row and the field's title.
    expect(errors[0].message).toMatch(/^Fuel consumed since the last report, row 2, Fuel: “MGO” is not a fuel category\. Choose one from the list, e\.g\. MDO_MGO for marine diesel or gas oil\.$/);

    const russian = await save(arrival({ port: 'NLRTM', rob: [{ fuel: 'MGO', quantity: 80 }] }), 'ru');
    expect((await russian.json() as Problem).errors[0].message).toContain('Топливо: «MGO» — не категория топлива');
    expect(await entriesOfDay()).toEqual([]);
  });

  it('stores an entry naming a known port and fuel, and refuses to change it to an unknown fuel, keeping the saved version', async () => {
    const res = await save(arrival({ port: 'NLRTM', consumption: [{ consumer: 'AE', fuel: 'MDO_MGO', quantity: 2 }] }));
    expect(res.status).toBe(200);
    const saved = await res.json() as Entry;
    expect(saved.areasContent).toMatchObject({ port: 'NLRTM', consumption: [{ fuel: 'MDO_MGO' }] });

    const change = await t.call('PUT', '/api/elog-entry/DECK/update', { token: officer, body: { requestValue: arrival(
      { port: 'NLRTM', consumption: [{ consumer: 'AE', fuel: 'MGO', quantity: 2 }] }, { id: saved.id, version: saved.version },
    ) } });
    expect(change.status).toBe(400);
    const [stored] = await entriesOfDay();
    expect(stored).toMatchObject({ id: saved.id, version: saved.version, areasContent: { consumption: [{ fuel: 'MDO_MGO' }] } });
  });

  it('offers a logbook\'s readers the ports, fuels and areas its forms choose from, found also by code and Russian name', async () => {
    const options = async (token: string, path: string, language = 'en') => {
      const res = await t.call('GET', path, { token, language });
      return { status: res.status, items: res.status === 200 ? await res.json() as Option[] : [] };
    };
    const ports = await options(officer, '/api/elog-entry/DECK/reference-options?resource=port&key=unlocode');
    expect(ports.status).toBe(200);
    const rotterdam = ports.items.find((o) => o.value === 'NLRTM')!;
    expect(rotterdam.label).toBe('Rotterdam');
    expect(rotterdam.search).toContain('Роттердам');
    const russian = await options(officer, '/api/elog-entry/DECK/reference-options?resource=port&key=unlocode', 'ru');
    expect(russian.items.find((o) => o.value === 'NLRTM')).toMatchObject({ label: 'Роттердам', search: expect.stringContaining('Rotterdam') });
    // The chief engineer keeps the fuel change-over record, whose areas are master data he may not otherwise read.
    expect((await options(chief, '/api/common/list/geo-area?key=code')).status).toBe(403);
    const areas = await options(chief, '/api/elog-entry/FUEL_CHANGEOVER/reference-options?resource=geo-area&key=code');
    expect(areas.status).toBe(200);
    expect(areas.items.map((o) => o.value)).toContain('BALTIC_SEA_ECA');
    // Only the lists the logbook's forms name, and only for those who may view the logbook.
    expect((await options(officer, '/api/elog-entry/DECK/reference-options?resource=person')).status).toBe(404);
    expect((await options(officer, '/api/elog-entry/DECK/reference-options?resource=geo-area&key=code')).status).toBe(404);
    expect((await options(analyst, '/api/elog-entry/DECK/reference-options?resource=port&key=unlocode')).status).toBe(403);
  });
});
