/**
 * The wire shape of a dashboard extraction (POST …/extract and …/extract/live of custom analytics, multi-dashboard
 * pages and wallboards; docs/analytics.md "Extract answer"), shared by the server's routes and the dashboards.
 */
import { z } from 'zod';
import { aggregationKinds } from './aggregation.js';

/** A bucket's start (ms since the epoch) and its value; null is a gap, text comes from text tags (a port code). */
export const ChartPoint = z.tuple([z.number(), z.union([z.number(), z.string(), z.null()])]);
export type ChartPoint = z.infer<typeof ChartPoint>;

/** One answered series of a chart: a tag or derived series of one ship. */
export const ExtractSeries = z.object({
  id: z.string(),
  unit: z.string().nullable(),
  /** the ship's name, where the reader may see the ship */
  unitName: z.string().optional(),
  groupingKey: z.string().nullable(),
  /** the grouping key's values by key name, the ship's left out (`{ consumer: "ME", fuel: "HFO" }`; {} for a derived series) */
  keyValues: z.record(z.string(), z.string()),
  /** names of key values the cluster labels (`{ fuel: "Heavy fuel oil" }`), in the request's language */
  keyLabels: z.record(z.string(), z.string()).optional(),
  tag: z.string().nullable(),
  /** the series' label, the tag's description or the id, already in the request's language */
  label: z.string(),
  measureUnit: z.string().nullable(),
  aggregation: z.enum([...aggregationKinds, 'DERIVED']),
  points: z.array(ChartPoint),
  /** only when this series failed (e.g. its expression), in the request's language */
  error: z.string().optional(),
});
export type ExtractSeries = z.infer<typeof ExtractSeries>;

/** The latest value of a static tag. */
export const LatestValue = z.object({
  unit: z.string().nullable(),
  unitName: z.string().optional(),
  groupingKey: z.string(),
  tag: z.string(),
  label: z.string(),
  measureUnit: z.string().nullable(),
  ts: z.string(),
  value: z.union([z.number(), z.string(), z.null()]),
});
export type LatestValue = z.infer<typeof LatestValue>;

/** One chart's answer, with its own period and bucket size (its datasets may differ from the page's). */
export const ChartData = z.object({
  from: z.string(), to: z.string(), resolution: z.number(),
  series: z.array(ExtractSeries),
  latest: z.array(LatestValue),
});
export type ChartData = z.infer<typeof ChartData>;

/** Every chart of a page by chart id, and the period of the first chart that reads data. */
export const ExtractAnswer = z.object({
  from: z.string(), to: z.string(), resolution: z.number(),
  charts: z.record(z.string(), ChartData),
}).meta({ id: 'AnalyticsExtraction' });
export type ExtractAnswer = z.infer<typeof ExtractAnswer>;
