/**
 * What the alarm operator calls answer and take (docs/alarms.md "Screens and calls"), shared by the server's routes and
 * the runtime's /alarm-event, /alarm-history and /alarm/treeview: a page of episodes, the alarm tree, the bounds of
 * the operator's input, and the order the active list shows episodes in (worst first).
 */
import { z } from 'zod';
import { AlarmEpisode, alarmPriorities, alarmStates, maxShelveMinutes, stateSeverity, type AlarmPriority, type AlarmState } from './alarm.js';

export const alarmInputLimits = {
  /** the acknowledge comment and the shelve reason */
  comment: 1000,
  /** history page size */
  pageSize: 200,
  /** rows one CSV download holds at most (the newest; the file says when it was cut) */
  csvRows: 10_000,
  maxShelveMinutes,
} as const;

export const AlarmEpisodeList = z.object({ episodes: z.array(AlarmEpisode) }).meta({ id: 'AlarmEpisodeList' });
export type AlarmEpisodeList = z.infer<typeof AlarmEpisodeList>;

export const AlarmEpisodePage = z.object({
  episodes: z.array(AlarmEpisode), total: z.number().int(), page: z.number().int(), size: z.number().int(),
}).meta({ id: 'AlarmEpisodePage' });
export type AlarmEpisodePage = z.infer<typeof AlarmEpisodePage>;

const RollUp = {
  worstState: z.enum(alarmStates).describe('the worst state of the open alarms below; NORMAL when there are none'),
  topPriority: z.enum(alarmPriorities).nullable().describe('the most urgent priority below; null when there are none'),
  count: z.number().int().describe('open alarms below'),
  unacknowledged: z.number().int().describe('open alarms below nobody has acknowledged'),
};

export const AlarmTreeSystem = z.object({
  key: z.string().describe("the system's asset-node id, or `other` for alarms of no known system"),
  code: z.string().nullable(),
  label: z.string().nullable().describe("the asset node's description; null for `other`"),
  ...RollUp,
  alarms: z.array(AlarmEpisode),
}).meta({ id: 'AlarmTreeSystem' });
export type AlarmTreeSystem = z.infer<typeof AlarmTreeSystem>;

export const AlarmTreeShip = z.object({
  unitId: z.string().nullable().describe('null for alarms about no ship'),
  name: z.string().nullable(),
  ...RollUp,
  systems: z.array(AlarmTreeSystem),
}).meta({ id: 'AlarmTreeShip' });
export type AlarmTreeShip = z.infer<typeof AlarmTreeShip>;

export const AlarmTree = z.object({ ships: z.array(AlarmTreeShip) }).meta({ id: 'AlarmTree' });
export type AlarmTree = z.infer<typeof AlarmTree>;

const priorityRank: Record<AlarmPriority, number> = { ALARM: 0, WARNING: 1, CAUTION: 2 };

/** Worst first: state severity, then priority, then the newest. */
export function compareEpisodes(a: AlarmEpisode, b: AlarmEpisode): number {
  return stateSeverity[b.state] - stateSeverity[a.state] || priorityRank[a.priority] - priorityRank[b.priority]
    || b.raisedAt.localeCompare(a.raisedAt) || a.id.localeCompare(b.id);
}

/** What a tree node shows of the episodes below it. */
export function rollUp(episodes: readonly AlarmEpisode[]): { worstState: AlarmState; topPriority: AlarmPriority | null; count: number; unacknowledged: number } {
  let worstState: AlarmState = 'NORMAL';
  let topPriority: AlarmPriority | null = null;
  for (const e of episodes) {
    if (stateSeverity[e.state] > stateSeverity[worstState]) worstState = e.state;
    if (topPriority === null || priorityRank[e.priority] < priorityRank[topPriority]) topPriority = e.priority;
  }
  return { worstState, topPriority, count: episodes.length, unacknowledged: episodes.filter((e) => e.state === 'ACTIVE_UNACK' || e.state === 'RECTIFIED_UNACK').length };
}

/** Whether an episode is shelved at `now` (the sweep ends shelves; until it runs the time decides). */
export const isShelved = (episode: Pick<AlarmEpisode, 'shelvedUntil'>, now: number) => episode.shelvedUntil !== null && Date.parse(episode.shelvedUntil) > now;
