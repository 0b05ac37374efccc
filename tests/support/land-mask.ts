/**
 * Natural Earth land (world-atlas countries-50m, the fleet map's data) as a fast point-in-land test for tests that
 * must prove a track stays at sea. Edges are bucketed by 0.1° latitude bands so one query ray-casts only the edges of
 * its band; a point inside a country crosses that country's border an odd number of times and shared borders an even
 * number. Rings across the antimeridian are unwrapped east of 180° as the map draws them, so a point is also tried at
 * lon + 360; Antarctica, which circles the pole, is left out (no sea route goes there).
 */
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { unwrapRing } from '../../runtime/renderers/fleet/world-land.js';

const bandsPerDegree = 10;

interface Edge { x1: number; y1: number; x2: number; y2: number }

/** Whether (lon, lat) lies on land; built once on first use. */
export type IsOnLand = (lon: number, lat: number) => boolean;

let cached: IsOnLand | undefined;

/** The land test over world-atlas `countries-50m.json`. */
export function loadLandMask(): IsOnLand {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const topology = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>;
  const countries = feature(topology, topology.objects.countries);
  const bands: Edge[][] = Array.from({ length: 180 * bandsPerDegree }, () => []);
  for (const f of countries.features) {
    const g = f.geometry;
    const polygons = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : [];
    for (const rings of polygons) {
      for (const ring of rings) if (ring.some(([, lat]) => lat > -55)) addRing(bands, unwrapRing(ring));
    }
  }
  cached = (lon, lat) => {
    const band = bands[bandIndex(lat)];
    return isInside(band, lon, lat) || isInside(band, lon + 360, lat);
  };
  return cached;
}

function isInside(band: Edge[], lon: number, lat: number): boolean {
  let inside = false;
  for (const e of band) {
    if (e.y1 > lat !== e.y2 > lat && lon < ((e.x2 - e.x1) * (lat - e.y1)) / (e.y2 - e.y1) + e.x1) inside = !inside;
  }
  return inside;
}

function bandIndex(lat: number): number {
  return Math.min(180 * bandsPerDegree - 1, Math.max(0, Math.floor((lat + 90) * bandsPerDegree)));
}

function addRing(bands: Edge[][], ring: Position[]): void {
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x1, y1] = ring[j];
    const [x2, y2] = ring[i];
    if (y1 === y2) continue;
    const edge = { x1, y1, x2, y2 };
    for (let b = bandIndex(Math.min(y1, y2)); b <= bandIndex(Math.max(y1, y2)); b++) bands[b].push(edge);
  }
}
