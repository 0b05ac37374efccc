/** The calls of a vessel report (server/modules/printouts/report-screen-routes.ts, `/api/vrt-report`, `/api/cruise-report`) over the one API client. */
import type { PrintoutDetail, ReportViewAnswer } from '../../../descriptors/lib/printouts/printout-answers.js';
import type { ApiClient, DownloadedFile } from '../../api/api-client.js';

export type { PrintoutDetail, ReportViewAnswer, ViewBlock } from '../../../descriptors/lib/printouts/printout-answers.js';

/** Which vessel report a screen shows (its config's `report`). */
export type ReportScreenPath = 'vrt-report' | 'cruise-report';

export interface ReportFile {
  blob: Blob;
  fileName: string;
}

export function reportScreenApi(client: ApiClient, report: ReportScreenPath) {
  const base = `/${report}`;
  const file = async (path: string, body: unknown, fallback: string): Promise<ReportFile> => {
    const answer = await client.post<DownloadedFile>(path, body, { asFile: true });
    return { blob: answer.blob, fileName: answer.fileName ?? fallback };
  };
  return {
    /** The report's title and its parameter form. */
    detail: () => client.get<PrintoutDetail>(base),
    /** The report's blocks for the parameters. */
    view: (parameters: Record<string, unknown>) => client.post<ReportViewAnswer>(`${base}/view`, { requestValue: { parameters } }),
    /** One table (by its index among the tables) as CSV. */
    csv: (parameters: Record<string, unknown>, table: number) => file(`${base}/csv`, { requestValue: { parameters, table } }, `${report}.csv`),
    /** The PDF, kept by the server as a printout run. */
    pdf: (parameters: Record<string, unknown>) => file(`${base}/pdf`, { requestValue: { parameters } }, `${report}.pdf`),
  };
}

export type VesselReportApi = ReturnType<typeof reportScreenApi>;
