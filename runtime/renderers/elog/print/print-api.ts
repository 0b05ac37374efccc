/** The printout call of a logbook day (GET /elog-aggregation/{elog}/print), through the one API client; its answer is descriptors/lib/elog's. */
import type { ApiClient } from '../../../api/api-client.js';
import type { ElogPrintout } from '../../../../descriptors/lib/elog/print-answer.js';

export type { ElogPrintout, PrintShip } from '../../../../descriptors/lib/elog/print-answer.js';

export function printApi(client: ApiClient, elog: string) {
  return {
    day: (unitId: string, day: string) =>
      client.get<ElogPrintout>(`/elog-aggregation/${encodeURIComponent(elog)}/print?${new URLSearchParams({ unitId, day }).toString()}`),
  };
}
