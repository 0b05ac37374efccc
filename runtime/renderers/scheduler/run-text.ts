/** How the scheduler screen words a run: its result's colour, its duration and its summary or error. */
import type { TFunction } from 'i18next';
import type { RunResult, ScheduledJobRun } from '../../../descriptors/lib/scheduler/scheduled-jobs.js';

export const resultColour: Record<RunResult, string> = { OK: 'teal', FAILED: 'red', RUNNING: 'blue' };

export function durationText(t: TFunction, ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? t('scheduler.duration.ms', { ms }) : t('scheduler.duration.seconds', { seconds: (ms / 1000).toFixed(1) });
}

/** The run's summary translated, else its error's own text. */
export function runSummaryText(t: TFunction, run: ScheduledJobRun): string {
  if (run.summary) return t(run.summary.key, run.summary.params as Record<string, unknown>);
  return run.error ?? '';
}

export const timeText = (iso: string | null, language: string) => (iso ? new Date(iso).toLocaleString(language) : '—');
