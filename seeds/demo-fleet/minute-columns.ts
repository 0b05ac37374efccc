/**
 * One ship-day of minute values as columns (a Float64Array per numeric tag and per fuel meter), and their conversion
 * into the `IngestSeries` batches of the time-series store, rounded to each tag's precision.
 */
import type { IngestPoint, IngestSeries } from '../../server/modules/timeseries/ingest-types.js';
import { shipTags } from '../reference/index.js';
import type { ShipModel } from './ship-models.js';

/** The numeric tags of a ship's own grouping key, in column order. */
export const numericTags = [
  'LAT', 'LON', 'SOG', 'COG', 'HEADING', 'STW', 'DEPTH', 'WIND_SPEED_REL', 'WIND_ANGLE_REL', 'WIND_SPEED_TRUE', 'WIND_DIR_TRUE',
  'SEA_TEMP', 'AIR_TEMP', 'RUDDER_ANGLE', 'SHAFT_RPM', 'SHAFT_TORQUE', 'SHAFT_POWER', 'PROP_PITCH', 'ME_LOAD', 'AE_POWER',
  'DRAFT_FWD', 'DRAFT_AFT', 'TRIM', 'DISPLACEMENT',
] as const;

/** A numeric tag of the demo fleet. */
export type NumericTag = (typeof numericTags)[number];

/** Column index of each numeric tag. */
export const col = Object.fromEntries(numericTags.map((t, i) => [t, i])) as Record<NumericTag, number>;

/** A day of one ship. */
export interface DayColumns {
  numeric: Float64Array[];
  /** kg/h per fuel meter, in ShipModel.fuelMeters order */
  fuel: Float64Array[];
  navStatus: string[];
  port: string[];
  /** running hours counters (h), in runningHoursTags order */
  runningHours: Float64Array[];
}

/** Empty columns for `minutes` minutes of a ship with `meterCount` fuel meters and `counterCount` running hours counters. */
export function createDayColumns(minutes: number, meterCount: number, counterCount = 0): DayColumns {
  return {
    numeric: numericTags.map(() => new Float64Array(minutes)),
    fuel: Array.from({ length: meterCount }, () => new Float64Array(minutes)),
    navStatus: new Array<string>(minutes).fill(''),
    port: new Array<string>(minutes).fill(''),
    runningHours: Array.from({ length: counterCount }, () => new Float64Array(minutes)),
  };
}

/** The running hours tags of a ship's engines: main engines (propulsion motors) ME1…, then generators DG1…. */
export function runningHoursTags(m: Pick<ShipModel, 'engineCount' | 'gensetCount'>): string[] {
  return [
    ...Array.from({ length: m.engineCount }, (_, k) => `ME${k + 1}_RUNNING_HOURS`),
    ...Array.from({ length: m.gensetCount }, (_, k) => `DG${k + 1}_RUNNING_HOURS`),
  ];
}

const factorOf = (tag: string): number => 10 ** (shipTags.find((t) => t.tag === tag)?.precision ?? 2);
const numericFactors = numericTags.map(factorOf);
const fuelFactor = factorOf('FUEL_MASS_FLOW');
const runningHoursFactor = factorOf('ME1_RUNNING_HOURS');

/** The grouping key of a ship's own tags (SPEC §3 string form). */
export function unitGroupingKey(ship: string): string {
  return `SHIP-UNIT-${ship}`;
}

/** The grouping key of a consumer's fuel flow of one fuel category. */
export function consumerGroupingKey(ship: string, consumer: string, fuel: string): string {
  return `SHIP-CONSUMER-${ship}-${consumer}-${fuel}`;
}

/** Whether a ship reports a tag: PROP_PITCH only with a controllable-pitch propeller. */
export function reportsTag(m: ShipModel, tag: NumericTag): boolean {
  return tag !== 'PROP_PITCH' || m.propulsion === 'geared-cpp';
}

/**
 * The first `minutes` rows as series, one point per minute; `times` are the minutes' instants (shared Date objects,
 * never mutated). TRIM is recomputed from the rounded drafts so TRIM = DRAFT_AFT − DRAFT_FWD holds exactly.
 */
export function toIngestSeries(m: ShipModel, columns: DayColumns, times: readonly Date[], minutes: number): IngestSeries[] {
  const unit = unitGroupingKey(m.code);
  const series: IngestSeries[] = [];
  const fwd = columns.numeric[col.DRAFT_FWD], aft = columns.numeric[col.DRAFT_AFT], trim = columns.numeric[col.TRIM];
  const draftFactor = numericFactors[col.DRAFT_FWD];
  for (let i = 0; i < minutes; i++) {
    fwd[i] = Math.round(fwd[i] * draftFactor) / draftFactor;
    aft[i] = Math.round(aft[i] * draftFactor) / draftFactor;
    trim[i] = aft[i] - fwd[i];
  }
  numericTags.forEach((tag, c) => {
    if (reportsTag(m, tag)) series.push({ groupingKey: unit, tag, points: roundedPoints(columns.numeric[c], numericFactors[c], times, minutes) });
  });
  series.push({ groupingKey: unit, tag: 'NAV_STATUS', points: stringPoints(columns.navStatus, times, minutes) });
  series.push({ groupingKey: unit, tag: 'PORT', points: stringPoints(columns.port, times, minutes) });
  runningHoursTags(m).forEach((tag, k) => {
    series.push({ groupingKey: unit, tag, points: roundedPoints(columns.runningHours[k], runningHoursFactor, times, minutes) });
  });
  m.fuelMeters.forEach(([consumer, fuel], k) => {
    series.push({ groupingKey: consumerGroupingKey(m.code, consumer, fuel), tag: 'FUEL_MASS_FLOW', points: roundedPoints(columns.fuel[k], fuelFactor, times, minutes) });
  });
  return series;
}

function roundedPoints(values: Float64Array, factor: number, times: readonly Date[], minutes: number): IngestPoint[] {
  const points = new Array<IngestPoint>(minutes);
  for (let i = 0; i < minutes; i++) points[i] = { ts: times[i], value: Math.round(values[i] * factor) / factor };
  return points;
}

function stringPoints(values: string[], times: readonly Date[], minutes: number): IngestPoint[] {
  const points = new Array<IngestPoint>(minutes);
  for (let i = 0; i < minutes; i++) points[i] = { ts: times[i], value: values[i] };
  return points;
}
