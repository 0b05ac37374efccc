/** Runs the demo fleet generator and gathers its batches into per-ship columns that tests can scan. */
import { generateDemoFleet, type DemoFleetOptions, type DemoPortCall, type DemoVoyageLeg } from '../../seeds/demo-fleet/generate-demo-fleet.js';

/** One ship's minutes: a column per tag of its own grouping key, and one per fuel-flow grouping key. */
export interface ShipColumns {
  times: number[];
  tags: Record<string, (number | string | boolean | null)[]>;
  /** FUEL_MASS_FLOW by grouping key */
  fuel: Record<string, number[]>;
}

/** Everything a run produced. */
export interface FleetRun {
  ships: Record<string, ShipColumns>;
  portCalls: DemoPortCall[];
  voyageLegs: DemoVoyageLeg[];
  batches: number;
}

/** Generates and collects; keep periods short (a ship-day is about 45 000 points). */
export async function collectDemoFleet(options: DemoFleetOptions): Promise<FleetRun> {
  const run: FleetRun = { ships: {}, portCalls: [], voyageLegs: [], batches: 0 };
  for await (const batch of generateDemoFleet(options)) {
    run.batches++;
    const ship = (run.ships[batch.ship] ??= { times: [], tags: {}, fuel: {} });
    const first = batch.series[0];
    for (const p of first.points) ship.times.push(new Date(p.ts).getTime());
    for (const s of batch.series) {
      if (s.tag === 'FUEL_MASS_FLOW') (ship.fuel[s.groupingKey] ??= []).push(...s.points.map((p) => p.value as number));
      else (ship.tags[s.tag] ??= []).push(...s.points.map((p) => p.value));
    }
    run.portCalls.push(...batch.portCalls);
    run.voyageLegs.push(...batch.voyageLegs);
  }
  return run;
}

/** The numeric value of a tag at minute i. */
export function num(ship: ShipColumns, tag: string, i: number): number {
  return ship.tags[tag][i] as number;
}
