import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MrvReportResponse } from '../../descriptors/lib/emissions/api-types.js';
import { units } from '../../server/db/schema.js';
import { storeVoyageRecords, type ReportedPortCall, type ReportedVoyageLeg } from '../../server/modules/voyages/voyage-records.js';
import { shipIdOf } from '../support/elog-crew.js';
import { pdfPages } from '../support/pdf-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface ErrorBody { message: string; errors: { path: string; message: string }[] }
interface Run { id: string; printout: string; unitId: string | null; parameters: Record<string, unknown>; fileName: string; language: string; sha256: string; createdBy: string }

describe('printout reporting: printouts from report descriptors as PDFs, kept', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;
  let officer: string;
  let nordicOre: string;
  let balticAmber: string;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, captain, officer] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('officer', 'Officer#2026')]);
    [nordicOre, balticAmber] = await Promise.all([shipIdOf(t, 'NORDIC_ORE'), shipIdOf(t, 'BALTIC_AMBER')]);
  });
  afterAll(async () => { await t.close(); });

  const generate = (token: string, parameters: Record<string, unknown>, language = 'en', code = 'CII_ANNUAL_STATEMENT') =>
    t.call('POST', `/api/printout-reporting/printouts/${code}/generate`, { token, language, body: { requestValue: { parameters } } });

  it('offers the master the built-in printouts with their parameter forms, and the officer none', async () => {
    const listed = await t.call('GET', '/api/printout-reporting/printouts', { token: captain });
    expect(listed.status).toBe(200);
    const printouts = await listed.json() as { code: string; screens: string[] }[];
    expect(printouts.map((p) => p.code)).toEqual(['CII_ANNUAL_STATEMENT', 'CRUISE_REPORT', 'FUELEU_SHIP_REPORT', 'MRV_ANNUAL_REPORT', 'SHIP_EQUIPMENT_ROB', 'VESSEL_REPORT', 'VOYAGE_SUMMARY', 'VRT_REPORT']);
    expect(printouts[0].screens).toEqual(['cii-overview']);
    const detail = await (await t.call('GET', '/api/printout-reporting/printouts/CII_ANNUAL_STATEMENT', { token: captain })).json() as { parameters: { required: string[] }; parametersUi: Record<string, { 'ui:widget'?: string }> };
    expect(detail.parameters.required).toEqual(['unitId', 'year']);
    expect(detail.parametersUi.unitId['ui:widget']).toBe('ship');
    expect((await t.call('GET', '/api/printout-reporting/printouts', { token: officer })).status).toBe(403);
    expect((await t.call('GET', '/api/printout-reporting/printouts/NO_SUCH', { token: captain })).status).toBe(404);
  });

  it('refuses parameters the model does not take at their field, and a ship the user may not see', async () => {
    const missing = await generate(captain, { unitId: nordicOre });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/parameters/year']);
    const early = await generate(captain, { unitId: nordicOre, year: 1999 });
    expect(((await early.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/parameters/year']);
    expect((await generate(captain, { unitId: balticAmber, year: 2026 })).status).toBe(403);
  });

  let english: Uint8Array;

  it('makes the CII annual statement of Nordic Ore in English and Russian: the ship, the year, the figures, page X of Y', async () => {
    const answer = await generate(captain, { unitId: nordicOre, year: 2026 });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('CII-NORDIC_ORE-2026.pdf');
    english = new Uint8Array(await answer.arrayBuffer());
    expect(answer.headers.get('x-keel-sha256')).toBe(createHash('sha256').update(english).digest('hex'));
    const text = (await pdfPages(english)).join('\n');
    for (const shown of ['Nordic Ore · IMO 9312456', 'Year 2026', 'Carbon Intensity Indicator — annual statement', 'IMO number', '9312456', 'Rating boundaries', 'Master', 'Page 1 of', 'Bulk carrier']) {
      expect(text).toContain(shown);
    }
    const russian = (await pdfPages(await (await generate(captain, { unitId: nordicOre, year: 2026 }, 'ru')).arrayBuffer())).join('\n');
    expect(russian).toContain('Показатель углеродоёмкости (CII) — годовой отчёт');
    expect(russian).toMatch(/Страница 1 из \d/);
    // Codes become words through $t: the ship type in the printout's language.
    expect(russian).toContain('Навалочное судно');
  });

  it('makes the EU MRV annual report of Nordic Ore: the ship, the year, the CO₂ the MRV report answers, in English and Russian', async () => {
    // Two legs between EU/EEA ports and two stays at their berths, as the voyage record keeps them.
    const at = (iso: string, hours = 0) => new Date(Date.parse(iso) + hours * 3_600_000);
    const leg = (fromPort: string, toPort: string, departure: string, fuel: ReportedVoyageLeg['fuel']): ReportedVoyageLeg => ({
      ship: 'NORDIC_ORE', fromPort, toPort, departure: at(departure), arrival: at(departure, 72), distanceNm: 1080, hoursUnderway: 72, hoursAtAnchor: 0,
      condition: 'LADEN', cargoTonnes: 50_000, fuel,
    });
    const stay = (port: string, arrival: string, tonnes: number): ReportedPortCall => ({
      ship: 'NORDIC_ORE', port, arrival: at(arrival), departure: at(arrival, 24), cargoOperation: 'LOAD_DISCHARGE', hullCleanedAt: null, fuel: [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes }],
    });
    await storeVoyageRecords(t.db, {
      voyageLegs: [
        leg('NLRTM', 'NONVK', '2026-09-10T08:00:00Z', [{ consumer: 'ME', fuel: 'HFO', tonnes: 30 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 2 }]),
        leg('NONVK', 'NLRTM', '2026-09-15T08:00:00Z', [{ consumer: 'ME', fuel: 'HFO', tonnes: 25 }]),
      ],
      portCalls: [stay('NONVK', '2026-09-13T08:00:00Z', 4), stay('NLRTM', '2026-09-18T08:00:00Z', 1)],
    }, 'TEST');
    const mrv = await (await t.call('GET', `/api/emissions/mrv?unitId=${nordicOre}&year=2026`, { token: captain })).json() as MrvReportResponse;
    expect(mrv.problem).toBeNull();
    expect(mrv.annual).not.toBeNull();
    const answer = await generate(captain, { unitId: nordicOre, year: 2026 }, 'en', 'MRV_ANNUAL_REPORT');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('MRV-NORDIC_ORE-2026.pdf');
    const text = (await pdfPages(new Uint8Array(await answer.arrayBuffer()))).join('\n');
    // The ship's deadweight from its particulars, and the CO₂ total as the printout writes it: two decimals in the language, then the unit.
    const [{ particulars }] = await t.db.select({ particulars: units.particulars }).from(units).where(eq(units.id, nordicOre));
    const dwt = new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(Number(particulars.dwt));
    const co2 = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(mrv.annual!.total.co2T);
    for (const shown of ['Nordic Ore · IMO 9312456', 'Year 2026', 'EU MRV — annual emissions report', 'Voyages between EU ports', 'At berth in EU ports',
      'Fuel consumed per type', 'Average energy efficiency', `${co2} t`, 'Company representative', 'Page 1 of', 'Deadweight, t', dwt]) {
      expect(text).toContain(shown);
    }
    const russian = (await pdfPages(await (await generate(captain, { unitId: nordicOre, year: 2026 }, 'ru', 'MRV_ANNUAL_REPORT')).arrayBuffer())).join('\n');
    for (const shown of ['EU MRV — годовой отчёт о выбросах', 'Судно и отчётный период', 'Выбросы по типам рейсов', 'Представитель компании']) expect(russian).toContain(shown);
    expect(russian).toMatch(/Страница 1 из \d/);
  });

  it('keeps each printout with who, when, parameters and SHA-256, and gives the same file again', async () => {
    const runs = await (await t.call('GET', '/api/printout-reporting/runs?printout=CII_ANNUAL_STATEMENT', { token: captain })).json() as Run[];
    expect(runs.map((r) => [r.language, r.createdBy, r.unitId, r.parameters])).toEqual([
      ['ru', 'captain', nordicOre, { unitId: nordicOre, year: 2026 }], ['en', 'captain', nordicOre, { unitId: nordicOre, year: 2026 }],
    ]);
    expect(runs[1].sha256).toBe(createHash('sha256').update(english).digest('hex'));
    const again = await t.call('GET', `/api/printout-reporting/runs/${runs[1].id}`, { token: captain });
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(english);
    expect((await t.call('GET', `/api/printout-reporting/runs/${runs[1].id}`, { token: officer })).status).toBe(403);
  });

  it('offers on a screen only the printouts whose contexts name it', async () => {
    const on = async (screen: string, token = captain) => (await (await t.call('GET', `/api/printout-reporting/printouts?screen=${screen}`, { token })).json() as { code: string }[]).map((p) => p.code);
    expect(await on('cii-overview')).toEqual(['CII_ANNUAL_STATEMENT']);
    expect(await on('fueleu-dashboard')).toEqual(['FUELEU_SHIP_REPORT']);
    expect(await on('mrv-report')).toEqual(['MRV_ANNUAL_REPORT']);
    expect(await on('fleet-map')).toEqual([]);
    expect((await t.call('GET', '/api/printout-reporting/printouts?screen=cii-overview', { token: officer })).status).toBe(403);
  });

  describe('the designer\'s preview of a descriptor being edited', () => {
    const builtin = JSON.parse(readFileSync('descriptors/kinds/report-descriptor/builtin/CII_ANNUAL_STATEMENT.json', 'utf8')) as Record<string, unknown> & { body: unknown[]; header: Record<string, unknown> };
    const preview = (token: string, descriptor: Record<string, unknown>, parameters: Record<string, unknown>) =>
      t.call('POST', '/api/printout-reporting/preview', { token, body: { requestValue: { code: 'CII_ANNUAL_STATEMENT', descriptor, parameters } } });
    const runCount = async () => ((await (await t.call('GET', '/api/printout-reporting/runs?printout=CII_ANNUAL_STATEMENT', { token: admin })).json()) as Run[]).length;

    it('makes the PDF of the unsaved text for the ship and year chosen, and keeps nothing', async () => {
      const before = await runCount();
      const edited = { ...builtin, header: { ...builtin.header, center: { text: { en: 'Draft for review', ru: 'Черновик' } } } };
      const answer = await preview(admin, edited, { unitId: nordicOre, year: 2026 });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      expect(answer.headers.get('x-keel-printout-run')).toBeNull();
      const text = (await pdfPages(await answer.arrayBuffer())).join('\n');
      expect(text).toContain('Draft for review');
      expect(text).toContain('Nordic Ore · IMO 9312456');
      expect(await runCount()).toBe(before);
    });

    it('refuses a body its kind refuses and parameters the model refuses at their fields, and names a failing binding with a 422', async () => {
      const invalid = await preview(admin, { ...builtin, page: { size: 'A0' } }, { unitId: nordicOre, year: 2026 });
      expect(invalid.status).toBe(400);
      expect(((await invalid.json()) as ErrorBody).errors.map((e) => e.path)).toContain('/requestValue/descriptor/page/size');
      const noYear = await preview(admin, builtin, { unitId: nordicOre });
      expect(((await noYear.json()) as ErrorBody).errors.map((e) => e.path)).toEqual(['/requestValue/parameters/year']);
      const broken = await preview(admin, { ...builtin, body: [{ type: 'text', bind: 'data.ship.name & (' }] }, { unitId: nordicOre, year: 2026 });
      expect(broken.status).toBe(422);
      expect(((await broken.json()) as ErrorBody).message).toContain('/body/0/bind');
      const noModel = await preview(admin, { ...builtin, model: 'NO_SUCH_MODEL' }, { unitId: nordicOre, year: 2026 });
      expect(noModel.status).toBe(422);
    });

    it('is for whoever configures printouts: a master who runs them may not preview', async () => {
      expect((await preview(captain, builtin, { unitId: nordicOre, year: 2026 })).status).toBe(403);
    });
  });

  it('names the binding that failed when an implementer breaks the layout, with a 422, and keeps no file', async () => {
    const stored = await (await t.call('GET', '/api/descriptors/report-descriptor/CII_ANNUAL_STATEMENT', { token: admin })).json() as { version: number; body: { body: Record<string, unknown>[] } & Record<string, unknown> };
    const body = { ...stored.body, body: [...stored.body.body.slice(0, 2), { type: 'text', bind: 'data.ship.name & (' }, ...stored.body.body.slice(2)] };
    const saved = await t.call('PUT', '/api/descriptors/report-descriptor/CII_ANNUAL_STATEMENT', { token: admin, body: { requestValue: { version: stored.version, body } } });
    expect(saved.status).toBe(200);
    const before = ((await (await t.call('GET', '/api/printout-reporting/runs?printout=CII_ANNUAL_STATEMENT', { token: captain })).json()) as Run[]).length;
    const broken = await generate(captain, { unitId: nordicOre, year: 2026 });
    expect(broken.status).toBe(422);
    const problem = await broken.json() as ErrorBody;
    expect(problem.message).toContain('CII_ANNUAL_STATEMENT');
    expect(problem.message).toContain('/body/2/bind');
    expect(problem.message).toContain('data.ship.name & (');
    expect(((await (await t.call('GET', '/api/printout-reporting/runs?printout=CII_ANNUAL_STATEMENT', { token: captain })).json()) as Run[]).length).toBe(before);
  });
});
