/**
 * The calls of the trained-model screens (SPEC §7 Algorithms, server/modules/algorithms/container-routes.ts), through the
 * one API client; the shapes are the shared wire schemas of descriptors/lib/algorithms/algorithm-answers.ts.
 */
import type {
  AlgorithmAnswer, ArtifactContainerAnswer, ArtifactDescriptorAnswer, ContainerFileCheck, ContainerPage, TrainAnswer, TrainRequest,
} from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import type { ApiClient } from '../../api/api-client.js';

export type { AlgorithmAnswer, ArtifactContainerAnswer, ArtifactDescriptorAnswer, ContainerFileCheck, TrainAnswer, TrainRequest };

/** The search's filters and page (page from 0). */
export interface ContainerQuery {
  unitId?: string;
  artifactDescriptor?: string;
  currentOnly?: boolean;
  text?: string;
  page: number;
  size: number;
}

export interface Option {
  label: string;
  value: string;
}

const segment = (value: string) => encodeURIComponent(value);

export function artifactContainersApi(client: ApiClient) {
  return {
    search: (query: ContainerQuery) => client.post<ContainerPage>('/artifact-container/search', { requestValue: query }),
    ships: () => client.get<Option[]>('/common/list/units'),
    artifacts: () => client.get<ArtifactDescriptorAnswer[]>('/artifact-descriptor/retrieveAllFiltered'),
    /** The algorithms Keel can train models for. */
    trainableAlgorithms: () => client.get<AlgorithmAnswer[]>('/algorithm-descriptor/retrieveAllFiltered?algorithmFamily=RANDOM_FOREST'),
    setCurrent: (id: string) => client.put<ArtifactContainerAnswer>(`/artifact-container/set-current-model/${segment(id)}`),
    download: (id: string) => client.get<Blob>(`/artifact-container/download/${segment(id)}`, { asBlob: true }),
    clone: (id: string, unitId: string, currentModel: boolean) =>
      client.post<ArtifactContainerAnswer>(`/artifact-container/clone/${segment(id)}`, { requestValue: { unitId, currentModel } }),
    currentModel: (unitId: string, artifactDescriptor: string) => client.get<ArtifactContainerAnswer | null>(
      `/artifact-container/current-model?${new URLSearchParams({ unitId, artifactDescriptor }).toString()}`),
    train: (request: TrainRequest, signal?: AbortSignal) => client.post<TrainAnswer>('/algorithm/train', { requestValue: request }, { signal }),
    trainAndSave: (request: TrainRequest) => client.post<TrainAnswer>('/algorithm/train/save', { requestValue: request }),
    /** Uploads a model file's text as it is; answers what it holds. */
    upload: (fileName: string, json: string) => client.post<ContainerFileCheck>(
      `/artifact-container/import/upload?${new URLSearchParams({ fileName }).toString()}`, json, { contentType: 'application/json' }),
    importFile: (fileObjectId: string, unitId: string, description?: string) =>
      client.post<ArtifactContainerAnswer>('/artifact-container/import', { requestValue: { fileObjectId, unitId, description } }),
  };
}

export type ArtifactContainersApi = ReturnType<typeof artifactContainersApi>;
