/** The printout call of a logbook day (GET /elog-aggregation/{elog}/print), through the one API client. */
import type { ApiClient } from '../../../api/api-client.js';
import type { ElogPrintConfig, PrintEntry, PrintEntryDescriptor, PrintForm } from '../../../../descriptors/lib/elog/print-layout.js';
import type { PrintPerson, PrintSignature } from '../../../../descriptors/lib/elog/print-signatures.js';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ElogAggregation } from '../elog-api.js';

export interface PrintShip {
  id: string;
  code: string | null;
  name: string | null;
  imoNumber: string | null;
  callSign: string | null;
  flag: { code: string; name: LocalText | null } | null;
}

/** What the print call answers: the day with every entry (deleted ones too), the ship, the layout and the forms. */
export interface ElogPrintout {
  aggregation: ElogAggregation;
  eLogEntries: PrintEntry[];
  signatures: PrintSignature[];
  ship: PrintShip;
  config: { eLogCode: string; config: { code: string; name: LocalText }; print?: ElogPrintConfig | null };
  entryDescriptors: PrintEntryDescriptor[];
  forms: Record<string, PrintForm>;
  references: Record<string, Record<string, LocalText>>;
  printedAt: string;
  printedBy: PrintPerson;
}

export function printApi(client: ApiClient, elog: string) {
  return {
    day: (unitId: string, day: string) =>
      client.get<ElogPrintout>(`/elog-aggregation/${encodeURIComponent(elog)}/print?${new URLSearchParams({ unitId, day }).toString()}`),
  };
}
