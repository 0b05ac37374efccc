/**
 * A demo start serves while its data are generated behind (issue 21, seeds/demo-data-job.ts): sign-in, the screens'
 * calls and the system status answer while the ship history is still being stored; the status reports the step and
 * the share stored, then READY; the demo alarms come after the history (the back-fill raises nothing); a stop in the
 * middle writes nothing more and leaves the history to be generated again by the next start.
 * Two and a half hours of history (days: 0.1) keep it short. The store is held at a gate, so "while generating" is a state the test holds, not a race; no models (Python) here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DemoDataStatus } from '../../descriptors/lib/system/demo-data-status.js';
import { listDescriptors } from '../../server/modules/descriptors/store.js';
import { createDemoDataProgress } from '../../server/modules/system/demo-data-progress.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import type { IngestSeries } from '../../server/modules/timeseries/ingest-types.js';
import { demoAlarmDefinitions } from '../../seeds/demo-alarms.js';
import { startDemoDataJob } from '../../seeds/demo-data-job.js';
import { createDemoFleetRunner, hasDemoFleetData } from '../../seeds/demo-fleet-loader.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const clock = Date.parse('2026-11-20T06:00:00Z');

/** A store that holds its first call until released, and counts what it stores. */
function gatedStore(t: () => TestApp) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let reachedGate = () => {};
  const atGate = new Promise<void>((resolve) => { reachedGate = resolve; });
  const seen = { calls: 0, alarmDefinitionsDuringFill: 0 };
  const store = async (series: IngestSeries[]) => {
    seen.calls++;
    if (seen.calls === 1) { reachedGate(); await gate; }
    seen.alarmDefinitionsDuringFill = Math.max(seen.alarmDefinitionsDuringFill, (await listDescriptors(t().db, 'alarm-definition')).length);
    await ingestMeasurements(t().db, series, { now: () => clock });
  };
  return { store, release, atGate, seen };
}

describe('the demo data generated behind a serving demo start', () => {
  let t: TestApp;
  afterEach(async () => { await t.close(); });

  const status = async (token: string) => {
    const res = await t.call('GET', '/api/system/status', { token });
    expect(res.status).toBe(200);
    return (await res.json() as { demoData: DemoDataStatus | null }).demoData;
  };

  it('answers sign-in and the screens while the history is stored, and the status follows it to READY', { timeout: 60_000 }, async () => {
    const progress = createDemoDataProgress(() => clock);
    t = await createTestApp({ demo: true }, { now: () => clock, demoData: progress });
    const gated = gatedStore(() => t);
    const fleet = await createDemoFleetRunner(t.db, {
      days: 0.1, now: () => clock, store: gated.store, onProgress: (percent, storedTo) => progress.history(percent, storedTo),
    });
    const job = startDemoDataJob(t.db, { fleet, progress, log: () => {}, models: false });
    await gated.atGate;

    // Generation is under way (its first batch is held): the app answers as a newcomer would use it.
    expect((await t.call('GET', '/api/authentication/criteria')).status).toBe(200);
    const admin = await t.signIn('admin', 'Admin#2026');
    expect((await t.call('GET', '/api/menu', { token: admin })).status).toBe(200);
    const latest = await t.call('POST', '/api/measures/latest', { token: admin, body: { groupingKeys: ['SHIP-UNIT-*'], tags: ['LAT'] } });
    expect(latest.status).toBe(200);
    expect(await latest.json()).toEqual([]);
    const during = await status(admin);
    expect(during).toMatchObject({ state: 'GENERATING', step: 'HISTORY', percent: 0, storedTo: null, finishedAt: null });

    gated.release();
    await job.historyReady;
    const afterHistory = await status(admin);
    expect(afterHistory?.percent).toBe(100);
    expect(afterHistory?.storedTo).toBe(new Date(clock).toISOString());
    await job.done;
    expect(await status(admin)).toMatchObject({ state: 'READY', step: null, percent: 100, finishedAt: new Date(clock).toISOString() });

    // The ships' positions are in, and the alarms were set up only once the history was stored.
    const positions = await (await t.call('POST', '/api/measures/latest', { token: admin, body: { groupingKeys: ['SHIP-UNIT-*'], tags: ['LAT'] } })).json() as unknown[];
    expect(positions).toHaveLength(6);
    expect(gated.seen.alarmDefinitionsDuringFill).toBe(0);
    expect((await listDescriptors(t.db, 'alarm-definition')).map((row) => row.code).sort()).toEqual(Object.keys(demoAlarmDefinitions).sort());
    await job.stop();
  });

  it('stops in the middle of the history without a write after stop, and the next start fills it again', { timeout: 60_000 }, async () => {
    const progress = createDemoDataProgress(() => clock);
    t = await createTestApp({ demo: true }, { now: () => clock, demoData: progress });
    const gated = gatedStore(() => t);
    const fleet = await createDemoFleetRunner(t.db, { days: 0.1, now: () => clock, store: gated.store });
    const job = startDemoDataJob(t.db, { fleet, progress, log: () => {}, models: false });
    await gated.atGate;

    const stopped = job.stop();
    gated.release();
    await stopped;
    const callsAtStop = gated.seen.calls;
    const admin = await t.signIn('admin', 'Admin#2026');
    expect(await status(admin)).toMatchObject({ state: 'STOPPED', step: 'HISTORY' });
    // Nothing after the stop: no further batch, no alarm set-up, and the stored-to instant was not advanced.
    await fleet.tick();
    expect(gated.seen.calls).toBe(callsAtStop);
    expect(await listDescriptors(t.db, 'alarm-definition')).toEqual([]);
    expect(await hasDemoFleetData(t.db)).toBe(false);

    // The next start takes the history up again and completes it.
    const again = createDemoDataProgress(() => clock);
    const job2 = startDemoDataJob(t.db, {
      fleet: await createDemoFleetRunner(t.db, { days: 0.1, now: () => clock, store: (series) => ingestMeasurements(t.db, series, { now: () => clock }) }),
      progress: again, log: () => {}, models: false,
    });
    await job2.done;
    expect(again.status()).toMatchObject({ state: 'READY', percent: 100 });
    expect(await hasDemoFleetData(t.db)).toBe(true);
    await job2.stop();
  });
});
