/**
 * A ship's minute data as the demo fleet generator streamed it, read back by instant: the logbooks are written from
 * exactly the values the ship reported. Holds the last few batches of one ship (a ship's day on its own clock spans
 * two UTC days) and the voyage records that came with them.
 */
import type { IngestPoint } from '../../server/modules/timeseries/ingest-types.js';
import type { DemoDeparture, DemoFleetBatch, DemoPortCall, DemoVoyageLeg } from '../demo-fleet/generate-demo-fleet.js';
import type { Consumer, ShipModel } from '../demo-fleet/ship-models.js';

const minuteMs = 60_000;

interface IndexedBatch {
  from: number;
  to: number;
  tags: Map<string, IngestPoint[]>;
  /** FUEL_MASS_FLOW points per meter, in ShipModel.fuelMeters order */
  meters: (IngestPoint[] | undefined)[];
}

/** One fuel meter of the ship. */
export interface Meter {
  consumer: Consumer;
  fuel: string;
}

/** A ship's minutes over the batches it holds. */
export class ShipMinutes {
  readonly meters: Meter[];
  portCalls: DemoPortCall[] = [];
  voyageLegs: DemoVoyageLeg[] = [];
  departures: DemoDeparture[] = [];
  private batches: IndexedBatch[] = [];

  constructor(readonly model: ShipModel, private readonly keep = 3) {
    this.meters = model.fuelMeters.map(([consumer, fuel]) => ({ consumer, fuel }));
  }

  /** Takes the next batch of the ship; the oldest beyond `keep` are dropped with their records. */
  add(batch: DemoFleetBatch): void {
    const own = `SHIP-UNIT-${batch.ship}`;
    const tags = new Map(batch.series.filter((s) => s.groupingKey === own).map((s) => [s.tag, s.points]));
    const meters = this.model.fuelMeters.map(([consumer, fuel]) =>
      batch.series.find((s) => s.tag === 'FUEL_MASS_FLOW' && s.groupingKey === `SHIP-CONSUMER-${batch.ship}-${consumer}-${fuel}`)?.points);
    this.batches.push({ from: batch.from.getTime(), to: batch.to.getTime(), tags, meters });
    this.portCalls.push(...batch.portCalls);
    this.voyageLegs.push(...batch.voyageLegs);
    this.departures.push(...batch.departures);
    if (this.batches.length > this.keep) {
      this.batches.shift();
      const since = this.batches[0].from;
      // a record is kept while its last instant may still fall in a day being read
      this.portCalls = this.portCalls.filter((c) => (c.departure?.getTime() ?? Infinity) >= since);
      this.voyageLegs = this.voyageLegs.filter((l) => (l.arrival?.getTime() ?? Infinity) >= since);
      this.departures = this.departures.filter((d) => d.departure.getTime() >= since);
    }
  }

  /** First instant held. */
  get from(): number {
    return this.batches[0]?.from ?? Infinity;
  }

  /** End of the minutes held (exclusive). */
  get to(): number {
    return this.batches.at(-1)?.to ?? -Infinity;
  }

  private point(points: (batch: IndexedBatch) => IngestPoint[] | undefined, t: number): IngestPoint | undefined {
    const minute = Math.floor(t / minuteMs) * minuteMs;
    const batch = this.batches.find((b) => minute >= b.from && minute < b.to);
    return batch && points(batch)?.[(minute - batch.from) / minuteMs];
  }

  /** A numeric tag's value at the minute of `t` (NaN when none). */
  num(tag: string, t: number): number {
    const value = this.point((b) => b.tags.get(tag), t)?.value;
    return typeof value === 'number' ? value : Number.NaN;
  }

  /** A text tag's value at the minute of `t` ('' when none). */
  text(tag: string, t: number): string {
    const value = this.point((b) => b.tags.get(tag), t)?.value;
    return typeof value === 'string' ? value : '';
  }

  /** The flow of meter k at the minute of `t`, kg/h. */
  flow(k: number, t: number): number {
    const value = this.point((b) => b.meters[k], t)?.value;
    return typeof value === 'number' ? value : 0;
  }

  /** Fuel burnt per meter in [from, to), kg (each minute's flow held for the minute). */
  burntKg(from: number, to: number): number[] {
    const kg = this.meters.map(() => 0);
    for (let t = Math.ceil(from / minuteMs) * minuteMs; t < to; t += minuteMs) {
      for (let k = 0; k < kg.length; k++) kg[k] += this.flow(k, t) / 60;
    }
    return kg;
  }

  /** The minutes in [from, to) whose value of a numeric tag passes `accept`. */
  countMinutes(tag: string, from: number, to: number, accept: (value: number) => boolean): number {
    let count = 0;
    for (let t = Math.ceil(from / minuteMs) * minuteMs; t < to; t += minuteMs) if (accept(this.num(tag, t))) count++;
    return count;
  }
}
