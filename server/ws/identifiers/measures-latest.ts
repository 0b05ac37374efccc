/**
 * `measures/latest`: the newest values of the selected series as they are stored (SPEC §7 socket, issue 4). Nothing is
 * sent at subscribe time (the page reads POST /api/measures/latest for that); each ingestion then pushes one
 * `{values}` batch per subscription with the values of matching series of ships the user may see.
 */
import { z } from 'zod';
import { hasFunction } from '../../../descriptors/lib/access.js';
import { GroupingKeyList, matchesGroupingKey, parseGroupingKey } from '../../../descriptors/lib/grouping-key.js';
import { measuresLatestIdentifier, type LiveMeasure, type MeasuresLatestData } from '../../../descriptors/lib/live-measures.js';
import type { LiveValue } from '../../modules/timeseries/live-feed.js';
import { dataReaders } from '../../modules/timeseries/routes.js';
import { findSeries, maySeeUnit } from '../../modules/timeseries/series-query.js';
import { describeForLog } from '../../http/database-errors.js';
import { SubscriptionRefused, type SubscriptionIdentifier } from './identifier.js';
import { createSeriesTracker } from './series-tracker.js';
import { ShipCodeList } from '../../../descriptors/lib/ship-list.js';

/** The same limits as the HTTP selection of /api/measures/latest. */
const Parameters = z.object({
  units: ShipCodeList.optional(),
  groupingKeys: GroupingKeyList.optional(),
  tags: z.array(z.string().max(100)).max(200).optional(),
});

export const measuresLatest: SubscriptionIdentifier = {
  id: measuresLatestIdentifier,
  name: 'Latest measured values',
  async open(ctx, raw) {
    const parsed = Parameters.safeParse(raw ?? {});
    if (!parsed.success) {
      throw new SubscriptionRefused('INVALID_PARAMETERS', parsed.error.issues.map((i) => `${i.path.join('.') || 'parameters'}: ${i.message}`).join('; '));
    }
    const selection = parsed.data;
    if (!dataReaders.some((fn) => hasFunction(ctx.principal(), fn, 'VIEW'))) {
      throw new SubscriptionRefused('FORBIDDEN', `Needs one of the functions ${dataReaders.join(', ')}.`);
    }
    const patterns = (selection.groupingKeys ?? []).map(parseGroupingKey).filter((p) => p !== undefined);
    const tags = selection.tags?.length ? new Set(selection.tags) : undefined;
    const mayBelong = (v: LiveValue) => {
      if (tags && !tags.has(v.tag)) return false;
      if (!maySeeUnit(ctx.principal(), v.unitId)) return false;
      const key = patterns.length ? parseGroupingKey(v.groupingKey) : undefined;
      return !patterns.length || (!!key && patterns.some((p) => matchesGroupingKey(p, key)));
    };
    const tracker = createSeriesTracker(() => findSeries(ctx.db, ctx.principal(), selection), mayBelong);
    await tracker.match([]);

    let isClosed = false;
    let queue = Promise.resolve();
    const forward = async (values: readonly LiveValue[]) => {
      if (isClosed) return;
      const principal = ctx.principal();
      const matched = (await tracker.match(values)).filter(({ value }) => maySeeUnit(principal, value.unitId));
      if (isClosed || !matched.length) return;
      const data: MeasuresLatestData = {
        values: matched.map(({ value, series }): LiveMeasure => ({
          groupingKey: value.groupingKey, unit: series.unitCode, tag: value.tag, ts: value.ts, value: value.value,
        })),
      };
      ctx.push(data);
    };
    // One batch at a time, in publish order, even when a batch waits for the series query.
    const stopListening = ctx.feed.subscribe((values) => {
      queue = queue.then(() => forward(values)).catch((error: unknown) => console.error(`measures/latest push failed: ${describeForLog(error)}`));
    });
    return {
      close() { isClosed = true; stopListening(); },
      principalChanged() { tracker.invalidate(); },
    };
  },
};
