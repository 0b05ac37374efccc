/**
 * Shortest sea routes between ports over the hand-made sea graph: Dijkstra on great-circle leg lengths from the
 * departure port's links to the arrival port's, then the track densified every `trackStepNm` with depth and the
 * SOx emission control area each point lies in. Routes are cached; they depend on nothing but the two ports.
 */
import { geoAreas, isPointInGeoArea, ports, type Port } from '../reference/index.js';
import { bearingDeg, distanceNm, sampleGreatCircle, type LatLon } from './geo.js';
import { seaGraph, type PortAccess } from './sea-graph/index.js';

/** Spacing of the densified track, nm. */
export const trackStepNm = 1;

/** A densified track from berth to berth; arrays are indexed by track point. */
export interface SeaRoute {
  from: string;
  to: string;
  /** the waypoint ids between the two ports */
  waypoints: string[];
  lengthNm: number;
  lat: Float64Array;
  lon: Float64Array;
  /** distance from the departure berth, nm */
  distanceNm: Float64Array;
  /** true course of the segment starting at this point, degrees */
  course: Float64Array;
  /** charted depth, m */
  depthM: Float64Array;
  /** 1 where the segment starting at this point runs through a canal */
  canal: Uint8Array;
  /** epoch ms from which a SOx ECA applies at this point, Infinity outside ECAs */
  ecaFromMs: Float64Array;
  pilotageOutNm: number;
  pilotageInNm: number;
}

interface Node extends LatLon { id: string; depthM: number }
interface Link { to: string; nm: number; maxDraftM: number }

const nodes = new Map<string, Node>(seaGraph.waypoints.map((w) => [w.id, { id: w.id, lat: w.lat, lon: w.lon, depthM: w.depthM }]));
const adjacency = buildAdjacency();
const access = new Map<string, PortAccess>(seaGraph.ports.map((p) => [p.port, p]));
const portsByCode = new Map<string, Port>(ports.map((p) => [p.unlocode, p]));
const soxAreas = geoAreas.filter((a) => a.categories.includes('ECA_SOX')).map((area) => {
  const positions = (area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates).flat(2);
  const lons = positions.map(([lon]) => lon), lats = positions.map(([, lat]) => lat);
  return {
    area, fromMs: Date.parse(area.categoryEffectiveFrom.ECA_SOX ?? area.effectiveFrom),
    minLon: Math.min(...lons), maxLon: Math.max(...lons), minLat: Math.min(...lats), maxLat: Math.max(...lats),
  };
});
/** ECA membership is tested every few track points and carried forward in between (fuel change-over is not that precise). */
const ecaStride = 4;
const cache = new Map<string, SeaRoute>();

/** The ports the graph can route between. */
export function routablePorts(): string[] {
  return [...access.keys()];
}

/** A reference port by UN/LOCODE; throws for an unknown code. */
export function portByCode(code: string): Port {
  const port = portsByCode.get(code);
  if (!port) throw new Error(`unknown port ${code}`);
  return port;
}

/** How a port joins the sea graph; throws for a port without links. */
export function portAccess(code: string): PortAccess {
  const a = access.get(code);
  if (!a) throw new Error(`port ${code} is not linked to the sea graph (known: ${routablePorts().join(', ')})`);
  return a;
}

/** The shortest sea route between two linked ports for a ship of the given draft (cached). */
export function findSeaRoute(from: string, to: string, draftM = 0): SeaRoute {
  const path = shortestPath(from, to, draftM);
  const key = `${from}>${to}>${path.join(',')}`;
  let route = cache.get(key);
  if (!route) {
    route = densify(from, to, path);
    cache.set(key, route);
  }
  return route;
}

function buildAdjacency(): Map<string, Link[]> {
  const adj = new Map<string, Link[]>();
  for (const e of seaGraph.edges) {
    const a = nodes.get(e.a), b = nodes.get(e.b);
    if (!a || !b) throw new Error(`sea graph edge ${e.a}–${e.b} names an unknown waypoint`);
    const nm = distanceNm(a, b);
    for (const [x, y] of [[a, b], [b, a]]) {
      const list = adj.get(x.id) ?? [];
      list.push({ to: y.id, nm, maxDraftM: e.maxDraftM ?? Infinity });
      adj.set(x.id, list);
    }
  }
  return adj;
}

function shortestPath(from: string, to: string, draftM: number): string[] {
  const start = portByCode(from), end = portByCode(to);
  const startLinks = portAccess(from).links, endLinks = new Set(portAccess(to).links);
  const dist = new Map<string, number>(), previous = new Map<string, string>();
  const open = new Set<string>();
  for (const id of startLinks) {
    dist.set(id, distanceNm(portPoint(start), nodes.get(id)!));
    open.add(id);
  }
  let best = Infinity, bestEnd = '';
  while (open.size) {
    let current = '', currentDist = Infinity;
    for (const id of open) if (dist.get(id)! < currentDist) [current, currentDist] = [id, dist.get(id)!];
    open.delete(current);
    if (currentDist >= best) break;
    if (endLinks.has(current)) {
      const total = currentDist + distanceNm(nodes.get(current)!, portPoint(end));
      if (total < best) [best, bestEnd] = [total, current];
    }
    for (const link of adjacency.get(current) ?? []) {
      if (link.maxDraftM < draftM) continue;
      const d = currentDist + link.nm;
      if (d < (dist.get(link.to) ?? Infinity)) {
        dist.set(link.to, d);
        previous.set(link.to, current);
        open.add(link.to);
      }
    }
  }
  if (!bestEnd) throw new Error(`no sea route from ${from} to ${to}`);
  const path = [bestEnd];
  while (previous.has(path[0])) path.unshift(previous.get(path[0])!);
  return path;
}

function portPoint(port: Port): Node {
  return { id: port.unlocode, lat: port.latitude, lon: port.longitude, depthM: 0 };
}

function densify(from: string, to: string, path: string[]): SeaRoute {
  const a = portAccess(from), b = portAccess(to);
  const chain: Node[] = [
    { ...portPoint(portByCode(from)), depthM: a.berthDepthM },
    ...path.map((id) => nodes.get(id)!),
    { ...portPoint(portByCode(to)), depthM: b.berthDepthM },
  ];
  const points: { p: LatLon; depth: number; canal: boolean }[] = [];
  for (let i = 1; i < chain.length; i++) {
    const x = chain[i - 1], y = chain[i];
    const canal = isCanal(x.id, y.id);
    const samples = sampleGreatCircle(x, y, trackStepNm);
    samples.forEach((p, k) => {
      if (k === samples.length - 1 && i < chain.length - 1) return;
      const f = k / (samples.length - 1);
      points.push({ p, depth: x.depthM + (y.depthM - x.depthM) * f, canal });
    });
  }
  const n = points.length;
  const route: SeaRoute = {
    from, to, waypoints: path, lengthNm: 0,
    lat: new Float64Array(n), lon: new Float64Array(n), distanceNm: new Float64Array(n), course: new Float64Array(n),
    depthM: new Float64Array(n), canal: new Uint8Array(n), ecaFromMs: new Float64Array(n),
    pilotageOutNm: a.pilotageNm, pilotageInNm: b.pilotageNm,
  };
  let total = 0;
  points.forEach(({ p, depth, canal }, i) => {
    if (i > 0) total += distanceNm(points[i - 1].p, p);
    route.lat[i] = p.lat;
    route.lon[i] = p.lon;
    route.distanceNm[i] = total;
    route.course[i] = i < n - 1 ? bearingDeg(p, points[i + 1].p) : route.course[i - 1];
    // seabed relief: ±15 % around the interpolated charted depth, never above the berth depth near the ends
    route.depthM[i] = depth * (1 + 0.15 * Math.sin(total / 7.3) * Math.sin(total / 2.9 + 1));
    route.canal[i] = canal ? 1 : 0;
    route.ecaFromMs[i] = i % ecaStride === 0 || i === n - 1 ? ecaFrom(p) : route.ecaFromMs[i - 1];
  });
  route.lengthNm = total;
  return route;
}

function isCanal(a: string, b: string): boolean {
  return seaGraph.edges.some((e) => e.canal && ((e.a === a && e.b === b) || (e.a === b && e.b === a)));
}

/** Epoch ms from which a SOx emission control area applies at a position; Infinity outside all of them. */
export function ecaFromAt(lat: number, lon: number): number {
  return ecaFrom({ lat, lon });
}

function ecaFrom(p: LatLon): number {
  let from = Infinity;
  for (const a of soxAreas) {
    const inBox = p.lon >= a.minLon && p.lon <= a.maxLon && p.lat >= a.minLat && p.lat <= a.maxLat;
    if (inBox && isPointInGeoArea(p.lon, p.lat, a.area)) from = Math.min(from, a.fromMs);
  }
  return from;
}
