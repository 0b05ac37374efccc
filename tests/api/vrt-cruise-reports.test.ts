import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { storeVoyageRecords, type ReportedPortCall, type ReportedVoyageLeg } from '../../server/modules/voyages/voyage-records.js';
import { pdfPages } from '../support/pdf-text.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

interface ErrorBody { message: string; errors: { path: string; message: string }[] }
interface Cell { text: string; value: unknown }
type Block = { type: string; title?: string; columns?: { title: string }[]; rows?: Cell[][]; items?: { label: string; text: string; value: unknown }[] };
interface View { title: string; blocks: Block[] }
interface Voyage { id: string; distanceNm: number; hoursAtSea: number; hoursAtBerth: number; fuelTotalT: number; co2T: number; co2EuScopeT: number }

const hour = 3_600_000;
const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * hour);
const leg = (ship: string, fromPort: string, toPort: string, departure: string, hours: number, extra: Partial<ReportedVoyageLeg>): ReportedVoyageLeg => ({
  ship, fromPort, toPort, departure: at(departure), arrival: at(departure, hours), distanceNm: hours * 15, hoursUnderway: hours, hoursAtAnchor: 0,
  condition: 'LADEN', cargoTonnes: 50_000, fuel: [], ...extra,
});
const stay = (ship: string, port: string, arrival: string, hours: number, fuel: ReportedPortCall['fuel'], cargoOperation: ReportedPortCall['cargoOperation'] = 'LOAD_DISCHARGE'): ReportedPortCall => ({
  ship, port, arrival: at(arrival), departure: at(arrival, hours), cargoOperation, hullCleanedAt: null, fuel,
});

describe('vessel reports: the voyage reporting template and the cruise report', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ship: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of await t.db.select({ id: units.id, code: units.code }).from(units)) ship[u.code] = u.id;
    for (const name of ['admin', 'captain', 'officer', 'analyst']) tokens[name] = await t.signIn(name, demoPasswords[name]);
    await storeVoyageRecords(t.db, {
      voyageLegs: [
        leg('NORDIC_ORE', 'NLRTM', 'NONVK', '2026-09-10T08:00:00Z', 72, { fuel: [{ consumer: 'ME', fuel: 'HFO', tonnes: 30 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 2 }] }),
        leg('NORDIC_ORE', 'NONVK', 'NLRTM', '2026-09-15T08:00:00Z', 72, { condition: 'BALLAST', cargoTonnes: 0, fuel: [{ consumer: 'ME', fuel: 'HFO', tonnes: 25 }] }),
        leg('AURORA_SPIRIT', 'ESBCN', 'FRMRS', '2026-09-06T18:00:00Z', 14, { cargoTonnes: 4_000, passengers: 2_300, fuel: [{ consumer: 'AE', fuel: 'HFO', tonnes: 40 }] }),
        leg('AURORA_SPIRIT', 'FRMRS', 'ITGOA', '2026-09-07T18:00:00Z', 14, { cargoTonnes: 4_000, passengers: 2_250, fuel: [{ consumer: 'AE', fuel: 'HFO', tonnes: 38 }] }),
      ],
      portCalls: [
        stay('NORDIC_ORE', 'NONVK', '2026-09-13T08:00:00Z', 48, [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 4 }], 'DISCHARGE'),
        stay('NORDIC_ORE', 'NLRTM', '2026-09-18T08:00:00Z', 24, [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 1 }], 'LOAD'),
        stay('AURORA_SPIRIT', 'FRMRS', '2026-09-07T08:00:00Z', 10, [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 5 }]),
        stay('AURORA_SPIRIT', 'ITGOA', '2026-09-08T08:00:00Z', 9, [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 4.5 }]),
      ],
    }, 'TEST');
  });
  afterAll(async () => { await t.close(); });

  const post = (path: string, token: string, parameters: Record<string, unknown>, extra: Record<string, unknown> = {}, language = 'en') =>
    t.call('POST', path, { token, language, body: { requestValue: { parameters, ...extra } } });
  const september = { from: '2026-09-01', to: '2026-09-30' };
  const tables = (view: View) => view.blocks.filter((b) => b.type === 'table');
  const column = (table: Block, title: string) => table.columns!.findIndex((c) => c.title === title);

  it('gives the template\'s parameter form: a ship (all when empty) and the period', async () => {
    const answer = await t.call('GET', '/api/vrt-report', { token: tokens.captain });
    expect(answer.status).toBe(200);
    const detail = await answer.json() as { code: string; parameters: { required: string[] }; parametersUi: Record<string, { 'ui:widget'?: string }> };
    expect(detail.code).toBe('VRT_REPORT');
    expect(detail.parameters.required).toEqual(['from', 'to']);
    expect(detail.parametersUi.unitId['ui:widget']).toBe('ship');
  });

  it('shows each voyage of Nordic Ore with the voyage record\'s figures, CO2 by the IMO factors, AER and EEOI', async () => {
    const answer = await post('/api/vrt-report/view', tokens.captain, { unitId: ship.NORDIC_ORE, ...september });
    expect(answer.status).toBe(200);
    const view = await answer.json() as View;
    const [voyages] = tables(view);
    expect(voyages.rows).toHaveLength(2);
    const value = (row: number, title: string) => voyages.rows![row][column(voyages, title)].value;
    const summary = await (await t.call('GET', `/api/voyage-summary?unitId=${ship.NORDIC_ORE}&period=2026-09-01..2026-09-30`, { token: tokens.captain })).json() as { voyages: Voyage[] };
    const first = summary.voyages.at(-1)!;
    expect(value(0, 'Ship')).toBe('Nordic Ore');
    expect(value(0, 'From')).toBe(voyages.rows![0][column(voyages, 'From')].text);
    expect(value(0, 'Departure')).toBe('2026-09-10T08:00:00.000Z');
    expect(value(0, 'Distance, nm')).toBe(first.distanceNm);
    expect(first.distanceNm).toBe(1080);
    expect(value(0, 'Days at sea')).toBe(3);
    expect(value(0, 'Days in port')).toBe(2);
    expect(value(0, 'Average speed, kn')).toBe(15);
    expect(value(0, 'Cargo, t')).toBe(50_000);
    expect(value(0, 'HFO at sea, t')).toBe(30);
    expect(value(0, 'MDO/MGO at sea, t')).toBe(2);
    expect(value(0, 'MDO/MGO at berth, t')).toBe(4);
    expect(value(0, 'HFO at berth, t')).toBe(0);
    expect(value(0, 'LNG at sea, t')).toBeNull();
    // MEPC.364(79): HFO 3.114, MDO/MGO 3.206 t CO2 per t
    const co2 = 30 * 3.114 + 6 * 3.206;
    expect(value(0, 'CO2, t')).toBeCloseTo(co2, 3);
    expect(value(0, 'CO2, t')).toBe(first.co2T);
    expect(value(0, 'EU scope share')).toBeCloseTo(first.co2EuScopeT / first.co2T, 4);
    expect(value(0, 'AER')).toBeCloseTo((co2 * 1e6) / (81_600 * 1080), 4);
    expect(value(0, 'EEOI')).toBeCloseTo((co2 * 1e6) / (50_000 * 1080), 4);
    expect(value(1, 'EEOI')).toBeNull();
    const totals = view.blocks.find((b) => b.type === 'keyValue')!;
    expect(totals.items!.find((i) => i.label === 'Voyages')!.value).toBe(2);
    expect(totals.items!.find((i) => i.label === 'Distance')!.value).toBe(2160);
  });

  it('exports the voyages table as CSV with the titles and the values as they are, and in Russian titles', async () => {
    const answer = await post('/api/vrt-report/csv', tokens.captain, { unitId: ship.NORDIC_ORE, ...september });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('VRT-2026-09-01-2026-09-30.csv');
    const lines = (await answer.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    const header = lines[0].split(';');
    const first = lines[1].split(';');
    expect(header.slice(0, 4)).toEqual(['Ship', 'From', 'To', 'Departure']);
    expect(first[header.indexOf('Distance, nm')]).toBe('1080');
    expect(first[header.indexOf('HFO at sea, t')]).toBe('30');
    expect(first[header.indexOf('Departure')]).toBe('2026-09-10T08:00:00.000Z');
    const russian = await post('/api/vrt-report/csv', tokens.captain, { unitId: ship.NORDIC_ORE, ...september }, {}, 'ru');
    expect((await russian.text()).split('\r\n')[0]).toContain('Судно;Из;В;Отход');
    const noTable = await post('/api/vrt-report/csv', tokens.captain, september, { table: 3 });
    expect(noTable.status).toBe(400);
    expect(((await noTable.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/table']);
  });

  it('makes the template as a PDF with the voyages, kept as a printout run', async () => {
    const answer = await post('/api/vrt-report/pdf', tokens.captain, { unitId: ship.NORDIC_ORE, ...september });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-keel-printout-run')).toBeTruthy();
    const text = (await pdfPages(new Uint8Array(await answer.arrayBuffer()))).join('\n');
    for (const shown of ['Voyage reporting template', 'Nordic Ore', 'Rotterdam', '1,080', 'Period 2026-09-01 – 2026-09-30', 'Erik Larsen', 'Page 1 of']) expect(text).toContain(shown);
  });

  it('answers all of the user\'s ships without a ship, and only theirs', async () => {
    const mine = await (await post('/api/vrt-report/view', tokens.captain, september)).json() as View;
    expect(tables(mine)[0].rows!.map((r) => r[0].value)).toEqual(['Nordic Ore', 'Nordic Ore']);
    const all = await (await post('/api/vrt-report/view', tokens.admin, september)).json() as View;
    expect(new Set(tables(all)[0].rows!.map((r) => r[0].value))).toEqual(new Set(['Aurora Spirit', 'Nordic Ore']));
    expect((await post('/api/vrt-report/view', tokens.captain, { unitId: ship.BALTIC_AMBER, ...september })).status).toBe(403);
    expect((await post('/api/vrt-report/pdf', tokens.captain, { unitId: ship.AURORA_SPIRIT, ...september })).status).toBe(403);
  });

  it('refuses bad parameters at their field', async () => {
    const missing = await post('/api/vrt-report/view', tokens.captain, { from: '2026-09-01' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/parameters/to']);
    const notADay = await post('/api/vrt-report/view', tokens.captain, { from: '2026-13-45', to: '2026-09-30' });
    expect(((await notADay.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/parameters/from']);
    const backwards = await post('/api/vrt-report/csv', tokens.captain, { from: '2026-09-30', to: '2026-09-01' });
    expect(backwards.status).toBe(400);
    const body = await backwards.json() as ErrorBody;
    expect(body.errors.map((e) => e.path)).toEqual(['/requestValue/parameters/to']);
    expect(body.errors[0].message).toContain('before it starts');
    const notAShip = await post('/api/vrt-report/view', tokens.captain, { unitId: 'nordic', ...september });
    expect(((await notAShip.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/parameters/unitId']);
  });

  it('gives the cruise of Aurora Spirit: calls with times and passengers, legs with distance and fuel, totals', async () => {
    const answer = await post('/api/cruise-report/view', tokens.admin, { unitId: ship.AURORA_SPIRIT, ...september });
    expect(answer.status).toBe(200);
    const view = await answer.json() as View;
    const [calls, legs] = tables(view);
    const cell = (table: Block, row: number, title: string) => table.rows![row][column(table, title)].value;
    expect(calls.rows!.map((r) => r[0].value)).toEqual(['Barcelona', 'Marseille', 'Genoa']);
    expect(cell(calls, 0, 'Departure')).toBe('2026-09-06T18:00:00.000Z');
    expect(cell(calls, 1, 'Arrival')).toBe('2026-09-07T08:00:00.000Z');
    expect(cell(calls, 1, 'Departure')).toBe('2026-09-07T18:00:00.000Z');
    expect(cell(calls, 1, 'Time in port, h')).toBe(10);
    expect(cell(calls, 1, 'Passengers arriving')).toBe(2300);
    expect(cell(calls, 1, 'Passengers departing')).toBe(2250);
    expect(cell(calls, 2, 'Time in port, h')).toBe(9);
    expect(legs.rows).toHaveLength(2);
    expect(cell(legs, 0, 'Distance, nm')).toBe(210);
    expect(cell(legs, 0, 'Passengers')).toBe(2300);
    expect(cell(legs, 0, 'Fuel at sea, t')).toBe(40);
    expect(cell(legs, 0, 'Fuel at berth, t')).toBe(5);
    expect(cell(legs, 0, 'CO2, t')).toBeCloseTo(40 * 3.114 + 5 * 3.206, 3);
    const totals = view.blocks.find((b) => b.type === 'keyValue')!;
    const total = (label: string) => totals.items!.find((i) => i.label === label)!.value;
    expect(total('Distance')).toBe(420);
    expect(total('Time in port')).toBe(19);
    expect(total('Most passengers on board')).toBe(2300);
    expect(total('Fuel at sea')).toBe(78);
    expect(total('Fuel at berth')).toBe(9.5);

    const pdf = await post('/api/cruise-report/pdf', tokens.admin, { unitId: ship.AURORA_SPIRIT, ...september }, {}, 'ru');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('Cruise-AURORA_SPIRIT-2026-09-01-2026-09-30.pdf');
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join('\n');
    for (const shown of ['Отчёт о круизе', 'Aurora Spirit · IMO 9812963', 'Заходы в порты', 'Барселона', '2 300']) expect(text).toContain(shown);
    const csv = await post('/api/cruise-report/csv', tokens.admin, { unitId: ship.AURORA_SPIRIT, ...september }, { table: 1 });
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0].split(';').slice(0, 2)).toEqual(['From', 'To']);
    expect(lines).toHaveLength(3);
  });

  it('asks CRUISE_VOYAGE_REPORT for the cruise report and a passenger ship', async () => {
    expect((await t.call('GET', '/api/cruise-report', { token: tokens.analyst })).status).toBe(403);
    expect((await post('/api/cruise-report/view', tokens.analyst, { unitId: ship.NORDIC_ORE, ...september })).status).toBe(403);
    const cargoShip = await post('/api/cruise-report/view', tokens.captain, { unitId: ship.NORDIC_ORE, ...september });
    expect(cargoShip.status).toBe(422);
    expect(((await cargoShip.json()) as ErrorBody).message).toContain('Nordic Ore is not a passenger ship');
    expect((await post('/api/cruise-report/view', tokens.captain, { unitId: ship.AURORA_SPIRIT, ...september })).status).toBe(403);
    expect((await post('/api/cruise-report/view', tokens.captain, september)).status).toBe(400);
  });
});
