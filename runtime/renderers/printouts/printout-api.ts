/** The calls of printout reporting (server/modules/printouts, `/api/printout-reporting/…`) over the one API client; the shapes are descriptors/lib/printouts'. */
import type { PrintoutDetail, PrintoutRunAnswer, PrintoutScheduleAnswer, PrintoutSummary } from '../../../descriptors/lib/printouts/printout-answers.js';
import type { ApiClient, DownloadedFile } from '../../api/api-client.js';

export type { PrintoutDetail, PrintoutRunAnswer, PrintoutScheduleAnswer, PrintoutSummary } from '../../../descriptors/lib/printouts/printout-answers.js';

/** Where the server reports a parameter's problem: `/requestValue/parameters/<name>`. */
export const parametersPointer = '/requestValue/parameters';

/** A generated printout: the PDF, its file name and the id of the run the server kept. */
export interface GeneratedPrintout {
  blob: Blob;
  fileName: string;
  runId?: string;
}

const base = '/printout-reporting';
const segment = encodeURIComponent;

export function printoutApi(client: ApiClient) {
  return {
    /** The printouts the user may run; with a screen (its menu item id), those its report contexts offer there. */
    list: (screen?: string) => client.get<PrintoutSummary[]>(`${base}/printouts${screen ? `?${new URLSearchParams({ screen }).toString()}` : ''}`),
    /** A printout with its parameter schema and uiSchema. */
    detail: (code: string) => client.get<PrintoutDetail>(`${base}/printouts/${segment(code)}`),
    /** Has the server make the PDF (and keep it as a run). */
    generate: async (code: string, parameters: Record<string, unknown>): Promise<GeneratedPrintout> => {
      const file = await client.post<DownloadedFile>(`${base}/printouts/${segment(code)}/generate`, { requestValue: { parameters } }, { asFile: true });
      return { blob: file.blob, fileName: file.fileName ?? `${code}.pdf`, runId: file.headers.get('x-keel-printout-run') ?? undefined };
    },
    /** The designer's preview: a report descriptor as edited made into a PDF for the parameters; nothing is kept. */
    preview: async (descriptor: Record<string, unknown>, parameters: Record<string, unknown>, code?: string): Promise<GeneratedPrintout> => {
      const file = await client.post<DownloadedFile>(`${base}/preview`, { requestValue: { descriptor, parameters, ...(code ? { code } : {}) } }, { asFile: true });
      return { blob: file.blob, fileName: file.fileName ?? `${code ?? 'preview'}.pdf` };
    },
    /** The kept runs of a printout, newest first. */
    runs: (code: string) => client.get<PrintoutRunAnswer[]>(`${base}/runs?${new URLSearchParams({ printout: code }).toString()}`),
    /** The schedules of the report contexts offering the printout: next times, last run. */
    schedules: (code: string) => client.get<PrintoutScheduleAnswer[]>(`${base}/schedules?${new URLSearchParams({ printout: code }).toString()}`),
    /** A kept run's PDF, the same bytes as when it was made. */
    runFile: (id: string) => client.get<Blob>(`${base}/runs/${segment(id)}`, { asBlob: true }),
  };
}

export type PrintoutApi = ReturnType<typeof printoutApi>;
