import { describe, expect, it } from 'vitest';
import { ports } from '../../../../seeds/reference/index.js';
import { distanceNm, sampleGreatCircle } from '../../../../seeds/demo-fleet/geo.js';
import { seaGraph } from '../../../../seeds/demo-fleet/sea-graph/index.js';
import { collectDemoFleet, num } from '../../../support/demo-fleet-columns.js';
import { loadLandMask } from '../../../support/land-mask.js';

const kmPerNm = 1.852;

/** Places where a position on Natural Earth land is expected: the coast at each linked port, and canal legs. */
function spared(): (lat: number, lon: number) => boolean {
  const byCode = new Map(ports.map((p) => [p.unlocode, p]));
  const harbours = seaGraph.ports.map((a) => ({ lat: byCode.get(a.port)!.latitude, lon: byCode.get(a.port)!.longitude, km: a.inlandKm ?? 8 }));
  const waypoints = new Map(seaGraph.waypoints.map((w) => [w.id, w]));
  const canal = seaGraph.edges.filter((e) => e.canal).flatMap((e) => sampleGreatCircle(waypoints.get(e.a)!, waypoints.get(e.b)!, 0.5));
  return (lat, lon) => harbours.some((h) => distanceNm(h, { lat, lon }) * kmPerNm <= h.km)
    || canal.some((c) => distanceNm(c, { lat, lon }) * kmPerNm <= 2);
}

describe('demo fleet tracks', () => {
  it('never put a ship on land during three weeks of every ship', async () => {
    const from = new Date('2025-11-03T00:00:00Z');
    const run = await collectDemoFleet({ seed: 'tracks', from, to: new Date(from.getTime() + 21 * 86_400_000) });
    const isOnLand = loadLandMask();
    const isSpared = spared();
    for (const [code, s] of Object.entries(run.ships)) {
      const aground: string[] = [];
      for (let i = 0; i < s.times.length; i++) {
        const lat = num(s, 'LAT', i), lon = num(s, 'LON', i);
        if (isOnLand(lon, lat) && !isSpared(lat, lon)) aground.push(`${new Date(s.times[i]).toISOString()} ${lat},${lon}`);
      }
      expect(aground.slice(0, 5), code).toEqual([]);
    }
    // the sample covers the hard parts: the container ship transited the Suez Canal, the bulk carrier the Vestfjord
    const h = run.ships.KEEL_HORIZON, o = run.ships.NORDIC_ORE;
    expect(h.times.some((_, i) => num(h, 'LAT', i) > 30 && num(h, 'LAT', i) < 31 && num(h, 'LON', i) > 32.2 && num(h, 'LON', i) < 32.6)).toBe(true);
    expect(o.times.some((_, i) => num(o, 'LAT', i) > 67.5 && num(o, 'LON', i) > 14)).toBe(true);
  }, 120_000);
});
