/**
 * The world's land for the offline map: Natural Earth 1:50m countries from the bundled world-atlas TopoJSON (no tile
 * server), loaded lazily. Rings crossing the antimeridian (Chukotka, Fiji) are drawn east of 180° so no band spans the map.
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

let land: Promise<FeatureCollection<Polygon | MultiPolygon>> | undefined;

export function loadWorldLand(): Promise<FeatureCollection<Polygon | MultiPolygon>> {
  land ??= import('world-atlas/countries-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Topology;
    const collection = feature(topology, topology.objects.countries as GeometryObject) as unknown as FeatureCollection<Polygon | MultiPolygon> | Feature<Polygon | MultiPolygon>;
    const features = collection.type === 'FeatureCollection' ? collection.features : [collection];
    return { type: 'FeatureCollection', features: features.map((f) => ({ ...f, geometry: unwrapGeometry(f.geometry) })) };
  });
  return land;
}
