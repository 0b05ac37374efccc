import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VesselReport, VesselReportForms, VesselReportList } from '../../descriptors/lib/vessel-reports/vessel-report-answers.js';
import { auditLog, units, voyageLegs } from '../../server/db/schema.js';
import { storeVoyageRecords } from '../../server/modules/voyages/voyage-records.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

interface Problem { errors: { path: string; message: string }[]; message: string }
interface CiiOverview { ships: { unitId: string; distanceNm: number; co2T: number }[] }

const hour = 3_600_000;
const at = (iso: string, offset = 120) => ({ timestamp: Date.parse(iso), offset });

describe('vessel reports: filing, checks, approval and the voyage record', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ship: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of await t.db.select({ id: units.id, code: units.code }).from(units)) ship[u.code] = u.id;
    for (const name of ['admin', 'captain', 'chief', 'officer', 'analyst']) tokens[name] = await t.signIn(name, demoPasswords[name]);
    // Three legs of the summer at 30 t a day at sea: the ship's usual consumption.
    await storeVoyageRecords(t.db, {
      portCalls: [],
      voyageLegs: ['2026-06-01', '2026-06-10', '2026-06-20'].map((day) => ({
        ship: 'NORDIC_ORE', fromPort: 'NLRTM', toPort: 'ESALG', departure: new Date(`${day}T00:00:00Z`), arrival: new Date(Date.parse(`${day}T00:00:00Z`) + 48 * hour),
        distanceNm: 700, hoursUnderway: 48, hoursAtAnchor: 0, condition: 'LADEN' as const, cargoTonnes: 50_000, fuel: [{ consumer: 'ME' as const, fuel: 'HFO', tonnes: 60 }],
      })),
    }, 'DEMO');
  }, 240_000);
  afterAll(async () => { await t?.close(); });

  const call = async <T>(method: string, path: string, token: string, body?: unknown, language?: string) => {
    const res = await t.call(method, path, { token, body, language });
    return { status: res.status, body: await res.json() as T };
  };
  const create = (token: string, kind: string, content: Record<string, unknown>, unitId = ship.NORDIC_ORE) =>
    call<VesselReport & Problem>('POST', '/api/voyage-report', token, { requestValue: { unitId, kind, content } });
  const transition = (token: string, report: { id: string; version: number }, action: string, note?: string) =>
    call<VesselReport & Problem>('POST', `/api/voyage-report/${report.id}/${action}`, token, { requestValue: { version: report.version, ...(note === undefined ? {} : { note }) } });
  const update = (token: string, report: { id: string; version: number }, content: Record<string, unknown>) =>
    call<VesselReport & Problem>('PUT', `/api/voyage-report/${report.id}`, token, { requestValue: { version: report.version, content } });
  const checkAt = (report: VesselReport, path: string) => report.checks.find((c) => c.path === path);
  const cii = async () => (await call<CiiOverview>('GET', '/api/emissions/cii/overview?year=2026', tokens.admin)).body.ships.find((s) => s.unitId === ship.NORDIC_ORE)!;

  const departure = {
    reportTime: at('2026-10-01T10:30:00Z'), port: 'NLRTM', times: { lastLineLetGo: at('2026-10-01T10:00:00Z'), fullAway: at('2026-10-01T12:00:00Z') },
    cargo: { quantity: 50_000 }, consumption: [{ consumer: 'AE', fuel: 'MDO_MGO', quantity: 2 }], rob: [{ fuel: 'HFO', quantity: 1000 }, { fuel: 'MDO_MGO', quantity: 100 }],
  };
  const noon = {
    reportTime: at('2026-10-02T10:30:00Z'), position: { lat: 48.5, lon: -6 }, distanceSinceLastReport: 414, steamingTime: 24, averageSpeed: 17.25,
    consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 30 }, { consumer: 'AE', fuel: 'MDO_MGO', quantity: 2 }],
    rob: [{ fuel: 'HFO', quantity: 970 }, { fuel: 'MDO_MGO', quantity: 98 }],
  };
  const arrival = {
    reportTime: at('2026-10-04T12:30:00Z'), port: 'ESALG', position: { lat: 36.1, lon: -5.4 },
    times: { endOfSeaPassage: at('2026-10-04T10:00:00Z'), allFast: at('2026-10-04T12:00:00Z') },
    distanceSinceLastReport: 860, steamingTime: 50,
    consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 62 }, { consumer: 'AE', fuel: 'MDO_MGO', quantity: 4 }],
    rob: [{ fuel: 'HFO', quantity: 908 }, { fuel: 'MDO_MGO', quantity: 94 }],
  };

  it('offers a form for each kind of report', async () => {
    const { status, body } = await call<VesselReportForms>('GET', '/api/voyage-report/forms', tokens.officer);
    expect(status).toBe(200);
    expect(body.forms.map((f) => f.kind)).toEqual(['DEPARTURE', 'NOON', 'ARRIVAL', 'AT_ANCHOR', 'BUNKERING']);
    expect(body.forms.find((f) => f.kind === 'NOON')!.title).toEqual({ en: 'Noon report', ru: 'Полуденное донесение' });
  });

  it('keeps the officer\'s draft, submits it, and the master approves it; the voyage record has no leg until the arrival is approved', async () => {
    const draft = await create(tokens.officer, 'DEPARTURE', departure);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ status: 'DRAFT', version: 1, kind: 'DEPARTURE', reportTime: '2026-10-01T10:30:00.000Z', offset: 120, checks: [] });
    const submitted = await transition(tokens.officer, draft.body, 'submit');
    expect(submitted.body).toMatchObject({ status: 'SUBMITTED', version: 2, submittedBy: 'officer' });
    // The officer files reports; approving them is the master's.
    expect((await transition(tokens.officer, submitted.body, 'approve')).status).toBe(403);
    const approved = await transition(tokens.captain, submitted.body, 'approve');
    expect(approved.body).toMatchObject({ status: 'APPROVED', version: 3, reviewedBy: 'captain' });
    expect(approved.body.versions.map((v) => [v.version, v.status, v.author])).toEqual([[1, 'DRAFT', 'officer'], [2, 'SUBMITTED', 'officer'], [3, 'APPROVED', 'captain']]);
    const legs = await t.db.select().from(voyageLegs).where(and(eq(voyageLegs.unitId, ship.NORDIC_ORE), eq(voyageLegs.source, 'VOYAGE_REPORT')));
    expect(legs).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, draft.body.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['VESSEL_REPORT_APPROVED', 'VESSEL_REPORT_CREATED', 'VESSEL_REPORT_SUBMITTED']);
  });

  it('warns at the ROB field when the noon ROB does not follow from the departure\'s less what was burnt, and in Russian too', async () => {
    const wrong = await create(tokens.officer, 'NOON', { ...noon, rob: [{ fuel: 'HFO', quantity: 950 }, { fuel: 'MDO_MGO', quantity: 98 }] });
    expect(wrong.status).toBe(200);
    const warning = checkAt(wrong.body, '/rob/0/quantity');
    expect(warning).toMatchObject({ level: 'warning', code: 'robContinuity' });
    expect(warning!.message).toBe('ROB of HFO is 950 t, but the previous report\'s 1000 t less 30 t consumed plus 0 t received gives 970 t.');
    expect(checkAt(wrong.body, '/rob/1/quantity')).toBeUndefined();
    const inRussian = await call<VesselReport>('GET', `/api/voyage-report/${wrong.body.id}`, tokens.officer, undefined, 'ru');
    expect(checkAt(inRussian.body, '/rob/0/quantity')!.message).toContain('Остаток HFO 950 т');
    // A warning does not stop the report; the corrected ROB clears it.
    const corrected = await update(tokens.officer, wrong.body, noon);
    expect(corrected.body.checks).toEqual([]);
    expect(corrected.body).toMatchObject({ version: 2, status: 'DRAFT', warnings: 0 });
    const submitted = await transition(tokens.officer, corrected.body, 'submit');
    expect(submitted.status).toBe(200);
    expect((await transition(tokens.captain, submitted.body, 'approve')).body.status).toBe('APPROVED');
  });

  it('approving the arrival forms the leg from the reports, and the CII figures follow; a correction of an approved report changes them again', async () => {
    const before = await cii();
    const filed = await create(tokens.officer, 'ARRIVAL', arrival);
    expect(filed.body.checks).toEqual([]);
    const submitted = await transition(tokens.officer, filed.body, 'submit');
    const approved = await transition(tokens.captain, submitted.body, 'approve');
    expect(approved.body.status).toBe('APPROVED');
    const [leg] = await t.db.select().from(voyageLegs).where(and(eq(voyageLegs.unitId, ship.NORDIC_ORE), eq(voyageLegs.source, 'VOYAGE_REPORT')));
    expect(leg).toMatchObject({
      fromPort: 'NLRTM', toPort: 'ESALG', departure: new Date('2026-10-01T10:00:00Z'), arrival: new Date('2026-10-04T12:00:00Z'),
      distanceNm: 1274, cargoTonnes: 50_000, condition: 'LADEN', superseded: false,
    });
    expect(leg.fuel).toEqual([{ consumer: 'ME', fuel: 'HFO', tonnes: 92 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 6 }]);
    const withLeg = await cii();
    expect(withLeg.distanceNm - before.distanceNm).toBeCloseTo(1274, 6);
    expect(withLeg.co2T).toBeGreaterThan(before.co2T + 92 * 3);

    // The officer may no longer change it; the master corrects the arrival's main-engine fuel.
    expect((await update(tokens.officer, approved.body, arrival)).status).toBe(409);
    const correction = { ...arrival, consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 72 }, { consumer: 'AE', fuel: 'MDO_MGO', quantity: 4 }], rob: [{ fuel: 'HFO', quantity: 898 }, { fuel: 'MDO_MGO', quantity: 94 }] };
    const corrected = await update(tokens.captain, approved.body, correction);
    expect(corrected.body).toMatchObject({ status: 'APPROVED', version: approved.body.version + 1 });
    const [legAfter] = await t.db.select().from(voyageLegs).where(eq(voyageLegs.id, leg.id));
    expect(legAfter.fuel).toEqual([{ consumer: 'ME', fuel: 'HFO', tonnes: 102 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 6 }]);
    const afterCorrection = await cii();
    expect(afterCorrection.co2T - withLeg.co2T).toBeGreaterThan(10 * 3);
    expect(afterCorrection.distanceNm).toBeCloseTo(withLeg.distanceNm, 6);
  });

  it('refuses to submit a report whose steaming time is longer than the time since the previous report, at the field, and changes nothing', async () => {
    const draft = await create(tokens.officer, 'NOON', {
      reportTime: at('2026-10-05T10:00:00Z'), position: { lat: 36.0, lon: -6.5 }, steamingTime: 30, distanceSinceLastReport: 200, averageSpeed: 6.7,
      consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 20 }], rob: [{ fuel: 'HFO', quantity: 878 }, { fuel: 'MDO_MGO', quantity: 94 }],
    });
    expect(checkAt(draft.body, '/steamingTime')).toMatchObject({ level: 'error', message: '30 h of steaming, but only 21.5 h have passed since the previous report.' });
    const refused = await transition(tokens.officer, draft.body, 'submit');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ path: '/requestValue/content/steamingTime' })]);
    const still = await call<VesselReport>('GET', `/api/voyage-report/${draft.body.id}`, tokens.officer);
    expect(still.body).toMatchObject({ status: 'DRAFT', version: 1 });
  });

  it('checks distance against speed × time, a position on land or farther than the run, consumption off the ship\'s history, a consumer listed twice', async () => {
    const { body } = await create(tokens.officer, 'NOON', {
      reportTime: at('2026-10-05T12:00:00Z'), position: { lat: 40.4, lon: -3.7 }, steamingTime: 23, distanceSinceLastReport: 150, averageSpeed: 10,
      consumption: [{ consumer: 'ME', fuel: 'HFO', quantity: 50 }, { consumer: 'ME', fuel: 'HFO', quantity: 20 }],
      rob: [{ fuel: 'HFO', quantity: 828 }, { fuel: 'MDO_MGO', quantity: 94 }],
    });
    expect(checkAt(body, '/distanceSinceLastReport')).toMatchObject({ level: 'warning', message: '150 nm does not match 10 kn × 23 h = 230 nm.' });
    const positions = body.checks.filter((c) => c.path === '/position').map((c) => c.code).sort();
    expect(positions).toEqual(['fartherThanRun', 'onLand']); // Madrid: on land, and some 280 nm from Algeciras
    expect(checkAt(body, '/consumption')).toMatchObject({ level: 'warning', code: 'unusualConsumption', message: expect.stringContaining('30 t/day') });
    expect(checkAt(body, '/consumption/1')).toMatchObject({ level: 'error', code: 'listedTwice' });
    const unknown = await update(tokens.officer, body, { ...body.content, consumption: [{ consumer: 'ME', fuel: 'BUNKER_C', quantity: 70 }] });
    expect(checkAt(unknown.body, '/consumption/0/fuel')).toMatchObject({ level: 'error', code: 'unknownFuel' });
    // ROB of both fuels follows: 898 less 70 consumed.
    expect(body.checks.some((c) => c.code === 'robContinuity')).toBe(false);
  });

  it('refuses times out of order, a report before the last filed one and one in the future', async () => {
    const outOfOrder = await create(tokens.officer, 'ARRIVAL', {
      ...arrival, reportTime: at('2026-10-09T12:30:00Z'), times: { endOfSeaPassage: at('2026-10-09T12:00:00Z'), allFast: at('2026-10-09T10:00:00Z') },
    });
    expect(checkAt(outOfOrder.body, '/times/allFast')).toMatchObject({ level: 'error', message: 'This time is earlier than «End of sea passage (EOSP)».' });
    const early = await create(tokens.officer, 'NOON', { ...noon, reportTime: at('2026-10-03T12:00:00Z') });
    expect(checkAt(early.body, '/reportTime')).toMatchObject({ level: 'error', code: 'notAfterPrevious', message: expect.stringContaining('2026-10-04 12:30 UTC') });
    const future = await create(tokens.officer, 'NOON', { ...noon, reportTime: at(new Date(Math.floor(Date.now() / 60_000) * 60_000 + 48 * hour).toISOString()) });
    expect(checkAt(future.body, '/reportTime')).toMatchObject({ level: 'error', code: 'inFuture' });
  });

  it('adds the fuel received in a bunkering report to the ROB it expects', async () => {
    const { body } = await create(tokens.officer, 'BUNKERING', {
      reportTime: at('2026-10-04T20:00:00Z'), port: 'ESALG', times: { commenced: at('2026-10-04T14:00:00Z'), completed: at('2026-10-04T19:00:00Z') },
      bunkers: [{ fuel: 'HFO', quantity: 500, bdnNumber: 'BDN-2026-118', density: 0.985, sulphur: 0.48 }],
      rob: [{ fuel: 'HFO', quantity: 1398 }, { fuel: 'MDO_MGO', quantity: 94 }],
    });
    expect(body.checks).toEqual([]);
    const short = await update(tokens.officer, body, { ...body.content, rob: [{ fuel: 'HFO', quantity: 1300 }, { fuel: 'MDO_MGO', quantity: 94 }] });
    expect(checkAt(short.body, '/rob/0/quantity')!.message).toContain('plus 500 t received gives 1398 t');
  });

  it('sends a report back with a reason, which the officer corrects and files again', async () => {
    const draft = await create(tokens.officer, 'AT_ANCHOR', {
      reportTime: at('2026-10-06T08:00:00Z'), position: { lat: 36.08, lon: -5.38 }, reason: 'WAITING_BERTH', rob: [{ fuel: 'HFO', quantity: 898 }, { fuel: 'MDO_MGO', quantity: 94 }],
    });
    const submitted = await transition(tokens.officer, draft.body, 'submit');
    expect(submitted.status).toBe(200);
    const noReason = await transition(tokens.captain, submitted.body, 'reject', '  ');
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0]).toMatchObject({ path: '/requestValue/note', message: expect.stringContaining('Reason for rejection') });
    const rejected = await transition(tokens.captain, submitted.body, 'reject', 'Anchorage name missing');
    expect(rejected.body).toMatchObject({ status: 'REJECTED', reviewNote: 'Anchorage name missing', reviewedBy: 'captain' });
    const fixed = await update(tokens.officer, rejected.body, { ...draft.body.content, anchorage: 'Gibraltar Eastern anchorage' });
    expect(fixed.body).toMatchObject({ status: 'DRAFT', reviewNote: 'Anchorage name missing' });
    expect((await transition(tokens.officer, fixed.body, 'submit')).body.status).toBe('SUBMITTED');
  });

  it('guards versions, fields, functions and ships', async () => {
    const { body: draft } = await create(tokens.officer, 'NOON', { ...noon, reportTime: at('2026-10-07T10:00:00Z') });
    const changed = await update(tokens.officer, draft, { ...draft.content, remarks: 'Heavy swell' });
    expect(changed.status).toBe(200);
    const stale = await update(tokens.officer, draft, { ...draft.content, remarks: 'Moderate swell' });
    expect(stale.status).toBe(409);
    const bad = await update(tokens.officer, changed.body, { ...draft.content, position: { lat: 95, lon: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('/requestValue/content/position/lat');
    const noTime = await create(tokens.officer, 'NOON', { position: { lat: 40, lon: -20 } });
    expect(noTime.status).toBe(400);
    expect(noTime.body.errors[0].message).toContain('Report time');
    expect((await call<VesselReport>('GET', `/api/voyage-report/${draft.id}`, tokens.officer)).body.version).toBe(2);

    // The analyst has no vessel reporting; the chief engineer reads none; the officer files none for a ship not his.
    expect((await call('GET', `/api/voyage-report?unitId=${ship.NORDIC_ORE}`, tokens.analyst)).status).toBe(403);
    expect((await create(tokens.officer, 'NOON', noon, ship.BALTIC_TRADER ?? Object.values(ship).find((id) => id !== ship.NORDIC_ORE))).status).toBe(403);
    const other = Object.entries(ship).find(([code]) => code !== 'NORDIC_ORE')![1];
    const elsewhere = await create(tokens.admin, 'NOON', { ...noon, position: { lat: 30, lon: -40 } }, other);
    expect(elsewhere.status).toBe(200);
    expect((await call('GET', `/api/voyage-report/${elsewhere.body.id}`, tokens.officer)).status).toBe(404);
    const list = await call<VesselReportList>('GET', `/api/voyage-report?unitId=${ship.NORDIC_ORE}&status=APPROVED`, tokens.officer);
    expect(list.body.reports.map((r) => r.kind)).toEqual(['ARRIVAL', 'NOON', 'DEPARTURE']);
    expect(list.body.total).toBe(3);
  });
});
