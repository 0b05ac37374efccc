/**
 * Writes the fleet map's light world outline, runtime/renderers/fleet/world/countries-fleet.json (decision 76):
 * Natural Earth 1:50m countries from world-atlas, each arc of the topology simplified by Douglas–Peucker to
 * `toleranceDegrees` — under a pixel up to zoom 5, where a pixel is 0.044° of longitude — so neighbours keep their
 * shared borders, on a grid ten times coarser. Antarctica (the map leaves it out) and the `land` object (unused) are dropped.
 * Run again after a world-atlas upgrade: `npx tsx scripts/map/simplify-world.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const toleranceDegrees = 0.04;
/** The source's 100 000-step grid is made 10 times coarser (0.036° of longitude, under a pixel at zoom 5): shorter numbers. */
const coarsening = 10;
const antarctica = '010';
const output = 'runtime/renderers/fleet/world/countries-fleet.json';

type Point = [number, number];
interface Geometry { type: string; id?: string; arcs?: unknown; properties?: unknown }
interface Topology {
  type: 'Topology';
  transform: { scale: Point; translate: Point };
  objects: Record<string, { type: 'GeometryCollection'; geometries: Geometry[] }>;
  arcs: Point[][];
}

/** Douglas–Peucker over absolute points; `distance` is in degrees (x and y scaled apart). */
function simplify(points: Point[], tolerance: number, scale: Point): Point[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length) {
    const [from, to] = stack.pop()!;
    const [ax, ay] = [points[from][0] * scale[0], points[from][1] * scale[1]];
    const [bx, by] = [points[to][0] * scale[0], points[to][1] * scale[1]];
    const [dx, dy] = [bx - ax, by - ay];
    const length2 = dx * dx + dy * dy;
    let farthest = -1;
    let max = tolerance;
    for (let i = from + 1; i < to; i++) {
      const [px, py] = [points[i][0] * scale[0], points[i][1] * scale[1]];
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length2));
      const distance = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
      if (distance > max) { max = distance; farthest = i; }
    }
    if (farthest >= 0) {
      keep[farthest] = 1;
      stack.push([from, farthest], [farthest, to]);
    }
  }
  const kept = points.filter((_, i) => keep[i]);
  // A closed arc (an island's whole ring) keeps at least a triangle.
  if (kept.length < 4 && points[0][0] === points.at(-1)![0] && points[0][1] === points.at(-1)![1]) {
    const step = Math.max(1, Math.floor(points.length / 3));
    return [points[0], points[step], points[Math.min(2 * step, points.length - 2)], points.at(-1)!];
  }
  return kept;
}

/** Every arc index a geometry's `arcs` names (nested arrays; a negative index ~i is arc i reversed). */
function arcIndices(arcs: unknown, found: Set<number>): void {
  if (typeof arcs === 'number') found.add(arcs < 0 ? ~arcs : arcs);
  else if (Array.isArray(arcs)) for (const item of arcs) arcIndices(item, found);
}

function renumber(arcs: unknown, map: Map<number, number>): unknown {
  if (typeof arcs === 'number') return arcs < 0 ? ~map.get(~arcs)! : map.get(arcs)!;
  return Array.isArray(arcs) ? arcs.map((item) => renumber(item, map)) : arcs;
}

const require = createRequire(import.meta.url);
const source = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology;
const geometries = source.objects.countries.geometries.filter((g) => g.id !== antarctica);
const used = new Set<number>();
for (const geometry of geometries) arcIndices(geometry.arcs, used);
const order = [...used].sort((a, b) => a - b);
const map = new Map(order.map((old, i) => [old, i]));

const arcs = order.map((index) => {
  let x = 0;
  let y = 0;
  const absolute = source.arcs[index].map(([dx, dy]): Point => [(x += dx), (y += dy)]);
  const simplified = simplify(absolute, toleranceDegrees, source.transform.scale)
    .map(([px, py]): Point => [Math.round(px / coarsening), Math.round(py / coarsening)])
    .filter((p, i, all) => i === 0 || i === all.length - 1 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]);
  return simplified.map(([px, py], i): Point => (i === 0 ? [px, py] : [px - simplified[i - 1][0], py - simplified[i - 1][1]]));
});

const topology: Topology = {
  type: 'Topology',
  transform: { scale: [source.transform.scale[0] * coarsening, source.transform.scale[1] * coarsening], translate: source.transform.translate },
  objects: { countries: { type: 'GeometryCollection', geometries: geometries.map((g) => ({ ...g, arcs: renumber(g.arcs, map) })) } },
  arcs,
};
writeFileSync(output, JSON.stringify(topology));
const points = (list: Point[][]) => list.reduce((sum, arc) => sum + arc.length, 0);
console.log(`${output}: ${points(arcs)} points of ${points(source.arcs)}, ${JSON.stringify(topology).length} bytes`);
