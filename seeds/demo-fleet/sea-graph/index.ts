/** The whole sea graph: every region's waypoints, edges and port links in one place. */
import { atlantic } from './atlantic.js';
import { indianOcean } from './indian-ocean.js';
import { mediterranean } from './mediterranean.js';
import { northEurope } from './north-europe.js';
import type { SeaRegion } from './types.js';

export type { PortAccess, SeaEdge, SeaRegion, SeaWaypoint } from './types.js';

/** All regions merged; ids are unique across regions and edges may join waypoints of different regions. */
export const seaGraph: SeaRegion = [northEurope, mediterranean, indianOcean, atlantic].reduce(
  (all, r) => ({ waypoints: [...all.waypoints, ...r.waypoints], edges: [...all.edges, ...r.edges], ports: [...all.ports, ...r.ports] }),
  { waypoints: [], edges: [], ports: [] },
);
