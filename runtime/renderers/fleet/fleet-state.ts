/**
 * What the fleet screens show of each ship, derived from the latest values of its own tags: position, speed,
 * heading, status and when data last arrived; and the port calls hidden in a PORT track.
 */

/** A latest value as /api/measures/latest answers it. */
export interface LatestValue {
  groupingKey: string;
  unit: string | null;
  tag: string;
  ts: string;
  value: number | string | null;
}

export type ShipStatus = 'AT_SEA' | 'IN_PORT' | 'AT_ANCHOR' | 'MANOEUVRING' | 'UNKNOWN';

export interface ShipState {
  code: string;
  name: string;
  lat: number | null;
  lon: number | null;
  sog: number | null;
  heading: number | null;
  status: ShipStatus;
  /** UN/LOCODE while in port */
  port: string | null;
  /** the port's name in the user's language, where the list of ports names it */
  portName?: string;
  /** ISO time of the newest value of any tag */
  lastDataAt: string | null;
  /** IMO ship type code (resources.ship.enums.shipType), where the bound port and ETA come from: GET /fleet/voyages */
  shipType: string | null;
  destination: { code: string; name: string } | null;
  eta: string | null;
}

/** The tags the fleet screens show (COG stands in for a missing heading). */
export const fleetTags = ['LAT', 'LON', 'SOG', 'HEADING', 'COG', 'NAV_STATUS', 'PORT'] as const;

const statuses: readonly ShipStatus[] = ['AT_SEA', 'IN_PORT', 'AT_ANCHOR', 'MANOEUVRING'];
/** Below this speed a ship without a status tag counts as stopped (in port). */
const stoppedKnots = 0.5;

const latestNumberOf = (v: LatestValue | undefined) => (typeof v?.value === 'number' ? v.value : null);

/** Latest values of one ship's own series (`SHIP-UNIT-<code>`) by tag. */
export function shipValues(values: readonly LatestValue[], code: string): Map<string, LatestValue> {
  const own = `SHIP-UNIT-${code}`;
  return new Map(values.filter((v) => v.groupingKey === own).map((v) => [v.tag, v]));
}

export function shipState(ship: { code: string; name: string }, values: readonly LatestValue[]): ShipState {
  const byTag = shipValues(values, ship.code);
  const sog = latestNumberOf(byTag.get('SOG'));
  const declared = byTag.get('NAV_STATUS')?.value;
  const status: ShipStatus = typeof declared === 'string' && (statuses as string[]).includes(declared)
    ? (declared as ShipStatus)
    : sog === null ? 'UNKNOWN' : sog < stoppedKnots ? 'IN_PORT' : 'AT_SEA';
  const port = byTag.get('PORT')?.value;
  const times = [...byTag.values()].map((v) => v.ts).sort();
  return {
    code: ship.code, name: ship.name,
    lat: latestNumberOf(byTag.get('LAT')), lon: latestNumberOf(byTag.get('LON')), sog,
    heading: latestNumberOf(byTag.get('HEADING')) ?? latestNumberOf(byTag.get('COG')),
    status, port: typeof port === 'string' && port ? port : null,
    lastDataAt: times.length ? times[times.length - 1] : null,
    shipType: null, destination: null, eta: null,
  };
}

/** A stay in one port: consecutive buckets whose PORT value is that port. */
export interface PortCall {
  port: string;
  arrival: number;
  departure: number;
}

/** Port calls from a PORT track ([time, UN/LOCODE or empty] per bucket); a gap in the data does not end a call. */
export function portCallsOf(track: readonly [number, number | string | null][], bucketMs: number): PortCall[] {
  const calls: PortCall[] = [];
  let open: PortCall | null = null;
  for (const [t, value] of track) {
    if (value === null) continue;
    const port = typeof value === 'string' ? value : '';
    if (open && open.port === port) open.departure = t + bucketMs;
    else {
      open = port ? { port, arrival: t, departure: t + bucketMs } : null;
      if (open) calls.push(open);
    }
  }
  return calls;
}
