/**
 * What alarm evaluation costs ingestion (docs/alarms.md "Engine"): live-style batches (one minute of 10 tags per
 * batch, in-process ingestMeasurements with the app's live feed) into a ship watched by no alarm definition, then into
 * a ship watched by 50 (threshold, rate, deviation and expression conditions over its tags), each batch awaited until
 * the engine has evaluated it. Printed as points/s with 50 definitions against none, in the same run, on each engine.
 */
import { buildApp } from '../../server/app.js';
import { alarmEngineOf } from '../../server/modules/alarms/engine-wiring.js';
import { createDescriptor } from '../../server/modules/descriptors/descriptor-writes.js';
import { listShips } from '../../server/modules/access/ships.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { testConfig } from '../support/test-app.js';
import { benchEngines, type BenchEngine } from './bench-database.js';
import { msOnce, ratioLine, type Bench } from './measure.js';
import { benchTags, dayMs, minuteMs, syntheticValue } from './timeseries-data.js';

const batches = Number(process.env.BENCH_ALARM_BATCHES ?? 300);
const definitionsPerShip = 50;

/** 50 definitions on one ship: 20 thresholds, 10 rates, 10 deviations, 10 expressions, mostly quiet as real limits are. */
function definitionsFor(unitId: string): { code: string; body: Record<string, unknown> }[] {
  const tag = (i: number) => benchTags[i % benchTags.length];
  const common = (i: number) => ({ title: `Bench alarm ${i}`, priority: 'CAUTION', units: [unitId], delayOnSeconds: 60, delayOffSeconds: 60 });
  return Array.from({ length: definitionsPerShip }, (_, i) => {
    const condition = i < 20 ? { type: 'threshold', tag: tag(i), groupingKey: 'SHIP-UNIT-{unit}', high: i % 2 ? 1e6 : 95, hysteresis: 1 }
      : i < 30 ? { type: 'rate', tag: tag(i), maxPerMinute: 1e5 }
        : i < 40 ? { type: 'deviation', tag: tag(i), reference: { value: 1000 }, maxDeviationPercent: 99.99 }
          : { type: 'expression', tags: [tag(i), tag(i + 1)], expression: `${tag(i)} > 1e6 and ${tag(i + 1)} > 0` };
    return { code: `BENCH_ALARM_${i}`, body: { ...common(i), condition } };
  });
}

async function runOn(engine: BenchEngine): Promise<string[]> {
  const bench = await engine.open();
  try {
    const { feed } = await buildApp({ db: bench.db, config: testConfig(), engine: bench.engine });
    const wiring = alarmEngineOf(bench.db)!;
    const ships = new Map((await listShips(bench.db)).map((s) => [s.code, s.id]));
    const start = Math.floor(Date.now() / dayMs) * dayMs - dayMs;
    const ingest = (ship: string) => msOnce(async () => {
      for (let b = 0; b < batches; b++) {
        const t = start + b * minuteMs;
        await ingestMeasurements(bench.db, benchTags.map((tag, i) => ({ groupingKey: `SHIP-UNIT-${ship}`, tag, points: [{ ts: new Date(t), value: syntheticValue(i, t) }] })), { feed });
        await wiring.idle();
      }
    });
    const noneMs = await ingest('KEEL_HORIZON');
    for (const { code, body } of definitionsFor(ships.get('ARCTIC_FROST')!)) {
      await createDescriptor(bench.db, { username: 'bench' }, 'alarm-definition', code, { body });
    }
    const withMs = await ingest('ARCTIC_FROST');
    const points = batches * benchTags.length;
    return [
      `## ${engine.label}`,
      ratioLine(`ingest + evaluate, ${batches} live batches of 10 tags, ${definitionsPerShip} alarm definitions on the ship`,
        (points * 1000) / withMs, (points * 1000) / noneMs, 'no alarm definition', 'points/s'),
    ];
  } finally {
    await bench.dispose();
  }
}

export const alarmEvaluation: Bench = {
  id: 'alarms',
  title: 'Alarm evaluation: ingestion rate with 50 alarm definitions per ship against none',
  async run() {
    const lines: string[] = [];
    for (const engine of benchEngines()) lines.push(...await runOn(engine));
    return lines;
  },
};
