/**
 * `POST algorithm/train` and `algorithm/train/save`: a model of an artifact for a ship, learnt from its history in a
 * worker thread. Features are the referring tags (the algorithm's required tags but the target, unless named), each under the
 * algorithm's rule for it; the target is the artifact's target tag; rows are the algorithm's time buckets over the
 * training period with every value present, less the first `lineToSkip`.
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { TrainAnswer, TrainRequest } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor } from '../descriptors/store.js';
import type { InputSpec } from './align-inputs.js';
import { containerView, saveContainer } from './containers.js';
import { fieldRefusal, requirePeriod, requireVisibleShip } from './request-checks.js';
import { readInputs } from './run-inputs.js';
import { TrainingRefused, TrainingTimedOut } from './training/training-errors.js';
import { trainInWorker } from './training/training-worker.js';

const maxTrainingDays = 400;

async function trainingSetup(db: Db, principal: Principal, request: TrainRequest) {
  const ship = await requireVisibleShip(db, principal, request.unitId);
  const algorithm = await getDescriptor(db, 'algorithm', request.algorithm);
  if (!algorithm) throw fieldRefusal('algorithm', 'reference', 'algorithms.algorithmNotFound', { code: request.algorithm });
  const artifact = await getDescriptor(db, 'artifact-descriptor', request.artifactDescriptor);
  if (!artifact) throw fieldRefusal('artifactDescriptor', 'reference', 'algorithms.artifactNotFound', { code: request.artifactDescriptor });
  if (!algorithm.body.artifactsRequired?.some((r) => r.artifactDescriptor === artifact.code)) {
    throw fieldRefusal('artifactDescriptor', 'reference', 'algorithms.artifactNotRequired', { artifact: artifact.code, algorithm: algorithm.code });
  }
  if (artifact.body.regressionFamily !== 'RANDOM_FOREST') throw new KeelError('BUSINESS_RULE', 'algorithms.familyNotTrainable', { family: artifact.body.regressionFamily });
  if (request.additionalKey && !artifact.body.additionalKeyAllowed) throw fieldRefusal('additionalKey', 'notAllowed', 'algorithms.noAdditionalKey', { artifact: artifact.code });
  const { from, to } = requirePeriod(request.trainingPeriodStart, request.trainingPeriodEnd, 'trainingPeriodEnd', maxTrainingDays);
  const target = artifact.body.targetTag;
  const features = request.referringTags ?? algorithm.body.tagsRequiredByScript.map((t) => t.tag).filter((tag) => tag !== target);
  if (features.includes(target)) throw fieldRefusal('referringTags', 'cycle', 'algorithms.targetIsFeature', { tag: target });
  const rules = new Map(algorithm.body.tagsRequiredByScript.map((t) => [t.tag, t]));
  const specs: InputSpec[] = [...features.map((tag) => rules.get(tag) ?? { tag, rule: 'MANDATORY' as const }), { tag: target, rule: 'MANDATORY' }];
  return { ship, algorithm, artifact, from, to, features, target, specs };
}

/** Trains (and with `save`, stores) a model; a training the data cannot give is a 422 saying why. */
export async function trainModel(db: Db, principal: Principal, request: TrainRequest, save: boolean): Promise<TrainAnswer> {
  const setup = await trainingSetup(db, principal, request);
  const inputs = await readInputs(db, {
    cluster: setup.algorithm.body.clusterId, shipCode: setup.ship.code, specs: setup.specs, from: setup.from, to: setup.to,
    intervalMinutes: setup.algorithm.body.intervalMinutes,
  });
  const skip = Math.min(request.lineToSkip ?? 0, inputs.times.length);
  const complete = inputs.times.map((_, i) => i).slice(skip).filter((i) => setup.specs.every((s) => inputs.columns[s.tag]![i] !== null));
  const rows = complete.map((i) => setup.features.map((tag) => inputs.columns[tag]![i]!));
  const targets = complete.map((i) => inputs.columns[setup.target]![i]!);
  let result;
  try {
    result = await trainInWorker({ features: setup.features, target: setup.target, rows, targets });
  } catch (error) {
    if (error instanceof TrainingRefused) throw new KeelError('BUSINESS_RULE', `algorithms.trainingRefused.${error.reason}`, { rows: rows.length, tags: setup.features.join(', ') });
    if (error instanceof TrainingTimedOut) throw new KeelError('BUSINESS_RULE', 'algorithms.trainingTimedOut', { seconds: error.seconds });
    throw error;
  }
  const answer: TrainAnswer = {
    referringTags: setup.features, targetArtifact: setup.target, scores: result.scores,
    rows: { available: inputs.times.length, skipped: skip, train: result.rowCounts.train, test: result.rowCounts.test },
  };
  if (!save) return answer;
  const row = await saveContainer(db, principal, {
    unitId: setup.ship.id, algorithm: setup.algorithm.code, artifactDescriptor: setup.artifact.code, description: request.description ?? null,
    referringTags: setup.features, lineToSkip: skip, additionalKey: request.additionalKey ?? null, currentModel: request.currentModel ?? false,
    trainedSetData: {
      trainingPeriodStart: new Date(setup.from).toISOString(), trainingPeriodEnd: new Date(setup.to).toISOString(), trainingSet: 'TRAINED_SET',
      scores: result.scores, targetArtifact: setup.target, rows: result.rowCounts,
    },
  }, { model: result.model });
  return { ...answer, container: await containerView(db, row) };
}
