/** The calls of vessel reports (server/modules/vessel-reports/routes.ts), over the one API client. */
import type { VesselReportKind, VesselReportStatus } from '../../../descriptors/lib/vessel-reports/report-kinds.js';
import type { VesselReport, VesselReportForms, VesselReportList } from '../../../descriptors/lib/vessel-reports/vessel-report-answers.js';
import type { ApiClient } from '../../api/api-client.js';

export type { VesselReport, VesselReportForm, VesselReportSummary } from '../../../descriptors/lib/vessel-reports/vessel-report-answers.js';

const at = (id?: string, action?: string) => `/voyage-report${id ? `/${encodeURIComponent(id)}` : ''}${action ? `/${action}` : ''}`;

export function voyageReportApi(client: ApiClient) {
  const transition = (action: 'submit' | 'approve' | 'reject') => (report: { id: string; version: number }, note?: string) =>
    client.post<VesselReport>(at(report.id, action), { requestValue: { version: report.version, ...(note === undefined ? {} : { note }) } });
  return {
    ships: () => client.get<{ label: string; value: string }[]>('/common/list/units'),
    forms: () => client.get<VesselReportForms>(at('forms')),
    list: (unitId: string, filter: { status?: VesselReportStatus; limit: number; offset: number }) =>
      client.get<VesselReportList>(`${at()}?${new URLSearchParams({
        unitId, limit: String(filter.limit), offset: String(filter.offset), ...(filter.status ? { status: filter.status } : {}),
      }).toString()}`),
    get: (id: string) => client.get<VesselReport>(at(id)),
    create: (unitId: string, kind: VesselReportKind, content: Record<string, unknown>) => client.post<VesselReport>(at(), { requestValue: { unitId, kind, content } }),
    update: (report: { id: string; version: number }, content: Record<string, unknown>) =>
      client.put<VesselReport>(at(report.id), { requestValue: { version: report.version, content } }),
    submit: transition('submit'),
    approve: transition('approve'),
    reject: transition('reject'),
  };
}

export type VoyageReportApi = ReturnType<typeof voyageReportApi>;
