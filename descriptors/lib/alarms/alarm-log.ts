/**
 * The follow-up log screens' wire shapes (`/alarm-logs`, `/alarm-logs/other`; ALARM_FLW; docs/alarms.md): a log entry
 * as the screens list it — with the alarm's title and subject read from its episode — the list answers, and the note
 * a user adds. Shared by server/modules/alarms/log-routes.ts and the runtime's follow-up log screen.
 */
import { z } from 'zod';
import { AlarmEpisode, AlarmLogEntry, alarmLogActions, alarmPriorities } from './alarm.js';

/**
 * What Keel itself did to the alarm set-up, listed on `/alarm-logs/other` from the audit trail every descriptor write
 * keeps: a definition created, changed (disabling and enabling are changes), reset to its built-in, restored from a
 * revision, deleted.
 */
export const alarmSetupActions = ['DEFINITION_CREATED', 'DEFINITION_CHANGED', 'DEFINITION_RESET', 'DEFINITION_RESTORED', 'DEFINITION_DELETED'] as const;
export type AlarmSetupAction = (typeof alarmSetupActions)[number];

export const followUpActions = [...alarmLogActions, ...alarmSetupActions] as const;
export type FollowUpAction = (typeof followUpActions)[number];

/** The longest comment a note may have. */
export const noteCommentMaxLength = 2000;
/** Page sizes the lists offer, and the most the server answers. */
export const followUpPageSizes = { default: 50, max: 200 } as const;
/** How far a user may page into a list (newest first: older entries are found by narrowing the period). */
export const followUpMaxOffset = 10_000;

export const FollowUpEntry = AlarmLogEntry.extend({
  action: z.enum(followUpActions),
  title: AlarmEpisode.shape.title.nullable().describe("the episode's title (entries about one alarm), or null"),
  subjectLabel: z.string().nullable().describe("the episode's subject as people read it, or null"),
  priority: z.enum(alarmPriorities).nullable(),
}).meta({ id: 'AlarmFollowUpEntry' });
export type FollowUpEntry = z.infer<typeof FollowUpEntry>;

export const FollowUpList = z.object({
  entries: z.array(FollowUpEntry),
  /** how many entries match the filters */
  total: z.number().int(),
}).meta({ id: 'AlarmFollowUpList' });
export type FollowUpList = z.infer<typeof FollowUpList>;

/** A note: about one episode of the ship (`/alarm-logs`), or about the ship's alarm system (`/alarm-logs/other`). */
export const FollowUpNote = z.object({
  unitId: z.string().min(1).max(100),
  episodeId: z.uuid().optional(),
  comment: z.string().trim().min(1).max(noteCommentMaxLength),
  problemCause: z.string().min(1).max(100).optional().describe('a simple value of the configuration scope problemCause'),
}).meta({ id: 'AlarmFollowUpNote' });
export type FollowUpNote = z.infer<typeof FollowUpNote>;

/** The simple-value group (configuration scope) a note's problem cause comes from. */
export const problemCauseScope = 'problemCause';
