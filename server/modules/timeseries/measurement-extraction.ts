/** One extraction of tags for charts and tables: the series a selection names (the user's ships only), bucketed per tag. */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { chooseResolution, extractSeries } from './extract.js';
import { findSeries, type SeriesSelection } from './series-query.js';

export interface MeasurementRequest extends SeriesSelection {
  /** epoch ms, from before to */
  from: number;
  to: number;
  /** seconds; chosen from the period and maxPoints when absent */
  resolution?: number;
  maxPoints: number;
}

/** The answer of /measures/extract and /custom-analytics/measurements (CSV: extractionCsv of its series). */
export async function extractMeasurements(db: Db, principal: Principal, request: MeasurementRequest) {
  const { from, to } = request;
  const resolution = chooseResolution(from, to, request.maxPoints, request.resolution);
  const series = await findSeries(db, principal, request);
  const points = await extractSeries(db, series, from, to, resolution);
  return {
    from: new Date(from).toISOString(), to: new Date(to).toISOString(), resolution,
    series: series.map((s) => ({ groupingKey: s.groupingKey, unit: s.unitCode, tag: s.tag, aggregation: s.aggregation, measureUnit: s.measureUnit, precision: s.precision, points: points.get(s.id) ?? [] })),
  };
}
