/** The algorithms module's tables: trained models (artifact containers) with their content, uploads to import, run log. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TrainedSetData } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import { bytea, createdUpdated, ts } from '../../db/columns.js';
import type { MessageRef } from '../../errors/keel-error.js';
import { units } from '../access/tables.js';

/** A trained model's content: the model as gzip-compressed JSON, with the digest of the uncompressed text. */
export const artifactContents = pgTable('artifact_contents', {
  id: uuid('id').primaryKey().defaultRandom(),
  content: bytea('content').notNull(),
  bytes: integer('bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** SPEC §3 "Trained model": one model of an artifact for a ship; at most one current per ship, artifact and key. */
export const artifactContainers = pgTable('artifact_containers', {
  id: uuid('id').primaryKey().defaultRandom(),
  version: integer('version').notNull().default(1),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  /** the code of the algorithm it was trained for */
  algorithm: text('algorithm'),
  artifactDescriptor: text('artifact_descriptor').notNull(),
  description: text('description'),
  referringTags: jsonb('referring_tags').$type<string[]>().notNull(),
  lineToSkip: integer('line_to_skip').notNull().default(0),
  trainedSetData: jsonb('trained_set_data').$type<TrainedSetData>().notNull(),
  contentId: uuid('content_id').notNull().references(() => artifactContents.id),
  /** '' when the artifact keeps no additional key */
  additionalKey: text('additional_key').notNull().default(''),
  currentModel: boolean('current_model').notNull().default(false),
  ...createdUpdated,
}, (t) => [
  index('artifact_containers_unit').on(t.unitId, t.artifactDescriptor),
  uniqueIndex('artifact_containers_current').on(t.unitId, t.artifactDescriptor, t.additionalKey).where(sql`${t.currentModel}`),
]);

/** A model file uploaded to be imported (SPEC "import upload … fileObjectId"); kept until imported or a day old. */
export const artifactUploads = pgTable('artifact_uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  uploadedAt: ts('uploaded_at').notNull().defaultNow(),
});

/** One run of an algorithm for a ship over a period: continuous, catch-up or a test run. */
export const algorithmRuns = pgTable('algorithm_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  algorithm: text('algorithm').notNull(),
  /** the version of the algorithm that ran (a failure is retried at once when the algorithm changes) */
  algorithmVersion: integer('algorithm_version').notNull().default(1),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  trigger: text('trigger').notNull(),
  periodStart: ts('period_start').notNull(),
  periodEnd: ts('period_end').notNull(),
  startedAt: ts('started_at').notNull().defaultNow(),
  ms: integer('ms').notNull(),
  points: integer('points').notNull(),
  /** the failure in the script's or the system's own words (a Python traceback); null when the run succeeded */
  error: text('error'),
  /** a failure Keel names (no current model, a language it cannot run), translated when the log is read */
  errorMessage: jsonb('error_message').$type<MessageRef>(),
}, (t) => [index('algorithm_runs_algorithm').on(t.algorithm, t.startedAt)]);

/** Where each algorithm's continuous runs stand per ship: outputs are computed up to `processedUntil`. */
export const algorithmProgress = pgTable('algorithm_progress', {
  algorithm: text('algorithm').notNull(),
  unitId: uuid('unit_id').notNull().references(() => units.id),
  processedUntil: ts('processed_until').notNull(),
}, (t) => [uniqueIndex('algorithm_progress_key').on(t.algorithm, t.unitId)]);
