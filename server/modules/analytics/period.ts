/** The period an extraction reads: the filters', else the dataset's, else the default; a live extraction the last seconds. */
import type { PagePeriod } from '../../../descriptors/kinds/analytics-page/analytics-page.js';
import { KeelError } from '../../errors/keel-error.js';

/** What a page shows when neither the filters nor its dataset name a period. */
export const defaultPeriodSeconds = 7 * 86_400;
/** The longest period one extraction reads (the schema's limit of `last`, about ten years). */
export const maxPeriodSeconds = 315_576_000;

export interface PeriodFilters {
  from?: string;
  to?: string;
}

export interface Period {
  from: number;
  to: number;
}

/**
 * The [from, to) interval in epoch ms. `live` (seconds) wins over everything; then the filters (a missing side is
 * now, or from minus the dataset's length); then the dataset's period; then the default. 400 when it runs backwards
 * or is too long, at `pointer` (the filters in the request).
 */
export function resolvePeriod(dataset: PagePeriod | undefined, filters: PeriodFilters, now: number, options: { live?: number; pointer?: string } = {}): Period {
  const period = pickPeriod(dataset, filters, now, options.live);
  const failure: { key: string; params: Record<string, number> } | undefined = !(period.from < period.to) ? { key: 'customAnalytics.badPeriod', params: {} }
    : period.to - period.from > maxPeriodSeconds * 1000 ? { key: 'customAnalytics.periodTooLong', params: { max: Math.round(maxPeriodSeconds / 86_400) } } : undefined;
  if (failure) {
    const path = `${options.pointer ?? '/requestValue/filters'}/from`;
    throw new KeelError('INVALID_INPUT', failure.key, failure.params, [{ path, code: 'period', messageKey: failure.key, params: failure.params }]);
  }
  return period;
}

function pickPeriod(dataset: PagePeriod | undefined, filters: PeriodFilters, now: number, live?: number): Period {
  if (live) return { from: now - live * 1000, to: now };
  const own = datasetPeriod(dataset, now);
  if (filters.from || filters.to) {
    const to = filters.to ? Date.parse(filters.to) : now;
    return { from: filters.from ? Date.parse(filters.from) : to - (own.to - own.from), to };
  }
  return own;
}

function datasetPeriod(period: PagePeriod | undefined, now: number): Period {
  if (!period) return { from: now - defaultPeriodSeconds * 1000, to: now };
  if ('last' in period) return { from: now - period.last * 1000, to: now };
  return { from: Date.parse(period.from), to: Date.parse(period.to) };
}
