/**
 * Copies one model to several ships, one clone call per target in turn, keeping each target's outcome; afterwards reads
 * each target's current model of the artifact (it may be the copy, or an older one when the copy was not made current).
 */
import { useState } from 'react';
import type { ArtifactContainerAnswer, ArtifactContainersApi } from './artifact-containers-api.js';

export interface CopyOutcome {
  unitId: string;
  state: 'copying' | 'copied' | 'failed';
  error?: string;
  /** The target's current model of the artifact after the copies; null when it has none, undefined until read. */
  current?: ArtifactContainerAnswer | null;
}

export function useModelCopies(api: ArtifactContainersApi) {
  const [outcomes, setOutcomes] = useState<CopyOutcome[]>([]);
  const [isCopying, setCopying] = useState(false);
  const update = (unitId: string, patch: Partial<CopyOutcome>) =>
    setOutcomes((list) => list.map((o) => (o.unitId === unitId ? { ...o, ...patch } : o)));

  const copy = async (model: ArtifactContainerAnswer, targets: readonly string[], currentModel: boolean) => {
    setCopying(true);
    setOutcomes(targets.map((unitId) => ({ unitId, state: 'copying' })));
    for (const unitId of targets) {
      try {
        await api.clone(model.id, unitId, currentModel);
        update(unitId, { state: 'copied' });
      } catch (error) {
        update(unitId, { state: 'failed', error: (error as Error).message });
      }
    }
    await Promise.all(targets.map(async (unitId) => {
      try { update(unitId, { current: await api.currentModel(unitId, model.artifactDescriptor) }); } catch { update(unitId, { current: undefined }); }
    }));
    setCopying(false);
  };

  return { outcomes, isCopying, copy, reset: () => setOutcomes([]) };
}
