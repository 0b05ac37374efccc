/** Cron expressions through croner: five fields, minute precision, read in UTC (docs/scheduler.md). */
import { Cron } from 'croner';
import { KeelError } from '../../errors/keel-error.js';

const parse = (expression: string) => new Cron(expression, { paused: true, timezone: 'UTC', mode: '5-part' });

/** croner's reason when the expression is not a five-field one, else undefined. */
export function cronProblem(expression: string): string | undefined {
  if (!expression.trim()) return 'empty';
  try {
    parse(expression);
    return undefined;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).replace(/^CronPattern:\s*/, '');
  }
}

/** Refuses a bad expression with a 400 naming the field (a JSON pointer into the request). */
export function assertCron(expression: string, path = '/requestValue/cron'): void {
  const reason = cronProblem(expression);
  if (reason === undefined) return;
  const message = { messageKey: 'scheduler.cron.invalid', params: { expression, reason } };
  throw new KeelError('INVALID_INPUT', message.messageKey, message.params, [{ path, code: 'cron', ...message }]);
}

/** The next `count` times after `from` (none for an expression that never fires again). */
export function nextRuns(expression: string, from: number, count = 1): Date[] {
  try {
    return parse(expression).nextRuns(count, new Date(from));
  } catch {
    return [];
  }
}

export const nextRunAfter = (expression: string, from: number): Date | null => nextRuns(expression, from, 1)[0] ?? null;

/** The latest time the expression gives at or before `at` (null when none, or for a bad expression). */
export function lastRunAtOrBefore(expression: string, at: number): Date | null {
  try {
    // croner's previousRuns excludes its reference and drops milliseconds: one second on includes `at` itself.
    return parse(expression).previousRuns(1, new Date(Math.floor(at / 1000) * 1000 + 1000))[0] ?? null;
  } catch {
    return null;
  }
}
