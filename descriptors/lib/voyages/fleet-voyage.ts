/**
 * The wire shape of GET /api/fleet/voyages (server/modules/voyages/fleet-voyages.ts), shared by the server and the
 * fleet screens: each visible ship's type and where it is bound, as its master last reported it.
 */
import { z } from 'zod';

/** Where a destination comes from: the master's latest departure or noon report, or the voyage record's open leg. */
export const destinationSources = ['REPORT', 'VOYAGE'] as const;

export const FleetVoyage = z.object({
  unitId: z.string(),
  /** IMO CII ship type code of the ship's particulars (resources.ship.enums.shipType) */
  shipType: z.string().nullable(),
  /** UN/LOCODE and name of the port the ship is bound for; null in port or when nothing says */
  destination: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** estimated time of arrival the master reported (ISO); null when no report gives one */
  eta: z.string().nullable(),
  source: z.enum(destinationSources).nullable(),
});
export type FleetVoyage = z.infer<typeof FleetVoyage>;

export const FleetVoyages = z.object({ ships: z.array(FleetVoyage) });
export type FleetVoyages = z.infer<typeof FleetVoyages>;
