/**
 * The loading condition of an extraction (filters.loadingCondition, a dataset's loadingCondition): each ship's buckets
 * are told laden or ballast from its mean draft (server/calc/loading-condition.ts), and its values in buckets of
 * another condition, or of none that can be told, become gaps.
 */
import type { LoadingCondition } from '../../../descriptors/lib/filters/filter-types.js';
import { ladenDraftThreshold, loadingStateAt, meanDraftOf, type LoadingState } from '../../calc/loading-condition.js';
import type { ChartPoint } from '../../../descriptors/lib/analytics/extract-answer.js';

/** The tags a bucket's mean draft is made of (seeds/reference/ship-tags.json), read from the ship's primary group. */
export const draftTags = ['DRAFT_FWD', 'DRAFT_AFT'] as const;

/**
 * The conditions kept when a dataset and the filters each may narrow (ALL or absent: no narrowing): undefined when
 * neither narrows, an empty list when they disagree (nothing is kept).
 */
export function keptConditions(...conditions: (LoadingCondition | undefined)[]): LoadingState[] | undefined {
  const narrowing = conditions.filter((c): c is LoadingState => c === 'LADEN' || c === 'BALLAST');
  if (!narrowing.length) return undefined;
  return narrowing.every((c) => c === narrowing[0]) ? [narrowing[0]] : [];
}

/** Each bucket's condition from the averaged forward and aft drafts of one ship and its particulars. */
export function bucketStates(forward: readonly ChartPoint[], aft: readonly ChartPoint[], particulars: Record<string, unknown>): Map<number, LoadingState> {
  const threshold = ladenDraftThreshold(particulars);
  const states = new Map<number, LoadingState>();
  if (threshold === undefined) return states;
  const aftByTime = new Map(aft.map(([t, v]) => [t, v]));
  for (const [t, v] of forward) {
    const state = loadingStateAt(meanDraftOf(v, aftByTime.get(t)), threshold);
    if (state) states.set(t, state);
  }
  return states;
}

/** The points with every value outside the kept conditions made a gap (consecutive gaps written once). */
export function maskPoints(points: readonly ChartPoint[], states: ReadonlyMap<number, LoadingState>, kept: readonly LoadingState[]): ChartPoint[] {
  const out: ChartPoint[] = [];
  for (const [t, v] of points) {
    const state = states.get(t);
    const value = v !== null && state !== undefined && kept.includes(state) ? v : null;
    if (value === null && out.length && out[out.length - 1][1] === null) continue;
    out.push([t, value]);
  }
  return out;
}
