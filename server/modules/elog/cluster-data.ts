/**
 * Pre-filling an entry from the ship's measurements (SPEC elog-entry cluster-data): a form field whose uiSchema
 * says `"ui:options": { "measure": "<tag>" }` takes the tag's last value at or before the entry time (or its end
 * time with `"measureAt": "end"`), if one was stored in the hour before. What the user then changes is recorded
 * as manual by the entry (manualFields).
 */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { readRawPoints } from '../timeseries/extract.js';
import { findSeries } from '../timeseries/series-query.js';

/** How far back a measurement may be to fill a field. */
const lookBackMs = 3_600_000;

export interface MeasureBinding {
  /** JSON pointer of the field in the form data */
  pointer: string;
  tag: string;
  at: 'start' | 'end';
}

/** Every field of a uiSchema bound to a measurement, at any depth. */
export function measureBindings(uiSchema: Record<string, unknown> | undefined, base = ''): MeasureBinding[] {
  if (!uiSchema) return [];
  return Object.entries(uiSchema).flatMap(([key, value]) => {
    if (key.startsWith('ui:') || !value || typeof value !== 'object' || Array.isArray(value)) return [];
    const node = value as Record<string, unknown>;
    const options = node['ui:options'] as { measure?: unknown; measureAt?: unknown } | undefined;
    const own = typeof options?.measure === 'string' ? [{ pointer: `${base}/${key}`, tag: options.measure, at: options.measureAt === 'end' ? 'end' as const : 'start' as const }] : [];
    return [...own, ...measureBindings(node, `${base}/${key}`)];
  });
}

/** Sets the value at a JSON pointer, making the objects on the way. */
export function setAt(target: Record<string, unknown>, pointer: string, value: unknown) {
  const keys = pointer.split('/').filter(Boolean);
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1)!] = value;
}

/** The form data pre-filled from the ship's measurements, and the pointers that were filled. */
export async function clusterData(db: Db, principal: Principal, unitCode: string, uiSchema: Record<string, unknown> | undefined,
  times: { start: number; end?: number | null }): Promise<{ content: Record<string, unknown>; prefilled: string[] }> {
  const bindings = measureBindings(uiSchema);
  const content: Record<string, unknown> = {};
  if (!bindings.length) return { content, prefilled: [] };
  const series = (await findSeries(db, principal, { units: [unitCode], tags: [...new Set(bindings.map((b) => b.tag))] }))
    .filter((s) => s.groupingKey === `SHIP-UNIT-${unitCode}`);
  const prefilled: string[] = [];
  for (const at of ['start', 'end'] as const) {
    const instant = at === 'start' ? times.start : times.end;
    const wanted = bindings.filter((b) => b.at === at);
    if (instant === undefined || instant === null || !wanted.length) continue;
    const points = await readRawPoints(db, series.map((s) => s.id), instant - lookBackMs, instant + 1);
    for (const binding of wanted) {
      const id = series.find((s) => s.tag === binding.tag)?.id;
      const last = id === undefined ? undefined : points.get(id)?.at(-1);
      const value = last?.v ?? last?.s;
      if (value === undefined || value === null) continue;
      setAt(content, binding.pointer, typeof value === 'number' ? Math.round(value * 1e6) / 1e6 : value);
      prefilled.push(binding.pointer);
    }
  }
  return { content, prefilled };
}
