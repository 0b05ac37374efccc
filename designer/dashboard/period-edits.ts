/**
 * A dataset's period as the side form shows it: the default (the last 7 days, or the filters'), the last N
 * minutes/hours/days, or a fixed from–to; and back to the descriptor's `{ last: seconds } | { from, to }`.
 */
import type { PagePeriod } from '../../descriptors/kinds/analytics-page/analytics-page.js';

export const periodUnits = { minutes: 60, hours: 3_600, days: 86_400 } as const;
export type PeriodUnit = keyof typeof periodUnits;

export type PeriodForm =
  | { mode: 'default' }
  | { mode: 'last'; amount: number; unit: PeriodUnit }
  | { mode: 'range'; from: string; to: string };

/** The largest unit that divides the seconds (so a stored period shows as it was meant: 30 days, not 720 hours). */
export function periodFormOf(period: PagePeriod | undefined): PeriodForm {
  if (!period) return { mode: 'default' };
  if ('last' in period) {
    const unit = (['days', 'hours', 'minutes'] as const).find((u) => period.last % periodUnits[u] === 0) ?? 'minutes';
    return { mode: 'last', amount: period.last / periodUnits[unit], unit };
  }
  return { mode: 'range', from: period.from, to: period.to };
}

/** The descriptor's period; undefined for the default. */
export function periodOfForm(form: PeriodForm): PagePeriod | undefined {
  if (form.mode === 'default') return undefined;
  if (form.mode === 'last') return { last: Math.max(1, Math.round(form.amount)) * periodUnits[form.unit] };
  return { from: form.from, to: form.to };
}

/** A fresh form of a mode: 7 days back, or the last 7 days as fixed dates (whole hours, UTC). */
export function startPeriodForm(mode: PeriodForm['mode'], now: number): PeriodForm {
  if (mode === 'last') return { mode, amount: 7, unit: 'days' };
  if (mode === 'range') {
    const to = Math.floor(now / 3_600_000) * 3_600_000;
    return { mode, from: new Date(to - 7 * 86_400_000).toISOString(), to: new Date(to).toISOString() };
  }
  return { mode };
}

/** Bucket sizes the form offers (seconds); absent means chosen from the period and the chart width. */
export const resolutionChoices = [60, 300, 600, 900, 1_800, 3_600, 21_600, 43_200, 86_400, 604_800] as const;
