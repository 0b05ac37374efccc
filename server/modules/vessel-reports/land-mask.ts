/**
 * Whether a position is on land, by the Natural Earth 1:50 m land polygons (the `world-atlas` package, offline): fine
 * enough to catch a sign or a digit wrong in a reported position, too coarse to judge a berth, so the checks use it for
 * positions at sea only. Loaded on first use; a point is tested against the polygons whose box holds it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

type Ring = readonly (readonly number[])[];
interface Polygon { rings: Ring[]; box: [number, number, number, number] }

let polygons: Polygon[] | undefined;

function loadPolygons(): Polygon[] {
  const path = createRequire(import.meta.url).resolve('world-atlas/land-50m.json');
  const topology = JSON.parse(readFileSync(path, 'utf8')) as Topology;
  const land = feature(topology, topology.objects.land);
  const geometries = 'features' in land ? land.features.map((f) => f.geometry) : [land.geometry];
  const result: Polygon[] = [];
  for (const geometry of geometries) {
    const parts = geometry.type === 'MultiPolygon' ? geometry.coordinates : geometry.type === 'Polygon' ? [geometry.coordinates] : [];
    for (const rings of parts) {
      const outer = rings[0];
      const lons = outer.map((p) => p[0]), lats = outer.map((p) => p[1]);
      result.push({ rings, box: [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)] });
    }
  }
  return result;
}

/** Ray casting: whether the point is inside the ring (lon/lat pairs). */
function insideRing(lon: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i], [xj, yj] = ring[j];
    if ((yi > lat) !== (yj > lat) && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function isOnLand({ lat, lon }: { lat: number; lon: number }): boolean {
  polygons ??= loadPolygons();
  return polygons.some(({ rings, box }) =>
    lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3] && insideRing(lon, lat, rings[0]) && !rings.slice(1).some((hole) => insideRing(lon, lat, hole)));
}
