/**
 * The wire shapes of SPEC §7 Algorithms, shared by the server's routes (and their OpenAPI document) and the algorithm
 * screens: algorithm and artifact descriptors as the calls answer them (the descriptor's body flattened with the row's
 * SPEC §3 fields), trained models (artifact containers), training and test runs.
 */
import { z } from 'zod';
import type { AlgorithmBody } from '../../kinds/algorithm/algorithm.schema.js';
import type { ArtifactDescriptorBody } from '../../kinds/artifact-descriptor/artifact-descriptor.schema.js';
import { trainingSets } from './algorithm-vocabulary.js';
import { TrainingScore } from './training-scores.js';
import { ForestModel } from './forest-model.js';

const Code = z.string().min(1).max(100);

/** What the row adds to a descriptor's body in every answer (SPEC §3: system, creationDateTime, firstUsage, disabled). */
export const DescriptorRowFields = z.object({
  code: z.string(), version: z.number().int(), system: z.boolean(), disabled: z.boolean(),
  creationDateTime: z.string(), firstUsage: z.string().nullable(),
});
type DescriptorRowFields = z.infer<typeof DescriptorRowFields>;

/** The body's fields are its kind's JSON Schema's (keel:algorithm, keel:artifact-descriptor): validated there, once. */
const BodyFields = z.record(z.string(), z.unknown());

export const AlgorithmAnswer = DescriptorRowFields.and(BodyFields).describe('An algorithm: the keel:algorithm body with the row fields');
export type AlgorithmAnswer = AlgorithmBody & DescriptorRowFields;

export const ArtifactDescriptorAnswer = DescriptorRowFields.and(BodyFields).describe('An artifact descriptor: the keel:artifact-descriptor body with the row fields');
export type ArtifactDescriptorAnswer = ArtifactDescriptorBody & DescriptorRowFields;

/**
 * A create (POST) or an update (PUT, with the version it started from) of a descriptor: its code, whether it is disabled,
 * a revision note, and the body's fields beside them (checked against the kind's schema at `/requestValue/<field>`).
 */
export const DescriptorWrite = z.object({
  code: z.string().min(1).max(100), disabled: z.boolean().optional(), note: z.string().max(500).optional(),
}).loose();
export const DescriptorUpdate = DescriptorWrite.extend({ version: z.number().int().positive() }).loose();

export const CodeCheckAnswer = z.object({ valid: z.boolean(), available: z.boolean() });


export const TrainedSetData = z.object({
  trainingPeriodStart: z.string().nullable(), trainingPeriodEnd: z.string().nullable(),
  trainingSet: z.enum(trainingSets),
  scores: z.array(TrainingScore),
  /** the tag the model predicts (the artifact descriptor's target when it was trained) */
  targetArtifact: z.string(),
  /** rows the model was trained and tested on */
  rows: z.object({ train: z.number().int(), test: z.number().int() }).optional(),
});
export type TrainedSetData = z.infer<typeof TrainedSetData>;

/** A trained model (SPEC §3 "Trained model"; the artifact container). */
export const ArtifactContainerAnswer = z.object({
  id: z.string(), version: z.number().int(),
  unitId: z.string(), unit: z.object({ code: z.string(), name: z.string() }),
  algorithm: z.string().nullable(), artifactDescriptor: z.string(), description: z.string().nullable(),
  referringTags: z.array(z.string()), lineToSkip: z.number().int(),
  trainedSetData: TrainedSetData,
  contentId: z.string(), contentBytes: z.number().int(),
  creationDateTime: z.string(), createdBy: z.string().nullable(),
  additionalKey: z.string().nullable(), currentModel: z.boolean(),
});
export type ArtifactContainerAnswer = z.infer<typeof ArtifactContainerAnswer>;

export const ContainerSearch = z.object({
  unitId: z.uuid().optional(), artifactDescriptor: z.string().max(100).optional(), algorithm: z.string().max(100).optional(),
  currentOnly: z.boolean().optional(), text: z.string().max(200).optional(),
  page: z.number().int().min(0).max(100_000).optional(), size: z.number().int().min(1).max(200).optional(),
});
export const ContainerPage = z.object({ content: z.array(ArtifactContainerAnswer), totalElements: z.number().int() });
export type ContainerPage = z.infer<typeof ContainerPage>;

const Instant = z.iso.datetime({ offset: true });

/** `POST algorithm/train` and `algorithm/train/save`: a model of an artifact for a ship, from its history. */
export const TrainRequest = z.object({
  unitId: z.uuid(),
  algorithm: Code,
  artifactDescriptor: Code,
  referringTags: z.array(z.string().min(1).max(100)).min(1).max(20).optional(),
  lineToSkip: z.number().int().min(0).max(1_000_000).optional(),
  trainingPeriodStart: Instant,
  trainingPeriodEnd: Instant,
  description: z.string().max(500).optional(),
  additionalKey: z.string().regex(/^[A-Z0-9_]{1,40}$/).optional(),
  /** train/save only: make it the ship's current model at once */
  currentModel: z.boolean().optional(),
});
export type TrainRequest = z.infer<typeof TrainRequest>;

export const TrainAnswer = z.object({
  referringTags: z.array(z.string()), targetArtifact: z.string(), scores: z.array(TrainingScore),
  rows: z.object({ available: z.number().int(), skipped: z.number().int(), train: z.number().int(), test: z.number().int() }),
  /** the saved model (train/save only) */
  container: ArtifactContainerAnswer.optional(),
});
export type TrainAnswer = z.infer<typeof TrainAnswer>;

/** A trained model as a file: what download gives and import takes. */
export const ContainerFile = z.object({
  format: z.literal('keel-trained-model'), version: z.literal(1),
  artifactDescriptor: Code, algorithm: Code.nullable(), description: z.string().max(500).nullable(),
  referringTags: z.array(z.string().min(1).max(100)).min(1).max(20), lineToSkip: z.number().int().min(0),
  trainedSetData: TrainedSetData, additionalKey: z.string().max(40).nullable(),
  model: ForestModel,
});
export type ContainerFile = z.infer<typeof ContainerFile>;

/** What an uploaded model file holds, before it is imported for a ship. */
export const ContainerFileCheck = z.object({
  fileObjectId: z.string(), fileName: z.string(), valid: z.boolean(),
  problems: z.array(z.object({ path: z.string(), message: z.string() })),
  artifactDescriptor: z.string().nullable(), algorithm: z.string().nullable(), referringTags: z.array(z.string()), targetArtifact: z.string().nullable(),
  trees: z.number().int(),
});
export type ContainerFileCheck = z.infer<typeof ContainerFileCheck>;

/** The editor's test run: an algorithm as edited (saved or not) on a ship over a period; nothing is stored. */
export const TestRunRequest = z.object({
  code: z.string().max(100).optional(),
  /** the algorithm's body, checked against the keel:algorithm schema at /requestValue/algorithm/… */
  algorithm: z.record(z.string(), z.unknown()),
  unitId: z.uuid(),
  from: Instant,
  to: Instant,
});

export const RunSeries = z.object({ tag: z.string(), points: z.array(z.tuple([z.number(), z.number().nullable()])) });

export const TestRunAnswer = z.object({
  ok: z.boolean(),
  /** why it failed: the script raised (python), ran past its deadline, over its memory, its process died, or every child was taken and too many runs waited (busy) */
  failure: z.enum(['python', 'deadline', 'memory', 'crashed', 'busy']).nullable(),
  error: z.string().nullable(),
  stdout: z.string(), stderr: z.string(), truncated: z.boolean(),
  ms: z.number(),
  /** instants the inputs gave the script */
  rows: z.number().int(),
  inputs: z.array(RunSeries),
  outputs: z.array(RunSeries),
  /** output points left out: outside the period, not a finite number, or of a tag the algorithm does not declare */
  ignored: z.number().int(),
});
export type TestRunAnswer = z.infer<typeof TestRunAnswer>;

export const runTriggers = ['CONTINUOUS', 'CATCH_UP'] as const;

/** A line of an algorithm's run log: one run for one ship over one period. */
export const RunLogEntry = z.object({
  id: z.number().int(), unit: z.object({ code: z.string(), name: z.string() }), trigger: z.enum(runTriggers),
  periodStart: z.string(), periodEnd: z.string(), startedAt: z.string(), ms: z.number().int(), points: z.number().int(),
  error: z.string().nullable(),
});
export type RunLogEntry = z.infer<typeof RunLogEntry>;
