import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunLogEntry } from '../../descriptors/lib/algorithms/algorithm-answers.js';
import { algorithmProgress } from '../../server/db/schema.js';
import { createContinuousRuns, type ContinuousRuns } from '../../server/modules/algorithms/continuous-runs.js';
import { PythonSandbox, defaultSandboxLimits } from '../../server/modules/algorithms/sandbox/python-sandbox.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { shipHistory } from '../support/ship-history.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const minute = 60_000;
const day = 1_440 * minute;
const start = Math.floor(Date.now() / day) * day - 5 * day;
const iso = (t: number) => new Date(t).toISOString();

interface Extracted { series: { groupingKey: string; tag: string; points: [number, number | null][] }[] }

describe('continuous algorithm runs: outputs as data arrives, through the one ingestion path, with a run log', { timeout: 240_000 }, () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;
  let chief: string;
  let sandbox: PythonSandbox;
  let runs: ContinuousRuns;
  let clock = start + day + 30 * minute;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    [admin, analyst, chief] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('analyst', 'Analyst#2026'), t.signIn('chief', 'Chief#2026')]);
    const result = await ingestMeasurements(t.db, shipHistory('NORDIC_ORE', { start, days: 1 }), { now: () => clock });
    expect(result.rejected).toBe(0);
    const failing = {
      code: 'ALWAYS_FAILS', description: 'Fails on purpose', script: { language: 'PYTHON', sourceCode: 'raise RuntimeError("sensor table missing")' },
      algorithmFamily: 'OTHER', clusterId: 'SHIP', tagsRequiredByScript: [{ tag: 'SOG', rule: 'MANDATORY' }], outputTags: ['ADMIRALTY_COEFF'],
    };
    expect((await t.call('POST', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: failing } })).status).toBe(200);
    sandbox = new PythonSandbox(defaultSandboxLimits);
    runs = createContinuousRuns({ db: t.db, sandbox: () => sandbox, now: () => clock });
  });
  afterAll(async () => { sandbox.close(); await t.close(); });

  const trueWind = async () => {
    const answer = await (await t.call('POST', '/api/measures/extract', { token: admin, body: {
      units: ['NORDIC_ORE'], tags: ['WIND_SPEED_TRUE_CALC', 'WIND_DIR_TRUE_CALC'], from: iso(start), to: iso(start + 2 * day), resolution: 60, maxPoints: 5_000,
    } })).json() as Extracted;
    return Object.fromEntries(answer.series.map((s) => [s.tag, s.points.filter(([, v]) => v !== null)]));
  };
  const runLog = async (code: string, token = analyst, language = 'en') =>
    await (await t.call('GET', `/api/algorithm-descriptor/${code}/runs`, { token, language })).json() as RunLogEntry[];

  it('computes a continuous algorithm\'s output tags for the ship\'s history and stores them as measured tags are', async () => {
    const summary = await runs.runDue();
    // TRUE_WIND, SPEED_LOSS (no model) and ALWAYS_FAILS; ADMIRALTY_COEFFICIENT has no displacement to read and is left alone.
    expect(summary).toMatchObject({ runs: 3, failures: 2, points: 2 * 1_440 });
    const wind = await trueWind();
    // TRUE_WIND runs on minute buckets over the day of data: one point a minute, the true wind the apparent wind was made from.
    expect(wind.WIND_SPEED_TRUE_CALC).toHaveLength(1_440);
    for (const [, v] of wind.WIND_SPEED_TRUE_CALC!) expect(v).toBeCloseTo(20, 1);
    for (const [, v] of wind.WIND_DIR_TRUE_CALC!) expect(v).toBe(0);
    const log = await runLog('TRUE_WIND');
    expect(log[0]).toMatchObject({ unit: { code: 'NORDIC_ORE' }, trigger: 'CATCH_UP', points: 2 * 1_440, error: null });
  });

  it('logs a failing script and a missing model for the ship, and logs nothing for an algorithm with no inputs yet', async () => {
    const failed = await runLog('ALWAYS_FAILS');
    expect(failed[0]!.error).toContain('RuntimeError: sensor table missing');
    const speedLoss = await runLog('SPEED_LOSS', analyst, 'ru');
    expect(speedLoss[0]!.error).toBe('У NORDIC_ORE нет текущей модели SPEED_POWER_REFERENCE, которая нужна алгоритму.');
    expect(await runLog('ADMIRALTY_COEFFICIENT')).toEqual([]);
  });

  it('runs nothing when nothing new has arrived, and does not retry a failure at once', async () => {
    expect(await runs.runDue()).toEqual({ runs: 0, failures: 0, points: 0 });
  });

  it('carries on from where it stopped when new data arrives', async () => {
    clock += 2 * 60 * minute;
    const more = shipHistory('NORDIC_ORE', { start: start + day, days: 1 }).map((s) => ({ ...s, points: s.points.slice(0, 90) }));
    await ingestMeasurements(t.db, more, { now: () => clock });
    await runs.runDue();
    expect((await trueWind()).WIND_SPEED_TRUE_CALC).toHaveLength(1_440 + 90);
    const [latest] = await runLog('TRUE_WIND');
    // The day's data ended at midnight: the next run starts there, so the minutes that arrived late are not missed.
    expect(latest).toMatchObject({ trigger: 'CONTINUOUS', periodStart: iso(start + day), points: 2 * 90 });
  });

  it('changes nothing when a period is run again', async () => {
    const before = await trueWind();
    await t.db.delete(algorithmProgress);
    await runs.runDue();
    const [again] = await runLog('TRUE_WIND');
    expect(again).toMatchObject({ trigger: 'CATCH_UP', points: 0, error: null });
    expect(await trueWind()).toEqual(before);
  });

  it('tries a failed algorithm again once it is changed', async () => {
    const current = await (await t.call('GET', '/api/algorithm-descriptor/ALWAYS_FAILS', { token: analyst })).json() as Record<string, unknown>;
    const { creationDateTime, firstUsage, system, ...fields } = current;
    void [creationDateTime, firstUsage, system];
    const fixed = { ...fields, script: { language: 'PYTHON', sourceCode: 'import keel\nprint(len(keel.inputs["SOG"]))' } };
    expect((await t.call('PUT', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: fixed } })).status).toBe(200);
    await runs.runDue();
    const [retried] = await runLog('ALWAYS_FAILS');
    expect(retried).toMatchObject({ error: null, points: 0 });
  });

  it('shows the run log only for the ships the user may see', async () => {
    expect((await runLog('TRUE_WIND', chief)).every((entry) => entry.unit.code === 'NORDIC_ORE')).toBe(true);
    expect((await t.call('GET', '/api/algorithm-descriptor/NO_SUCH/runs', { token: analyst })).status).toBe(404);
  });
});
