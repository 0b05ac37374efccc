/**
 * Alarm episodes and the follow-up log on the wire (issue 20, docs/alarms.md), shared by the server's alarm calls, the
 * socket push and the runtime's alarm screens. States follow bridge alert management (IMO MSC.302(87)): an episode is
 * raised active-unacknowledged; acknowledging makes it active-acknowledged; the condition clearing first makes it
 * rectified-unacknowledged; it is over (NORMAL) once both have happened. Shelving hides an episode from the active
 * list for a time without changing its state.
 */
import { z } from 'zod';

/** Priorities, most urgent first (IMO MSC.302(87); the emergency alarm is the ship's own, never a shore rule). */
export const alarmPriorities = ['ALARM', 'WARNING', 'CAUTION'] as const;
export type AlarmPriority = (typeof alarmPriorities)[number];

export const alarmStates = ['ACTIVE_UNACK', 'ACTIVE_ACK', 'RECTIFIED_UNACK', 'NORMAL'] as const;
export type AlarmState = (typeof alarmStates)[number];

/** How bad a state is, for rolling up (the tree shows a node's worst): higher is worse. */
export const stateSeverity: Record<AlarmState, number> = { NORMAL: 0, ACTIVE_ACK: 1, RECTIFIED_UNACK: 2, ACTIVE_UNACK: 3 };

/** Longest a shelve may last (ISA-18.2 shelving is time-limited). */
export const maxShelveMinutes = 7 * 24 * 60;

export const AlarmEpisode = z.object({
  id: z.string(),
  definition: z.string().describe("the alarm definition's code"),
  title: z.union([z.string(), z.object({ en: z.string(), ru: z.string().optional() })]).describe("the definition's title when raised"),
  priority: z.enum(alarmPriorities),
  alarmClass: z.string().nullable(),
  problemCause: z.string().nullable(),
  genericAsset: z.string().nullable(),
  unitId: z.string().nullable().describe('the ship'),
  unitName: z.string().nullable(),
  subject: z.string().describe('what within the ship: a series grouping key and tag, a document id, a logbook day'),
  subjectLabel: z.string().describe('the subject as people read it: the tag, the document name, the logbook and day'),
  state: z.enum(alarmStates),
  raisedAt: z.string().describe('ISO instant the condition began (before any delay-on)'),
  raisedValue: z.union([z.number(), z.string()]).nullable(),
  lastValue: z.union([z.number(), z.string()]).nullable(),
  rectifiedAt: z.string().nullable(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable().describe('username'),
  acknowledgeComment: z.string().nullable(),
  shelvedUntil: z.string().nullable(),
  shelvedBy: z.string().nullable(),
  shelveReason: z.string().nullable(),
  closedAt: z.string().nullable().describe('when it became NORMAL'),
  version: z.number().int(),
}).meta({ id: 'AlarmEpisode' });
export type AlarmEpisode = z.infer<typeof AlarmEpisode>;

/** What happened in the follow-up log (ALARM_FLW). */
export const alarmLogActions = ['RAISED', 'ACKNOWLEDGED', 'RECTIFIED', 'NORMAL', 'SHELVED', 'UNSHELVED', 'NOTE', 'NOTIFIED'] as const;
export type AlarmLogAction = (typeof alarmLogActions)[number];

export const AlarmLogEntry = z.object({
  id: z.string(),
  ts: z.string(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  /** null for entries of /alarm-logs/other: notes about the alarm system, not one alarm */
  episodeId: z.string().nullable(),
  definition: z.string().nullable(),
  action: z.enum(alarmLogActions),
  username: z.string().nullable().describe('who; null for what the system did'),
  comment: z.string().nullable(),
  problemCause: z.string().nullable(),
}).meta({ id: 'AlarmLogEntry' });
export type AlarmLogEntry = z.infer<typeof AlarmLogEntry>;

/** A socket push of a changed or new episode (target `alarm`), to the users who may see its ship. */
export const AlarmChange = z.object({ episode: AlarmEpisode });
export type AlarmChange = z.infer<typeof AlarmChange>;
