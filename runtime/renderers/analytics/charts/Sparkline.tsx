/** A small line of a series over its period, without axes, drawn as SVG (no chart library for a few pixels); gaps break it. */
import type { SeriesPoint } from '../../../../descriptors/lib/analytics/series-math.js';

export interface SparklineProps {
  points: readonly SeriesPoint[];
  width: number;
  height: number;
  label: string;
  colour?: string;
}

/** The SVG path of the points scaled into width × height, one sub-path per run without gaps. */
export function sparklinePath(points: readonly SeriesPoint[], width: number, height: number): string {
  const valued = points.filter((p) => typeof p[1] === 'number' && Number.isFinite(p[1])) as [number, number][];
  if (valued.length < 2) return '';
  const [t0, t1] = [valued[0][0], valued.at(-1)![0]];
  const values = valued.map(([, v]) => v);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const x = (t: number) => ((t - t0) / (t1 - t0 || 1)) * width;
  // A flat series is drawn across the middle rather than along an edge.
  const y = (v: number) => (high === low ? height / 2 : height - ((v - low) / (high - low)) * height);
  let path = '';
  let isDrawing = false;
  for (const [t, v] of points) {
    if (typeof v !== 'number' || !Number.isFinite(v) || t < t0 || t > t1) { isDrawing = false; continue; }
    path += `${isDrawing ? 'L' : 'M'}${x(t).toFixed(1)} ${y(v).toFixed(1)}`;
    isDrawing = true;
  }
  return path;
}

export function Sparkline({ points, width, height, label, colour = 'var(--mantine-primary-color-filled)' }: SparklineProps) {
  const path = sparklinePath(points, width, height - 2);
  if (!path) return null;
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 -1 ${width} ${height}`} style={{ display: 'block' }}>
      <path d={path} fill="none" stroke={colour} strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
