/**
 * Where each ship's name goes on the map so that no two names overlap, nor a name a ship: right of its marker, else
 * left, else none (the marker's title and popup still name it). Ships earlier in the list are placed first.
 */
export type LabelSide = 'right' | 'left' | 'hidden';

export interface LabelPoint {
  code: string;
  /** The marker's position in map pixels. */
  x: number;
  y: number;
  name: string;
}

interface Box { left: number; right: number; top: number; bottom: number }

/** A label's size at 11 px bold (fleet.module.css .shipLabel), estimated from its characters. */
const labelHeight = 18;
const charWidth = 6.6;
const labelPadding = 10;
/** Distance of a label from its marker's centre (the Tooltip offset), and the marker's half size. */
export const labelOffset = 12;
const markerRadius = 8;

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function labelBox(point: LabelPoint, side: 'right' | 'left'): Box {
  const width = point.name.length * charWidth + labelPadding;
  const left = side === 'right' ? point.x + labelOffset : point.x - labelOffset - width;
  return { left, right: left + width, top: point.y - labelHeight / 2, bottom: point.y + labelHeight / 2 };
}

export function placeLabels(points: readonly LabelPoint[]): Record<string, LabelSide> {
  const markers = points.map((p) => ({ code: p.code, box: { left: p.x - markerRadius, right: p.x + markerRadius, top: p.y - markerRadius, bottom: p.y + markerRadius } }));
  const taken: Box[] = [];
  const sides: Record<string, LabelSide> = {};
  for (const point of points) {
    const free = (box: Box) => !taken.some((other) => overlaps(box, other)) && !markers.some((m) => m.code !== point.code && overlaps(box, m.box));
    const side = (['right', 'left'] as const).find((s) => free(labelBox(point, s)));
    if (side) taken.push(labelBox(point, side));
    sides[point.code] = side ?? 'hidden';
  }
  return sides;
}
