/**
 * The "Train a model" form as data: its defaults (the algorithm's first required artifact, its script's tags except the
 * artifact's target, the last 30 days), and the TrainRequest it sends; field errors of the server mapped to its fields.
 */
import type { FieldProblem } from '../../api/api-error.js';
import { fromUtcInput, toUtcInput } from '../../widgets/UtcDateTimeWidget.js';
import type { AlgorithmAnswer, ArtifactDescriptorAnswer, TrainRequest } from './artifact-containers-api.js';

const dayMs = 86_400_000;
export const defaultTrainingDays = 30;

export interface TrainForm {
  unitId: string | null;
  algorithm: string | null;
  artifactDescriptor: string | null;
  referringTags: string[];
  /** `datetime-local` texts, in UTC */
  from: string;
  to: string;
  lineToSkip: number;
  description: string;
  additionalKey: string;
}

export type TrainField = keyof TrainForm;

/** The artifacts an algorithm requires, in its order. */
export function artifactsOf(algorithm: AlgorithmAnswer | undefined): string[] {
  return (algorithm?.artifactsRequired ?? []).map((r) => r.artifactDescriptor);
}

/** The features a model of `artifact` learns from by default: the algorithm's script tags except what it predicts. */
export function defaultReferringTags(algorithm: AlgorithmAnswer | undefined, artifact: ArtifactDescriptorAnswer | undefined): string[] {
  return (algorithm?.tagsRequiredByScript ?? []).map((t) => t.tag).filter((tag) => tag !== artifact?.targetTag);
}

export function emptyTrainForm(now: number, unitId: string | null): TrainForm {
  const end = Math.floor(now / 60_000) * 60_000;
  return {
    unitId, algorithm: null, artifactDescriptor: null, referringTags: [], from: toUtcInput(new Date(end - defaultTrainingDays * dayMs).toISOString()),
    to: toUtcInput(new Date(end).toISOString()), lineToSkip: 0, description: '', additionalKey: '',
  };
}

/** The form with an algorithm chosen: its first artifact and that artifact's default tags. */
export function withAlgorithm(form: TrainForm, algorithm: AlgorithmAnswer | undefined, artifacts: readonly ArtifactDescriptorAnswer[]): TrainForm {
  const artifactDescriptor = artifactsOf(algorithm)[0] ?? null;
  return withArtifact({ ...form, algorithm: algorithm?.code ?? null }, algorithm, artifacts.find((a) => a.code === artifactDescriptor));
}

export function withArtifact(form: TrainForm, algorithm: AlgorithmAnswer | undefined, artifact: ArtifactDescriptorAnswer | undefined): TrainForm {
  return {
    ...form, artifactDescriptor: artifact?.code ?? null, referringTags: defaultReferringTags(algorithm, artifact),
    additionalKey: artifact?.additionalKeyAllowed ? form.additionalKey : '',
  };
}

/** What is missing before the form can be sent, by field (messages are i18n keys). */
export function missingFields(form: TrainForm): Partial<Record<TrainField, string>> {
  const missing: Partial<Record<TrainField, string>> = {};
  if (!form.unitId) missing.unitId = 'trainedModels.train.required';
  if (!form.algorithm) missing.algorithm = 'trainedModels.train.required';
  if (!form.artifactDescriptor) missing.artifactDescriptor = 'trainedModels.train.required';
  if (form.referringTags.length === 0) missing.referringTags = 'trainedModels.train.tagsRequired';
  if (!fromUtcInput(form.from)) missing.from = 'trainedModels.train.required';
  if (!fromUtcInput(form.to)) missing.to = 'trainedModels.train.required';
  return missing;
}

/** The request of a complete form (check `missingFields` first). */
export function toTrainRequest(form: TrainForm, currentModel?: boolean): TrainRequest {
  return {
    unitId: form.unitId!, algorithm: form.algorithm!, artifactDescriptor: form.artifactDescriptor!, referringTags: form.referringTags,
    trainingPeriodStart: fromUtcInput(form.from)!, trainingPeriodEnd: fromUtcInput(form.to)!, lineToSkip: form.lineToSkip,
    ...(form.description.trim() ? { description: form.description.trim() } : {}),
    ...(form.additionalKey ? { additionalKey: form.additionalKey } : {}),
    ...(currentModel === undefined ? {} : { currentModel }),
  };
}

const fieldOfRequest: Record<string, TrainField> = {
  unitId: 'unitId', algorithm: 'algorithm', artifactDescriptor: 'artifactDescriptor', referringTags: 'referringTags',
  trainingPeriodStart: 'from', trainingPeriodEnd: 'to', lineToSkip: 'lineToSkip', description: 'description', additionalKey: 'additionalKey',
};

/** The server's field errors (`/requestValue/trainingPeriodEnd`, `/requestValue/referringTags/0`) by form field; the rest stay unplaced. */
export function placeFieldErrors(errors: readonly FieldProblem[]): { fields: Partial<Record<TrainField, string>>; unplaced: string[] } {
  const fields: Partial<Record<TrainField, string>> = {};
  const unplaced: string[] = [];
  for (const error of errors) {
    const field = fieldOfRequest[error.path.split('/')[2] ?? ''];
    if (field) fields[field] = fields[field] ? `${fields[field]} ${error.message}` : error.message;
    else unplaced.push(error.message);
  }
  return { fields, unplaced };
}
