/**
 * The printout calls of a logbook day through the one API client: the day to lay out (GET /elog-aggregation/{elog}/print,
 * its answer is descriptors/lib/elog's) and the server's PDF of it, which the server keeps and writes to the audit trail.
 */
import type { ApiClient } from '../../../api/api-client.js';
import type { ElogPrintout } from '../../../../descriptors/lib/elog/print-answer.js';

export type { ElogPrintout, PrintShip } from '../../../../descriptors/lib/elog/print-answer.js';

export function printApi(client: ApiClient, elog: string) {
  const query = (unitId: string, day: string) => new URLSearchParams({ unitId, day }).toString();
  return {
    day: (unitId: string, day: string) => client.get<ElogPrintout>(`/elog-aggregation/${encodeURIComponent(elog)}/print?${query(unitId, day)}`),
    /** The official printout of the day, or of the days to `to`. */
    pdf: (unitId: string, day: string, to?: string) =>
      client.get<Blob>(`/elog-aggregation/${encodeURIComponent(elog)}/print.pdf?${query(unitId, day)}${to ? `&to=${to}` : ''}`, { asBlob: true }),
  };
}
