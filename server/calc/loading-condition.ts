/**
 * Laden or ballast from a ship's mean draft and its particulars (docs/decisions.md, "Loading condition from the mean
 * draft"): laden from halfway between the ballast draft and the design draft up. Pure: no I/O.
 */

/** The two conditions a bucket can be in; a bucket whose condition cannot be told is neither. */
export type LoadingState = 'LADEN' | 'BALLAST';

/** The particulars the rule reads (the `ship` resource, metres). */
export interface DraftParticulars {
  designDraft?: unknown;
  ballastDraft?: unknown;
  lbp?: unknown;
}

const positive = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined);

/** MARPOL Annex I Reg. 18.2.1: the least moulded draught amidships in the ballast condition, 2.0 + 0.02·L metres. */
export function minimumBallastDraft(lbp: number): number {
  return 2 + 0.02 * lbp;
}

/** The ballast draft the rule uses: the ship's own `ballastDraft`, else the MARPOL minimum from its length. */
export function referenceBallastDraft(particulars: DraftParticulars): number | undefined {
  const own = positive(particulars.ballastDraft);
  if (own !== undefined) return own;
  const lbp = positive(particulars.lbp);
  return lbp === undefined ? undefined : minimumBallastDraft(lbp);
}

/**
 * The mean draft from which the ship counts as laden: the midpoint between its ballast and design drafts, the two
 * reference conditions speed–power curves are drawn for (reference/performance.md §1.6). Undefined when the
 * particulars lack the design draft, or both the ballast draft and the length, or give a ballast draft not below design.
 */
export function ladenDraftThreshold(particulars: DraftParticulars): number | undefined {
  const design = positive(particulars.designDraft);
  const ballast = referenceBallastDraft(particulars);
  if (design === undefined || ballast === undefined || ballast >= design) return undefined;
  return (ballast + design) / 2;
}

/** Mean draft of a bucket: the mean of the forward and aft drafts (ISO 19030 T_M); undefined unless both are numbers. */
export function meanDraftOf(forward: unknown, aft: unknown): number | undefined {
  return typeof forward === 'number' && typeof aft === 'number' && Number.isFinite(forward) && Number.isFinite(aft) ? (forward + aft) / 2 : undefined;
}

/** LADEN at or above the threshold, BALLAST below it; undefined when either is unknown. */
export function loadingStateAt(meanDraft: number | undefined, threshold: number | undefined): LoadingState | undefined {
  if (meanDraft === undefined || threshold === undefined) return undefined;
  return meanDraft >= threshold ? 'LADEN' : 'BALLAST';
}
