/** Algorithm and artifact descriptors as SPEC §7 Algorithms answers them: the body flattened with the row's SPEC §3 fields. */
import type { AlgorithmAnswer, ArtifactDescriptorAnswer } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import type { KindRow } from '../descriptors/store.js';

function rowFields(row: KindRow<'algorithm'> | KindRow<'artifact-descriptor'>) {
  return {
    code: row.code, version: row.version, system: row.system, disabled: row.disabled,
    creationDateTime: row.createdAt.toISOString(), firstUsage: row.firstUsageTs?.toISOString() ?? null,
  };
}

export const algorithmAnswer = (row: KindRow<'algorithm'>): AlgorithmAnswer => ({ ...row.body, ...rowFields(row) });
export const artifactDescriptorAnswer = (row: KindRow<'artifact-descriptor'>): ArtifactDescriptorAnswer => ({ ...row.body, ...rowFields(row) });
