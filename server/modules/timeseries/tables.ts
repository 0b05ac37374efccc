/** The timeseries module's tables: measurement series, their points, packed chunks, rollups and latest values. */
import { doublePrecision, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.js';
import { units } from '../access/tables.js';

/**
 * A measurement series (DESIGN §4): one tag of one grouping key of a data cluster. The unit (ship) it belongs to
 * decides who may read it. A serial id keeps the point rows narrow.
 */
export const measureSeries = pgTable('measure_series', {
  id: serial('id').primaryKey(),
  cluster: text('cluster').notNull(),
  groupCode: text('group_code').notNull(),
  /** SPEC §3 string form: cluster-group-key… */
  groupingKey: text('grouping_key').notNull(),
  tag: text('tag').notNull(),
  unitId: uuid('unit_id').references(() => units.id),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('measure_series_key_tag').on(t.groupingKey, t.tag),
  index('measure_series_unit').on(t.unitId),
  index('measure_series_tag').on(t.tag),
]);

/**
 * Raw points of the current and previous UTC day: narrow rows live data can be appended to cheaply. Closed days
 * are packed into measure_chunks by the compaction. One value per series and instant (last write wins).
 */
export const measurePoints = pgTable('measure_points', {
  seriesId: integer('series_id').notNull(),
  ts: ts('ts').notNull(),
  value: doublePrecision('value'),
  /** STRING and LIST tags */
  text: text('text'),
}, (t) => [primaryKey({ columns: [t.seriesId, t.ts] }), index('measure_points_ts').on(t.ts)]);

/**
 * One series' points of one UTC day packed into arrays (DESIGN §4 "packed chunks"): a regular day stores only its
 * first instant and step, an irregular one millisecond offsets from the day start. Years of minute data stay a
 * few hundred rows per series.
 */
export const measureChunks = pgTable('measure_chunks', {
  seriesId: integer('series_id').notNull(),
  day: ts('day').notNull(),
  count: integer('count').notNull(),
  firstTs: ts('first_ts').notNull(),
  lastTs: ts('last_ts').notNull(),
  /** set when the points are evenly spaced from first_ts */
  stepMs: integer('step_ms'),
  /** milliseconds from `day`, when the points are not evenly spaced */
  offsets: integer('offsets').array(),
  values: doublePrecision('values').array().$type<(number | null)[]>(),
  texts: text('texts').array().$type<(string | null)[]>(),
}, (t) => [primaryKey({ columns: [t.seriesId, t.day] })]);

/**
 * Daily summaries of the raw points, rebuilt for the days a batch touched: long views read these instead of millions
 * of raw rows. (Hourly summaries are packed a day per row in measure_hour_rollups.)
 */
export const measureRollups = pgTable('measure_rollups', {
  seriesId: integer('series_id').notNull(),
  /** 86400 */
  bucketSeconds: integer('bucket_seconds').notNull(),
  bucket: ts('bucket').notNull(),
  count: integer('count').notNull(),
  /** points with a numeric value (AVG = sum / numeric_count) */
  numericCount: integer('numeric_count').notNull(),
  sum: doublePrecision('sum'),
  min: doublePrecision('min'),
  max: doublePrecision('max'),
  firstTs: ts('first_ts').notNull(),
  firstValue: doublePrecision('first_value'),
  firstText: text('first_text'),
  lastTs: ts('last_ts').notNull(),
  lastValue: doublePrecision('last_value'),
  lastText: text('last_text'),
}, (t) => [primaryKey({ columns: [t.seriesId, t.bucketSeconds, t.bucket] })]);

/**
 * The 24 hourly summaries of one series' UTC day in one row of arrays indexed by hour (an hour without points has
 * count 0 and nulls): a year of hourly values is 365 rows per series instead of 8 760, which is what makes year-long
 * hourly views cheap. First and last instants are milliseconds from `day`.
 */
export const measureHourRollups = pgTable('measure_hour_rollups', {
  seriesId: integer('series_id').notNull(),
  day: ts('day').notNull(),
  count: integer('count').array().notNull(),
  numericCount: integer('numeric_count').array().notNull(),
  sum: doublePrecision('sum').array().notNull().$type<(number | null)[]>(),
  min: doublePrecision('min').array().notNull().$type<(number | null)[]>(),
  max: doublePrecision('max').array().notNull().$type<(number | null)[]>(),
  firstMs: integer('first_ms').array().notNull().$type<(number | null)[]>(),
  firstValue: doublePrecision('first_value').array().notNull().$type<(number | null)[]>(),
  firstText: text('first_text').array().notNull().$type<(string | null)[]>(),
  lastMs: integer('last_ms').array().notNull().$type<(number | null)[]>(),
  lastValue: doublePrecision('last_value').array().notNull().$type<(number | null)[]>(),
  lastText: text('last_text').array().notNull().$type<(string | null)[]>(),
}, (t) => [primaryKey({ columns: [t.seriesId, t.day] })]);

/** The newest point of each series, for live views and the fleet list. */
export const measureLatest = pgTable('measure_latest', {
  seriesId: integer('series_id').primaryKey(),
  ts: ts('ts').notNull(),
  value: doublePrecision('value'),
  text: text('text'),
});
