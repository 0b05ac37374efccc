import { describe, expect, it } from 'vitest';
import { ports } from '../../../../seeds/reference/index.js';
import { distanceNm, sampleGreatCircle } from '../../../../seeds/demo-fleet/geo.js';
import { seaGraph } from '../../../../seeds/demo-fleet/sea-graph/index.js';
import { findSeaRoute, portAccess } from '../../../../seeds/demo-fleet/sea-routes.js';
import { tradePatterns } from '../../../../seeds/demo-fleet/trade-patterns.js';
import { loadLandMask } from '../../../support/land-mask.js';

const isOnLand = loadLandMask();
const waypoints = new Map(seaGraph.waypoints.map((w) => [w.id, w]));
const portIndex = new Map(ports.map((p) => [p.unlocode, p]));
const kmPerNm = 1.852;

/** Points of a great-circle leg, about every half nautical mile (under a kilometre), that lie on land. */
function landPoints(a: { lat: number; lon: number }, b: { lat: number; lon: number }, spare?: { lat: number; lon: number; km: number }) {
  return sampleGreatCircle(a, b, 0.5).filter((p) => isOnLand(p.lon, p.lat) && !(spare && distanceNm(p, spare) * kmPerNm <= spare.km));
}

describe('sea graph', () => {
  it('has unique waypoints at sea, except inside canals', () => {
    const canalWaypoints = new Set(seaGraph.edges.filter((e) => e.canal).flatMap((e) => [e.a, e.b]));
    expect(new Set(seaGraph.waypoints.map((w) => w.id)).size).toBe(seaGraph.waypoints.length);
    const onLand = seaGraph.waypoints.filter((w) => isOnLand(w.lon, w.lat) && !canalWaypoints.has(w.id)).map((w) => w.id);
    expect(onLand).toEqual([]);
  });

  it('keeps every leg off Natural Earth land, except canal legs', () => {
    const crossing = seaGraph.edges.filter((e) => !e.canal).flatMap((e) => {
      const hits = landPoints(waypoints.get(e.a)!, waypoints.get(e.b)!);
      return hits.length ? [`${e.a}–${e.b} at ${hits[0].lat.toFixed(3)},${hits[0].lon.toFixed(3)}`] : [];
    });
    expect(crossing).toEqual([]);
  });

  it('links only real ports, each to its waypoints over water beyond the coast', () => {
    const problems = seaGraph.ports.flatMap((access) => {
      const port = portIndex.get(access.port);
      if (!port) return [`${access.port} is not in ports.json`];
      const at = { lat: port.latitude, lon: port.longitude, km: access.inlandKm ?? 8 };
      return access.links.flatMap((id) => (landPoints(at, waypoints.get(id)!, at).length ? [`${access.port}–${id}`] : []));
    });
    expect(problems).toEqual([]);
  });
});

describe('sea routes', () => {
  const legs = Object.entries(tradePatterns).flatMap(([ship, pattern]) => pattern.type === 'timetable'
    ? pattern.legs.map((l) => [ship, l.from, l.to] as const)
    : pattern.stops.flatMap((stop, i) => {
      const next = pattern.stops[(i + 1) % pattern.stops.length];
      return stop.ports.flatMap(([from]) => next.ports.map(([to]) => [ship, from, to] as const));
    }));

  it('joins every pair of consecutive ports of every trade, berth to berth', () => {
    for (const [, from, to] of legs) {
      const route = findSeaRoute(from, to);
      expect(route.lengthNm).toBeGreaterThan(10);
      expect([route.lat[0], route.lon[0]]).toEqual([portIndex.get(from)!.latitude, portIndex.get(from)!.longitude]);
      const last = route.lat.length - 1;
      expect(distanceNm({ lat: route.lat[last], lon: route.lon[last] }, { lat: portIndex.get(to)!.latitude, lon: portIndex.get(to)!.longitude })).toBeLessThan(0.01);
      expect(portAccess(to).pilotageNm).toBeGreaterThan(0);
    }
  });

  it('sends deep-draught ships through the Great Belt and shallow ones through the Sound', () => {
    expect(findSeaRoute('RUPRI', 'NLRTM', 14).waypoints).toContain('GREAT_BELT_BRIDGE');
    expect(findSeaRoute('RUPRI', 'NLRTM', 6).waypoints).toContain('DROGDEN_E');
  });

  it('takes the container ship from Tanger Med to Singapore through Suez and Malacca', () => {
    const route = findSeaRoute('MAPTM', 'SGSIN', 13);
    expect(route.waypoints).toEqual(expect.arrayContaining(['SUEZ_CANAL_TIMSAH', 'BAB_EL_MANDEB', 'MALACCA_2']));
    expect(route.lengthNm).toBeGreaterThan(6500);
    expect(route.lengthNm).toBeLessThan(7500);
  });

  it('marks the Mediterranean as a SOx emission control area only from May 2025', () => {
    const route = findSeaRoute('ESBCN', 'FRMRS');
    const mid = Math.floor(route.lat.length / 2);
    expect(route.ecaFromMs[mid]).toBe(Date.UTC(2025, 4, 1));
    expect(findSeaRoute('SGSIN', 'CNNGB').ecaFromMs.every((t) => t === Infinity)).toBe(true);
  });
});
