/**
 * What a condition check says about one watched subject (docs/alarms.md "Engine"): the tag conditions answer it per
 * ingested point, the time-based ones (stale data, document expiry, logbook deadlines) answer the subjects that hold
 * now from the scheduled sweep. The engine turns these observations into episodes with the definition's delays.
 */
import type { AlarmDefinitionBody } from '../../../descriptors/kinds/alarm-definition/alarm-definition.schema.js';
import type { Db } from '../../db/engine.js';

/** A stored definition: its code and body. */
export interface AlarmDefinition {
  code: string;
  body: AlarmDefinitionBody;
}

/** A subject for which a time-based condition holds now. */
export interface HoldingSubject {
  unitId: string;
  /** stable across sweeps: a series `<groupingKey>|<tag>`, a document id, `<elog>|<day>` */
  subject: string;
  /** as people read it: the tag, the document's name and number, the logbook and day */
  subjectLabel: string;
  /** what is shown as the episode's value: minutes without data, days to expiry, the day's status */
  value: number | string | null;
  /** when the condition began, when known (raisedAt); now otherwise */
  since?: Date;
}

/** Answers the subjects of the definition's ships (`unitIds`) for which its time-based condition holds at `now`. */
export type SweepCondition = (db: Db, definition: AlarmDefinition, unitIds: readonly string[], now: Date) => Promise<HoldingSubject[]>;
