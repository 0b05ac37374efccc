/** The CSV of /alarm-history: one row per episode, headers, titles, states and priorities in the user's language. */
import type { AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { toCsv } from '../../../descriptors/lib/csv.js';
import { resolveText, type Language } from '../../../descriptors/lib/text.js';

const columns = [
  'raisedAt', 'ship', 'title', 'subject', 'priority', 'state', 'alarmClass', 'problemCause', 'raisedValue', 'lastValue',
  'rectifiedAt', 'acknowledgedAt', 'acknowledgedBy', 'acknowledgeComment', 'closedAt',
] as const;

/** `t` translates a message key in the user's language (the route's). */
export function episodesCsv(episodes: readonly AlarmEpisode[], language: Language, t: (key: string, params?: Record<string, number>) => string, cut: boolean, limit: number): string {
  const rows = episodes.map((e) => [
    e.raisedAt, e.unitName, resolveText(e.title, language, (key) => t(key)), e.subjectLabel, t(`alarms.priorities.${e.priority}`),
    t(`alarms.states.${e.state}`), e.alarmClass, e.problemCause, e.raisedValue, e.lastValue, e.rectifiedAt, e.acknowledgedAt,
    e.acknowledgedBy, e.acknowledgeComment, e.closedAt,
  ]);
  if (cut) rows.push([t('alarms.history.csvCut', { count: limit }), ...columns.slice(1).map(() => null)]);
  return toCsv(columns.map((c) => t(`alarms.columns.${c}`)), rows);
}
