/**
 * The world's land for the offline map (no tile server), loaded lazily, each outline its own hashed chunk fetched once:
 * at fleet zoom levels a light outline (Natural Earth 1:50m simplified to under a pixel at zoom 5 by
 * scripts/map/simplify-world.ts, 77 KB gzip), and world-atlas's 1:50m countries (228 KB) once the user zooms in to
 * `detailedFromZoom` (decision 76). Rings crossing the antimeridian (Chukotka, Fiji) are drawn east of 180° so no band
 * spans the map.
 */
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';

/**
 * A ring that crosses the antimeridian (Russia's Chukotka, Fiji) is drawn east of 180° instead of across the world.
 * Country rings never reach both the antimeridian and the far west, so shifting the western part is enough.
 */
export function unwrapRing(ring: Position[]): Position[] {
  const crosses = ring.some((p, i) => i > 0 && Math.abs(p[0] - ring[i - 1][0]) > 180);
  return crosses ? ring.map(([lon, lat]) => [lon < 0 ? lon + 360 : lon, lat]) : ring;
}

/** Antarctica circles the pole (its ring cannot be unwrapped) and no ship of Keel sails there: it is left out. */
const isPolarRing = (ring: Position[]) => ring.every(([, lat]) => lat < -55);

function unwrapGeometry(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: isPolarRing(geometry.coordinates[0]) ? [] : geometry.coordinates.map(unwrapRing) };
  const polygons = geometry.coordinates.filter((polygon) => !isPolarRing(polygon[0]));
  return { ...geometry, coordinates: polygons.map((polygon) => polygon.map(unwrapRing)) };
}

export type WorldLand = FeatureCollection<Polygon | MultiPolygon>;
/** `fleet`: the light outline for zoom levels up to 5; `detailed`: Natural Earth 1:50m as published. */
export type LandDetail = 'fleet' | 'detailed';

/** The zoom level from which the detailed outline is drawn. */
export const detailedFromZoom = 6;

/** The land of a topology's `countries` object, ready for Leaflet. */
export function landOf(topology: Topology): WorldLand {
  const collection = feature(topology, topology.objects.countries as GeometryObject) as unknown as WorldLand | Feature<Polygon | MultiPolygon>;
  const features = collection.type === 'FeatureCollection' ? collection.features : [collection];
  return { type: 'FeatureCollection', features: features.map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) })) };
}

const topologies: Record<LandDetail, () => Promise<{ default: unknown }>> = {
  fleet: () => import('./world/countries-fleet.json'),
  detailed: () => import('world-atlas/countries-50m.json'),
};
const lands: Partial<Record<LandDetail, Promise<WorldLand>>> = {};

/** The land at a level of detail, fetched and converted once per page. */
export function loadWorldLand(detail: LandDetail): Promise<WorldLand> {
  lands[detail] ??= topologies[detail]().then((module) => landOf(module.default as Topology));
  return lands[detail];
}
