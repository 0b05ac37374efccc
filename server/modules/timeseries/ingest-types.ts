/**
 * What goes into the time-series store (DESIGN §4): points of series named by grouping key and tag. Everything
 * that produces ship data (the batch API, CSV import, the NMEA listener, the demo fleet) hands batches of this
 * shape to one sink and gets the same counts back.
 */

/** One value at one instant; a NUMERIC tag takes a number (booleans are stored as 0/1), STRING/LIST tags a string. */
export interface IngestPoint {
  /** ISO 8601 with offset, or a Date */
  ts: string | Date;
  value: number | string | boolean | null;
}

/**
 * The points of one series. `groupingKey` is SPEC §3's string form: cluster, group and one value per key of the group
 * joined with dashes, `*` for an empty value, lists joined by commas — e.g. `SHIP-UNIT-NORDIC_ORE` for a ship's own
 * tags, `SHIP-CONSUMER-NORDIC_ORE-ME-HFO` for the main engine's HFO flow.
 */
export interface IngestSeries {
  groupingKey: string;
  tag: string;
  points: IngestPoint[];
}

/** Why a point (or a whole series, when `point` is absent) was not stored. */
export interface IngestRejection {
  series: number;
  point?: number;
  reason: string;
}

/** Counts of one batch: stored new, stored over an existing point at the same time (last write wins), refused. */
export interface IngestResult {
  accepted: number;
  duplicate: number;
  rejected: number;
  rejections: IngestRejection[];
}

/** Stores a batch; never throws for bad points (they are counted as rejected with a reason). */
export type MeasurementSink = (batch: IngestSeries[]) => Promise<IngestResult>;
