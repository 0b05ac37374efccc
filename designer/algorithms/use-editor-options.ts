/**
 * What the editor's pickers offer, loaded once per screen: artifact descriptors, data clusters, tags and the user's
 * ships. A list the user may not read (tags need MEASURES or MASTER_DATA) is empty and its field takes typed codes.
 */
import { useEffect, useState } from 'react';
import type { AlgorithmApi, ArtifactDescriptorAnswer, ListOption } from './algorithm-api.js';

export interface TagOption {
  tag: string;
  description: string;
  measureUnit: string | null;
}

export interface EditorOptions {
  artifacts: ArtifactDescriptorAnswer[];
  clusters: string[];
  tags: TagOption[];
  ships: ListOption[];
}

const fallbackClusters = ['SHIP'];
const noOptions: EditorOptions = { artifacts: [], clusters: fallbackClusters, tags: [], ships: [] };

export function useEditorOptions(api: AlgorithmApi): EditorOptions {
  const [options, setOptions] = useState(noOptions);
  useEffect(() => {
    let isCurrent = true;
    const orEmpty = <T,>(promise: Promise<T>, empty: T) => promise.catch(() => empty);
    void Promise.all([
      orEmpty(api.artifacts(), []),
      orEmpty(api.clusters().then((rows) => rows.filter((r) => !r.disabled).map((r) => r.code)), fallbackClusters),
      orEmpty(api.tags().then((page) => page.items.map(({ tag, description, measureUnit }) => ({ tag, description, measureUnit }))), []),
      orEmpty(api.ships(), []),
    ]).then(([artifacts, clusters, tags, ships]) => {
      if (isCurrent) setOptions({ artifacts, clusters: clusters.length ? clusters : fallbackClusters, tags, ships });
    });
    return () => { isCurrent = false; };
  }, [api]);
  return options;
}
