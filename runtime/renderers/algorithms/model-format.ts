/** How the trained-model screens show a model's figures: scores by name, numbers in the user's locale, the training period. */
import type { TrainingScore } from '../../../descriptors/lib/algorithms/training-scores.js';
import { formatDateTime } from '../crud/display-value.js';

/** A score of a model (R2 or RMSE), when it has one. */
export function scoreOf(scores: readonly TrainingScore[], name: TrainingScore['score']): TrainingScore | undefined {
  return scores.find((s) => s.score === name);
}

/** A number with a fixed count of decimals in the user's language; a dash for none. */
export function formatNumber(value: number | null | undefined, language: string, digits = 3): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return value.toLocaleString(language === 'ru' ? 'ru-RU' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A count in the user's language. */
export function formatCount(value: number | null | undefined, language: string): string {
  return value === null || value === undefined ? '—' : value.toLocaleString(language === 'ru' ? 'ru-RU' : 'en-GB');
}

/** `from – to` (UTC, as the other screens show instants); a dash for an unknown end. */
export function formatPeriod(start: string | null, end: string | null): string {
  return `${start ? formatDateTime(start) : '—'} – ${end ? formatDateTime(end) : '—'}`;
}

/** A file's size in kB. */
export function formatSize(bytes: number, language: string): string {
  return `${formatNumber(bytes / 1024, language, 1)} kB`;
}
