/**
 * One run of an algorithm for a ship over a period: its inputs read from the stored series under their rules, the
 * ship's current models of the artifacts it requires, the script run in the sandbox, and its output points kept when
 * they are finite numbers of a declared output tag inside the period. A language Keel cannot run is a 422 naming it.
 */
import type { AlgorithmBody } from '../../../descriptors/kinds/algorithm/algorithm.schema.js';
import { runnableLanguages } from '../../../descriptors/lib/algorithms/algorithm-vocabulary.js';
import { ForestModel } from '../../../descriptors/lib/algorithms/forest-model.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { currentModelsOf, readContent } from './containers.js';
import { readInputs } from './run-inputs.js';
import type { PythonSandbox, SandboxResult } from './sandbox/python-sandbox.js';

export interface RunTarget {
  algorithm: AlgorithmBody;
  code: string;
  ship: { id: string; code: string };
  from: number;
  to: number;
  /** Leave the script alone when its required tags have no value in the period (continuous runs). */
  skipWhenNoInputs?: boolean;
}

export interface RunOutcome {
  /** undefined when the run was skipped for want of inputs */
  result?: SandboxResult;
  groupingKey: string;
  inputs: Record<string, [number, number | null][]>;
  rows: number;
  outputs: Record<string, [number, number][]>;
  ignored: number;
}

/**
 * The models the script reads as `keel.artifacts`: by artifact code; for BY_ARTIFACT, one per additional key as
 * `<artifact>:<key>` (the one without a key under the plain code). A MANDATORY artifact the ship has no current model
 * of stops the run (422).
 */
async function artifactsFor(db: Db, target: RunTarget): Promise<Record<string, ForestModel>> {
  const artifacts: Record<string, ForestModel> = {};
  for (const required of target.algorithm.artifactsRequired ?? []) {
    const models = await currentModelsOf(db, target.ship.id, required.artifactDescriptor);
    const chosen = required.requirement === 'BY_ARTIFACT' ? models : models.filter((m) => m.additionalKey === '');
    if (!chosen.length && required.requirement === 'MANDATORY') {
      throw new KeelError('BUSINESS_RULE', 'algorithms.modelMissing', { artifact: required.artifactDescriptor, ship: target.ship.code });
    }
    for (const model of chosen) {
      const key = model.additionalKey ? `${required.artifactDescriptor}:${model.additionalKey}` : required.artifactDescriptor;
      artifacts[key] = ForestModel.parse(await readContent(db, model.contentId));
    }
  }
  return artifacts;
}

export async function runAlgorithm(db: Db, sandbox: PythonSandbox, target: RunTarget): Promise<RunOutcome> {
  const { language, sourceCode } = target.algorithm.script;
  if (!runnableLanguages.includes(language)) throw new KeelError('BUSINESS_RULE', 'algorithms.languageNotRunnable', { language });
  const aligned = await readInputs(db, {
    cluster: target.algorithm.clusterId, shipCode: target.ship.code, specs: target.algorithm.tagsRequiredByScript,
    from: target.from, to: target.to, intervalMinutes: target.algorithm.intervalMinutes,
  });
  const inputs: Record<string, [number, number | null][]> = Object.fromEntries(Object.entries(aligned.columns)
    .map(([tag, values]) => [tag, values.map((v, i): [number, number | null] => [aligned.times[i]!, v])]));
  const outputs: Record<string, [number, number][]> = {};
  const outcome = { groupingKey: aligned.groupingKey, inputs, rows: aligned.times.length, outputs };
  if (target.skipWhenNoInputs && !aligned.times.length && target.algorithm.tagsRequiredByScript.length) return { ...outcome, ignored: 0 };
  const result = await sandbox.run(sourceCode, inputs, await artifactsFor(db, target));
  let ignored = 0;
  if (result.ok) {
    const declared = new Set(target.algorithm.outputTags);
    for (const [tag, points] of Object.entries(result.outputs)) {
      for (const [t, v] of points) {
        if (!declared.has(tag) || typeof t !== 'number' || t < target.from || t >= target.to || typeof v !== 'number' || !Number.isFinite(v)) { ignored += 1; continue; }
        (outputs[tag] ??= []).push([t, v]);
      }
    }
    for (const points of Object.values(outputs)) points.sort((a, b) => a[0] - b[0]);
  }
  return { ...outcome, result, ignored };
}
