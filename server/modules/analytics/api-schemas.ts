/** Request and answer shapes of the analytics calls (zod → validation and the OpenAPI document; docs/analytics.md). */
import { z } from '@hono/zod-openapi';
import { loadingConditions } from '../../../descriptors/lib/filters/filter-types.js';
import { GroupingKeyList } from '../../../descriptors/lib/grouping-key.js';
import { ShipCode, shipsPerRequestMax } from '../../../descriptors/lib/ship-list.js';

const Instant = z.iso.datetime({ offset: true });
export const Code = z.string().min(1).max(100);
export const CodeParams = z.object({ id: Code });
export const PageBody = z.record(z.string(), z.unknown()).openapi('AnalyticsPageBody');

export const Filters = z.object({
  units: z.array(ShipCode.min(1)).max(shipsPerRequestMax).optional(),
  from: Instant.optional(),
  to: Instant.optional(),
  groupingKeys: GroupingKeyList.optional(),
  /** LADEN or BALLAST: only the buckets in which each ship is in that condition (from its mean draft); ALL: no narrowing */
  loadingCondition: z.enum(loadingConditions).optional(),
}).refine((f) => !f.from || !f.to || Date.parse(f.from) < Date.parse(f.to), { message: 'from must be before to', path: ['to'] });
export const MaxPoints = z.number().int().min(2).max(10_000).default(1000);

/**
 * extract/live: the last liveExtractionPeriod seconds (the page's when absent) of the ships and grouping keys given
 * (groupingKeyValues: SPEC §3 grouping key strings); dimensionBase is how many buckets the widest panel draws (maxPoints).
 */
export const LiveFields = {
  groupingKeyValues: GroupingKeyList.optional(),
  units: z.array(ShipCode.min(1)).max(shipsPerRequestMax).optional(),
  liveExtractionPeriod: z.number().int().min(60).max(604_800).optional(),
  dimensionBase: MaxPoints,
};

export const PageView = z.record(z.string(), z.unknown()).openapi('AnalyticsPage');
export const PageSummary = z.object({
  id: z.string(), code: z.string(), version: z.number(), title: z.unknown(), topic: z.string().nullable(), owner: z.string().nullable(),
  published: z.boolean(), editable: z.boolean(), wallboard: z.boolean(), liveExtractionPeriod: z.number(), createdOn: z.string(), updatedOn: z.string(),
  system: z.boolean(), owned: z.boolean(), canEdit: z.boolean(),
}).openapi('AnalyticsPageSummary');
export const CodeCheck = z.object({ valid: z.boolean(), available: z.boolean() });
