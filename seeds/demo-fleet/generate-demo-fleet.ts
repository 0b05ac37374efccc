/**
 * The demo fleet generator: six ships' minute data and voyage records for a period, streamed one ship-day at a time
 * so a year (about 100 million points) never sits in memory. Deterministic: the same seed, period and ships give
 * identical batches, and a longer period starting at the same instant begins with the same data.
 */
import type { IngestSeries } from '../../server/modules/timeseries/ingest-types.js';
import { createDayColumns, toIngestSeries } from './minute-columns.js';
import { demoShipCodes } from './ship-models.js';
import { createShipSimulator } from './ship-simulator.js';
import type { DemoDeparture, DemoPortCall, DemoVoyageLeg } from './voyage-records.js';

export type { DemoDeparture, DemoPortCall, DemoVoyageLeg, FuelUse } from './voyage-records.js';

const minuteMs = 60_000;
const dayMs = 86_400_000;

/** What to generate. */
export interface DemoFleetOptions {
  seed: number | string;
  /** start, floored to the minute; every ship starts alongside in a port of its trade */
  from: Date;
  /** end, exclusive */
  to: Date;
  /** ship codes of seeds/demo-accounts.ts; all six by default */
  ships?: readonly string[];
}

/** One ship's minutes of one UTC day (clipped to the period), and the records completed in them. */
export interface DemoFleetBatch {
  ship: string;
  from: Date;
  /** exclusive */
  to: Date;
  series: IngestSeries[];
  pointCount: number;
  portCalls: DemoPortCall[];
  voyageLegs: DemoVoyageLeg[];
  /** passages begun in it, as the departure report gives them */
  departures: DemoDeparture[];
  /** ship-minutes generated so far, of the total */
  progress: { done: number; total: number };
}

/** The default demo period: the `months` months up to `now` (floored to the minute). */
export function demoFleetPeriod(now: Date, months = 3): { from: Date; to: Date } {
  const to = new Date(Math.floor(now.getTime() / minuteMs) * minuteMs);
  const from = new Date(to);
  from.setUTCMonth(from.getUTCMonth() - months);
  return { from, to };
}

/**
 * Streams the fleet day by day, each day ship by ship. The last batch of each ship also carries its still-open port
 * call or voyage leg (null departure or arrival).
 */
export async function* generateDemoFleet(options: DemoFleetOptions): AsyncGenerator<DemoFleetBatch> {
  const fromMs = Math.floor(options.from.getTime() / minuteMs) * minuteMs;
  const toMs = options.to.getTime();
  const codes = options.ships ?? demoShipCodes;
  for (const code of codes) if (!demoShipCodes.includes(code)) throw new Error(`unknown demo ship ${code} (known: ${demoShipCodes.join(', ')})`);
  const total = Math.max(0, Math.ceil((toMs - fromMs) / minuteMs)) * codes.length;
  const ships = codes.map((code) => {
    const simulator = createShipSimulator(code, options.seed, fromMs);
    return { simulator, columns: createDayColumns(1440, simulator.model.fuelMeters.length, simulator.model.engineCount + simulator.model.gensetCount) };
  });
  let done = 0;
  for (let dayStart = fromMs; dayStart < toMs;) {
    const dayEnd = Math.min(toMs, (Math.floor(dayStart / dayMs) + 1) * dayMs);
    const minutes = Math.ceil((dayEnd - dayStart) / minuteMs);
    const times = Array.from({ length: minutes }, (_, i) => new Date(dayStart + i * minuteMs));
    const isLast = dayStart + minutes * minuteMs >= toMs;
    for (const { simulator, columns } of ships) {
      simulator.run(columns, dayStart, minutes);
      const series = toIngestSeries(simulator.model, columns, times, minutes);
      const records = simulator.takeRecords();
      if (isLast) {
        const open = simulator.openRecords();
        records.portCalls.push(...open.portCalls);
        records.voyageLegs.push(...open.voyageLegs);
      }
      done += minutes;
      yield {
        ship: simulator.model.code, from: new Date(dayStart), to: new Date(dayStart + minutes * minuteMs), series,
        pointCount: series.length * minutes, ...records, progress: { done, total },
      };
    }
    dayStart += minutes * minuteMs;
  }
}
