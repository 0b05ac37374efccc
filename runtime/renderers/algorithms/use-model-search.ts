/** The trained-model list's filters and page, searched on the server whenever one changes (the text after a pause). */
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { ArtifactContainersApi } from './artifact-containers-api.js';

export const modelPageSize = 20;

export interface ModelFilters {
  unitId: string | null;
  artifactDescriptor: string | null;
  currentOnly: boolean;
  text: string;
}

export function useModelSearch(api: ArtifactContainersApi) {
  const [filters, setFilters] = useState<ModelFilters>({ unitId: null, artifactDescriptor: null, currentOnly: false, text: '' });
  const [page, setPage] = useState(1);
  const [text] = useDebouncedValue(filters.text.trim(), 300);
  const result = useLoadingStatus(() => api.search({
    unitId: filters.unitId ?? undefined, artifactDescriptor: filters.artifactDescriptor ?? undefined,
    currentOnly: filters.currentOnly || undefined, text: text || undefined, page: page - 1, size: modelPageSize,
  }), { immediate: false });
  const key = JSON.stringify([filters.unitId, filters.artifactDescriptor, filters.currentOnly, text, page]);
  useEffect(() => { void result.load(); }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  /** Changes filters and goes back to the first page. */
  const change = (next: Partial<ModelFilters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };
  return { filters, change, page, setPage, result };
}
