/**
 * Typed calls of the algorithm editor (SPEC §7 Algorithms) over the runtime's one HTTP client: the algorithms, their
 * code check and writes, the artifact descriptors, the pickers' lists (clusters, tags, ships), the test run and the run log.
 */
import type {
  AlgorithmAnswer, ArtifactDescriptorAnswer, TestRunAnswer,
} from '../../descriptors/lib/algorithms/algorithm-answers.js';
import type { TagAnswer } from '../../descriptors/lib/tags/tag-answers.js';
import type { ApiClient } from '../../runtime/api/api-client.js';
import type { DescriptorSummary } from '../../runtime/api/descriptor-api.js';
import type { AlgorithmRequest } from './algorithm-draft.js';

export type { AlgorithmAnswer, ArtifactDescriptorAnswer, TestRunAnswer };

/** What a test run sends: the algorithm as edited, a ship and a period (ISO instants). */
export interface TestRunInput {
  code?: string;
  algorithm: Record<string, unknown>;
  unitId: string;
  from: string;
  to: string;
}

/** One run of an algorithm for a ship, as the run log lists it (newest first). */
export interface AlgorithmRun {
  id: string;
  unit: { code: string; name: string };
  trigger: 'CONTINUOUS' | 'CATCH_UP';
  periodStart: string;
  periodEnd: string;
  startedAt: string;
  ms: number;
  points: number;
  error: string | null;
}

export interface ListOption {
  label: string;
  value: string;
}

export function algorithmApi(client: ApiClient) {
  const one = (code: string) => `/algorithm-descriptor/${encodeURIComponent(code)}`;
  return {
    list: () => client.get<AlgorithmAnswer[]>('/algorithm-descriptor'),
    get: (code: string) => client.get<AlgorithmAnswer>(one(code)),
    checkCode: (code: string, signal?: AbortSignal) =>
      client.get<{ valid: boolean; available: boolean }>(`/algorithm-descriptor/checkCode/${encodeURIComponent(code)}`, { signal }),
    create: (request: AlgorithmRequest) => client.post<AlgorithmAnswer>('/algorithm-descriptor', { requestValue: request }),
    update: (request: AlgorithmRequest & { version: number }) => client.put<AlgorithmAnswer>('/algorithm-descriptor', { requestValue: request }),
    remove: (code: string) => client.delete<{ deleted: boolean }>(one(code)),
    runs: (code: string) => client.get<AlgorithmRun[]>(`${one(code)}/runs`),
    artifacts: () => client.get<ArtifactDescriptorAnswer[]>('/artifact-descriptor/retrieveAllFiltered'),
    clusters: () => client.get<DescriptorSummary[]>('/descriptors/cluster'),
    tags: () => client.post<{ items: TagAnswer[] }>('/measures/search', { size: 500 }),
    ships: () => client.get<ListOption[]>('/common/list/units'),
    testRun: (input: TestRunInput) => client.post<TestRunAnswer>('/algorithm/test-run', { requestValue: input }),
  };
}

export type AlgorithmApi = ReturnType<typeof algorithmApi>;
