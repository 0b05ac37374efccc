/** A GeoJSON position: [longitude, latitude] in decimal degrees (WGS84). */
export type Position = [number, number];

/** A closed ring: the first and the last position are equal. */
export type LinearRing = Position[];

/** The area shapes a reference geo area may have: a polygon (outer ring, then holes) or several of them. */
export type AreaGeometry =
  | { type: 'Polygon'; coordinates: LinearRing[] }
  | { type: 'MultiPolygon'; coordinates: LinearRing[][] };

/**
 * Whether the point (lon, lat) lies inside the area: inside one of its polygons' outer rings and in none of that
 * polygon's holes. Even-odd ray casting on plain longitude/latitude, which is what the reference polygons are drawn
 * for; a point exactly on an edge may fall on either side.
 */
export function isPointInGeoArea(lon: number, lat: number, area: { geometry: AreaGeometry }): boolean {
  const { geometry } = area;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return polygons.some((rings) => isPointInPolygon(lon, lat, rings));
}

function isPointInPolygon(lon: number, lat: number, rings: LinearRing[]): boolean {
  const [outer, ...holes] = rings;
  if (!outer || !isPointInRing(lon, lat, outer)) return false;
  return !holes.some((hole) => isPointInRing(lon, lat, hole));
}

function isPointInRing(lon: number, lat: number, ring: LinearRing): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    const crosses = yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  }
  return inside;
}
