/**
 * The wire shapes of the tag calls (SPEC §7 measures: tag/{tag}, search, retrieve-by-asset, search/measure-selector),
 * shared by the server's routes and the screens that pick tags.
 */
import { z } from 'zod';
import { aggregationKinds } from '../analytics/aggregation.js';
import { tagValueTypes } from './tag-semantics.js';

export const TagFormatter = z.object({ type: z.string().optional(), parameters: z.record(z.string(), z.unknown()).optional() });

/** A tag as the measures calls answer it: its record's fields flattened, the clusters of its definitions listed. */
export const TagAnswer = z.object({
  id: z.string(), version: z.number(), tag: z.string(), description: z.string(), measureType: z.string().nullable(), measureUnit: z.string().nullable(),
  genericAsset: z.string().nullable(), valueType: z.enum(tagValueTypes), aggregationType: z.enum(aggregationKinds), precision: z.number().nullable(),
  clusters: z.array(z.string()), formatter: TagFormatter.nullable(), system: z.boolean(), disabled: z.boolean(),
});
export type TagAnswer = z.infer<typeof TagAnswer>;

/** A tag with data under one grouping key, as a measure picker offers it; `aggregation` is how its buckets are made. */
export const SelectorTag = z.object({
  tag: z.string(), description: z.string(), measureType: z.string().nullable(), measureUnit: z.string().nullable(),
  valueType: z.enum(tagValueTypes), aggregation: z.enum(aggregationKinds), precision: z.number().nullable(), formatter: TagFormatter.nullable(),
});
export type SelectorTag = z.infer<typeof SelectorTag>;

export const SelectorGroup = z.object({ groupingKey: z.string(), unit: z.string().nullable(), tags: z.array(SelectorTag) });
export type SelectorGroup = z.infer<typeof SelectorGroup>;

export const MeasureSelectorAnswer = z.array(SelectorGroup);
