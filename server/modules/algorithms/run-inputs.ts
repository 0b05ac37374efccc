/**
 * Reads an algorithm's inputs for one ship and period from the stored series: the grouping key of the ship in the
 * primary group of the algorithm's data cluster, each tag bucketed by its own aggregation every `intervalMinutes`.
 */
import { formatGroupingKey } from '../../../descriptors/lib/grouping-key.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor } from '../descriptors/store.js';
import { extractSeries } from '../timeseries/extract.js';
import { seriesOfGroupingKey } from '../timeseries/series-query.js';
import { alignInputs, type AlignedInputs, type Bucket, type InputSpec } from './align-inputs.js';

export const defaultIntervalMinutes = 10;

export interface InputRequest {
  cluster: string;
  shipCode: string;
  specs: readonly InputSpec[];
  from: number;
  to: number;
  intervalMinutes?: number;
}

/** The grouping key an algorithm reads and writes for a ship: the ship in its cluster's primary group. */
export async function shipGroupingKey(db: Db, cluster: string, shipCode: string): Promise<string> {
  const row = await getDescriptor(db, 'cluster', cluster);
  if (!row) throw new KeelError('INVALID_INPUT', 'algorithms.unknownCluster', { cluster });
  const group = row.body.groups.find((g) => g.primary) ?? row.body.groups[0]!;
  return formatGroupingKey({ clusterCode: cluster, clusterGroup: group.code, values: group.keys.map((k) => (k.isUnit ? shipCode : null)) });
}

export async function readInputs(db: Db, request: InputRequest): Promise<AlignedInputs & { groupingKey: string }> {
  const groupingKey = await shipGroupingKey(db, request.cluster, request.shipCode);
  const series = await seriesOfGroupingKey(db, groupingKey, request.specs.map((s) => s.tag));
  const extracted = await extractSeries(db, series, request.from, request.to, (request.intervalMinutes ?? defaultIntervalMinutes) * 60);
  const buckets = new Map<string, Bucket[]>(series.map((s) => [s.tag, extracted.get(s.id) ?? []]));
  return { groupingKey, ...alignInputs(request.specs, buckets) };
}
