import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselReport } from '../../descriptors/lib/vessel-reports/vessel-report-answers.js';
import { storeVoyageRecords, type ReportedVoyageLeg } from '../../server/modules/voyages/voyage-records.js';
import { shipIdOf } from '../support/elog-crew.js';
import { pdfPages } from '../support/pdf-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const at = (iso: string, offset = 120) => ({ timestamp: Date.parse(iso), offset });

describe('built-in printouts of the voyage: a vessel report, the voyage summary, the equipment and ROB snapshot', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;
  let officer: string;
  let nordicOre: string;
  let balticAmber: string;
  let noon: VesselReport;

  const generate = (token: string, code: string, parameters: Record<string, unknown>, language = 'en') =>
    t.call('POST', `/api/printout-reporting/printouts/${code}/generate`, { token, language, body: { requestValue: { parameters } } });
  // Table cells wrap where the page wants: the text is compared without its white space.
  const squash = (value: string) => value.replace(/\s+/g, '');
  const text = async (answer: Response) => squash((await pdfPages(new Uint8Array(await answer.arrayBuffer()))).join('\n'));
  const shows = (printed: string, shown: string) => expect(printed).toContain(squash(shown));
  const file = async <T>(method: string, path: string, token: string, body?: unknown) => (await t.call(method, path, { token, body })).json() as Promise<T>;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, captain, officer] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('officer', 'Officer#2026')]);
    [nordicOre, balticAmber] = await Promise.all([shipIdOf(t, 'NORDIC_ORE'), shipIdOf(t, 'BALTIC_AMBER')]);
    // The officer's departure, approved by the master, and a noon report whose HFO ROB does not follow from it (a warning), submitted.
    const departure = await file<VesselReport>('POST', '/api/voyage-report', officer, { requestValue: { unitId: nordicOre, kind: 'DEPARTURE', content: {
      reportTime: at('2026-10-01T10:30:00Z'), voyageNumber: 'V-2026-041', port: 'NLRTM', times: { lastLineLetGo: at('2026-10-01T10:00:00Z'), fullAway: at('2026-10-01T12:00:00Z') },
      cargo: { quantity: 50_000 }, rob: [{ fuel: 'HFO', quantity: 1000 }, { fuel: 'MDO_MGO', quantity: 100 }],
    } } });
    const submitted = await file<VesselReport>('POST', `/api/voyage-report/${departure.id}/submit`, officer, { requestValue: { version: departure.version } });
    await file('POST', `/api/voyage-report/${departure.id}/approve`, captain, { requestValue: { version: submitted.version } });
    const draft = await file<VesselReport>('POST', '/api/voyage-report', officer, { requestValue: { unitId: nordicOre, kind: 'NOON', content: {
      reportTime: at('2026-10-02T10:30:00Z'), voyageNumber: 'V-2026-041', position: { lat: 48.5, lon: -6 }, distanceSinceLastReport: 414, steamingTime: 24, averageSpeed: 17.25,
      consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 30 }, { consumer: 'AE', fuel: 'MDO_MGO', quantity: 2 }],
      rob: [{ fuel: 'HFO', quantity: 951.5 }, { fuel: 'MDO_MGO', quantity: 98 }],
    } } });
    noon = await file<VesselReport>('POST', `/api/voyage-report/${draft.id}/submit`, officer, { requestValue: { version: draft.version } });
  }, 240_000);
  afterAll(async () => { await t?.close(); });

  it('offers each printout on its screen', async () => {
    const on = async (screen: string) => (await file<{ code: string }[]>('GET', `/api/printout-reporting/printouts?screen=${screen}`, captain)).map((p) => p.code);
    expect(await on('voyage-report')).toEqual(['VESSEL_REPORT']);
    expect(await on('voyage-summary')).toEqual(['VOYAGE_SUMMARY']);
    expect(await on('equipment')).toEqual(['SHIP_EQUIPMENT_ROB']);
  });

  it('prints the noon report as filed: ship, kind, ship\'s time, the fields titled by its form, the finding, the versions; in Russian too', async () => {
    expect(noon.status).toBe('SUBMITTED');
    const answer = await generate(captain, 'VESSEL_REPORT', { reportId: noon.id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('Report-NORDIC_ORE-NOON-2026-10-02.pdf');
    const english = await text(answer);
    for (const shown of ['Nordic Ore · IMO 9312456', 'Noon report', '2026-10-02 12:30 (UTC+02:00)', 'Submitted', 'V-2026-041',
      'Average speed over ground, kn', '17.25', 'Position', '48°30.0′ N 006°00.0′ W', 'Fuel consumed since the last report › Consumption 1 › Consumer', 'Main engine(s)',
      'Fuel remaining on board (ROB) › Fuel 1 › Quantity, t', '951.5', 'Findings of the checks', 'Warning', 'ROB of HFO is 951.5 t', 'Fuel remaining on board (ROB) › Fuel 1 › Quantity, t ROB of HFO', 'officer', 'Versions', 'Reporting officer', 'Page 1 of']) {
      shows(english, shown);
    }
    const russian = await text(await generate(captain, 'VESSEL_REPORT', { reportId: noon.id }, 'ru'));
    for (const shown of ['Судовое донесение', 'Полуденное донесение', 'Средняя скорость над грунтом, уз', 'Предупреждение', 'Остаток топлива на борту (ROB) › Топливо 1 › Количество, т', 'Остаток HFO 951', 'Подано', 'Версии']) shows(russian, shown);
    expect(russian).toMatch(/Страница1из\d/);
  });

  it('prints a report only to whom may read it: no such report and another ship\'s report are both a 404, as on the screen', async () => {
    expect((await generate(captain, 'VESSEL_REPORT', { reportId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const other = await file<VesselReport>('POST', '/api/voyage-report', admin, { requestValue: { unitId: balticAmber, kind: 'NOON', content: {
      reportTime: at('2026-10-02T10:30:00Z'), position: { lat: 50, lon: -10 }, rob: [{ fuel: 'HFO', quantity: 500 }],
    } } });
    expect((await generate(admin, 'VESSEL_REPORT', { reportId: other.id })).status).toBe(200);
    expect((await generate(captain, 'VESSEL_REPORT', { reportId: other.id })).status).toBe(404);
    expect((await generate(officer, 'VESSEL_REPORT', { reportId: noon.id })).status).toBe(403);
  });

  it('prints the voyage summary of one voyage chosen on the screen, with its legs, fuel per type and CO₂; another ship is a 403', async () => {
    const leg = (fromPort: string, toPort: string, departure: string, fuel: ReportedVoyageLeg['fuel']): ReportedVoyageLeg => ({
      ship: 'NORDIC_ORE', fromPort, toPort, departure: new Date(departure), arrival: new Date(Date.parse(departure) + 72 * 3_600_000), distanceNm: 1080,
      hoursUnderway: 72, hoursAtAnchor: 0, condition: 'LADEN', cargoTonnes: 50_000, fuel,
    });
    await storeVoyageRecords(t.db, { voyageLegs: [leg('NLRTM', 'NONVK', '2026-08-10T08:00:00Z', [{ consumer: 'ME', fuel: 'HFO', tonnes: 30 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 2 }])], portCalls: [] }, 'TEST');
    const { voyages } = await file<{ voyages: { id: string; departure: string; co2T: number }[] }>('GET', `/api/voyage-summary?unitId=${nordicOre}&period=2026-08-01..2026-08-31`, captain);
    const [voyage] = voyages.filter((v) => v.departure.startsWith('2026-08-10'));
    expect(voyage).toBeDefined();
    const answer = await generate(captain, 'VOYAGE_SUMMARY', { unitId: nordicOre, from: '2026-08-01', to: '2026-08-31', voyageId: voyage.id });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('Voyages-NORDIC_ORE-2026-08-01-2026-08-31.pdf');
    const english = await text(answer);
    const co2 = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(voyage.co2T);
    for (const shown of ['Nordic Ore · IMO 9312456', 'Voyage summary', 'Rotterdam', 'Narvik', '1,080', 'Legs and stays at their arrival ports', 'HFO 30.000 0.000 30.000', 'MDO_MGO 2.000', 'Intra-EU', 'Fuel consumed 32.00 t', `CO₂ emitted ${co2} t`, 'Page 1 of']) {
      shows(english, shown);
    }
    const russian = await text(await generate(captain, 'VOYAGE_SUMMARY', { unitId: nordicOre, from: '2026-08-01', to: '2026-08-31', voyageId: voyage.id }, 'ru'));
    for (const shown of ['Сводка рейсов', 'Переходы и стоянки в портах прихода', 'Израсходованное топливо по видам, т']) shows(russian, shown);
    expect((await generate(captain, 'VOYAGE_SUMMARY', { unitId: balticAmber, from: '2026-08-01', to: '2026-08-31' })).status).toBe(403);
    expect((await generate(captain, 'VOYAGE_SUMMARY', { unitId: nordicOre, from: '2026-08-01', to: '2026-08-31', voyageId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
  });

  it('prints the ship\'s equipment and the ROB at a time from the latest filed report before it, naming the report; another ship is a 403', async () => {
    const answer = await generate(captain, 'SHIP_EQUIPMENT_ROB', { unitId: nordicOre, at: '2026-10-03T00:00:00Z' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('Equipment-ROB-NORDIC_ORE-2026-10-03.pdf');
    const english = await text(answer);
    // The noon report (submitted) is the latest before the time: its HFO 951.5 t, not the departure's 1,000 t.
    for (const shown of ['Nordic Ore · IMO 9312456', 'Equipment and fuel remaining on board', 'Vessel report: Noon', '2026-10-02 12:30 (UTC+02:00)', 'HFO 951.50', 'MDO_MGO 98.00', '1,049.50 t',
      'MAN Energy Solutions', '6S60ME-C8.5', 'ME-60412', 'Diesel generator 1', 'Wärtsilä', 'NORDIC_ORE.ECDIS']) {
      shows(english, shown);
    }
    expect(english).not.toContain('1,000');
    // Before the noon report, the approved departure's figures.
    const before = await text(await generate(captain, 'SHIP_EQUIPMENT_ROB', { unitId: nordicOre, at: '2026-10-02T00:00:00Z' }));
    shows(before, 'Vessel report: Departure');
    shows(before, '1,000.00');
    const russian = await text(await generate(captain, 'SHIP_EQUIPMENT_ROB', { unitId: nordicOre, at: '2026-10-03T00:00:00Z' }, 'ru'));
    for (const shown of ['Оборудование и остаток топлива на борту', 'Судовое донесение: Полдень', 'Заводской номер', '951,50']) shows(russian, shown);
    expect((await generate(captain, 'SHIP_EQUIPMENT_ROB', { unitId: balticAmber })).status).toBe(403);
  });
});
