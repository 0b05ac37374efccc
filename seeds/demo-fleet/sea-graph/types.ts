/** The shapes of the hand-made sea graph: waypoints at straits, capes and fairways, edges between them, ports' links. */

/** A point ships pass: the middle of a strait, a point off a cape, a fairway buoy. */
export interface SeaWaypoint {
  id: string;
  lat: number;
  lon: number;
  /** typical charted water depth there, m (drives the DEPTH tag) */
  depthM: number;
}

/** A great-circle leg between two waypoints; `canal` legs run through a canal that Natural Earth draws as land. */
export interface SeaEdge {
  a: string;
  b: string;
  canal?: boolean;
  /** deepest draft the leg takes (the Sound's Drogden channel), m */
  maxDraftM?: number;
}

/** How a port joins the graph. */
export interface PortAccess {
  /** UN/LOCODE of a port in seeds/reference/ports.json */
  port: string;
  /** waypoints reached from the berth in a straight great-circle leg */
  links: string[];
  /** depth alongside, m */
  berthDepthM: number;
  /** distance from the berth sailed at manoeuvring speed under pilotage, nm */
  pilotageNm: number;
  /**
   * How far from the port coordinate Natural Earth 50 m land still covers the fairway (river or canal ports such as
   * Rotterdam's Nieuwe Waterweg), km; the land test spares this radius. Defaults to 8 km.
   */
  inlandKm?: number;
}

/** A region's part of the graph. */
export interface SeaRegion {
  waypoints: SeaWaypoint[];
  edges: SeaEdge[];
  ports: PortAccess[];
}

/** A waypoint row: id, lat, lon, depth. */
export type WaypointRow = [id: string, lat: number, lon: number, depthM: number];

/** Chains of legs with something in common: canals, or a draft limit. */
export interface SpecialChains {
  canals?: string[][];
  shallow?: { maxDraftM: number; chains: string[][] }[];
}

/** Builds a region from compact rows; a chain `['A', 'B', 'C']` joins A–B and B–C. */
export function region(rows: WaypointRow[], chains: string[][], ports: PortAccess[], special: SpecialChains = {}): SeaRegion {
  const toEdges = (chain: string[], extra: Partial<SeaEdge>): SeaEdge[] => chain.slice(1).map((b, i) => ({ a: chain[i], b, ...extra }));
  return {
    waypoints: rows.map(([id, lat, lon, depthM]) => ({ id, lat, lon, depthM })),
    edges: [
      ...chains.flatMap((c) => toEdges(c, {})),
      ...(special.canals ?? []).flatMap((c) => toEdges(c, { canal: true })),
      ...(special.shallow ?? []).flatMap(({ maxDraftM, chains: cs }) => cs.flatMap((c) => toEdges(c, { maxDraftM }))),
    ],
    ports,
  };
}

/** A port link row with the usual defaults. */
export function port(code: string, links: string[], options: Partial<Omit<PortAccess, 'port' | 'links'>> = {}): PortAccess {
  return { port: code, links, berthDepthM: options.berthDepthM ?? 16, pilotageNm: options.pilotageNm ?? 4, ...options };
}
