/** The calls the fleet screens make, through the one API client. */
import type { ApiClient } from '../../api/api-client.js';
import type { FleetVoyages } from '../../../descriptors/lib/voyages/fleet-voyage.js';

export interface FleetUnit { id: string; code: string; name: string }
export interface FleetGroup { id: string; code: string; description: string; unitIds: string[] }
export interface FleetScope { units: FleetUnit[]; unitGroups: FleetGroup[] }

export interface Extraction {
  resolution: number;
  series: { groupingKey: string; unit: string | null; tag: string; points: [number, number | string | null][] }[];
}

export function fleetApi(client: ApiClient) {
  return {
    /** The ships (and fleets) the user may see. */
    scope: () => client.get<FleetScope>('/user/me'),
    portNames: () => client.get<{ label: string; value: string }[]>('/common/list/ports'),
    /** Each ship's type and where it is bound, with the ETA its master reported. */
    voyages: () => client.get<FleetVoyages>('/fleet/voyages'),
    /** The ships' own series (SHIP-UNIT-<code>) of some tags over a period, in one extraction. */
    tracks: (units: string[], from: Date, to: Date, maxPoints: number, tags: string[] = ['LAT', 'LON', 'SOG', 'PORT']) =>
      client.post<Extraction>('/measures/extract', { units, groupingKeys: ['SHIP-UNIT-*'], tags, from: from.toISOString(), to: to.toISOString(), maxPoints }),
  };
}

export type FleetApi = ReturnType<typeof fleetApi>;

/** A pause in the data longer than this breaks the drawn track (a ship does not jump; a data gap shows as one). */
const trackGapMs = 3 * 3_600_000;

/** One ship's part of an extraction of several. */
export function ofUnit(extraction: Extraction, unit: string): Extraction {
  return { ...extraction, series: extraction.series.filter((s) => s.unit === unit) };
}

/** The [lat, lon] pairs of the LAT and LON series by bucket, split into segments where the data pauses for hours. */
export function trackSegments(extraction: Extraction): [number, number][][] {
  const series = (tag: string) => extraction.series.find((s) => s.tag === tag)?.points ?? [];
  const lons = new Map(series('LON').map(([t, v]) => [t, v]));
  const segments: [number, number][][] = [];
  let current: [number, number][] = [];
  let previous = -Infinity;
  for (const [t, lat] of series('LAT')) {
    const lon = lons.get(t);
    if (typeof lat !== 'number' || typeof lon !== 'number') continue;
    if (t - previous > Math.max(trackGapMs, 2 * extraction.resolution * 1000) && current.length) {
      segments.push(current);
      current = [];
    }
    current.push([lat, lon]);
    previous = t;
  }
  if (current.length) segments.push(current);
  return segments;
}
