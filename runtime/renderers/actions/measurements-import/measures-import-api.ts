/** The calls of the measurements import (server/modules/measures/import-routes.ts) over the runtime's one HTTP client. */
import { measureImportLimits, type ImportReason, type MeasureCsvFormat } from '../../../../descriptors/lib/measure-import.js';
import type { ApiClient } from '../../../api/api-client.js';

export interface ImportProblem {
  line: number | null;
  column: string | null;
  message: string;
}

export interface ImportPreview {
  format: MeasureCsvFormat;
  header: string[];
  rows: number;
  sample: { line: number; cells: string[] }[];
  series: { groupingKey: string; tag: string; column: string; ship: string | null; points: number; from: string | null; to: string | null; problem: string | null }[];
  /** values that would be stored */
  points: number;
  /** values refused already */
  refused: number;
  problems: ImportProblem[];
  problemCount: number;
}

export type { ImportReason };

export interface ImportCounts {
  total: number;
  accepted: number;
  duplicate: number;
  rejected: number;
}

export interface ImportResult extends ImportCounts {
  id: string;
  status: string;
  fileName: string;
  reasons: ImportReason[];
}

export interface LatestImport extends ImportCounts {
  id: string;
  fileName: string;
  status: 'RUNNING' | 'DONE' | 'FAILED';
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  ships: string[];
  rejections: ImportReason[];
}

const importPath = (mode: 'preview' | 'apply', fileName: string) =>
  `/measures/import?mode=${mode}&fileName=${encodeURIComponent(fileName)}&rows=${measureImportLimits.previewRows}`;

export function measuresImportApi(client: ApiClient) {
  const send = <T>(mode: 'preview' | 'apply', text: string, fileName: string) => client.post<T>(importPath(mode, fileName), text, { contentType: 'text/csv' });
  return {
    /** Reads the file on the server; nothing is stored. */
    preview: (text: string, fileName: string) => send<ImportPreview>('preview', text, fileName),
    apply: (text: string, fileName: string) => send<ImportResult>('apply', text, fileName),
    latest: () => client.get<{ latest: LatestImport | null }>('/measures/stats/latest-import').then((answer) => answer.latest),
  };
}

export type MeasuresImportApi = ReturnType<typeof measuresImportApi>;
