/**
 * What a logbook day still needs before it can be completed, as the server's complete step checks it (no drafts, every
 * entry type's minimum number of entries, NA counting as present, unless the logbook ignores cardinality), plus what
 * does not block completion but the master should know: entries their officer has not signed yet, and whether the
 * day is over on the ship's clock.
 */
import { daySignaturesOf } from '../../../descriptors/lib/elog/day-signing.js';
import type { ElogEntry } from './elog-api.js';
import type { ElogConfigBody } from '../../../descriptors/kinds/elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';

export interface RequiredType {
  code: string;
  min: number;
  present: number;
}

export interface DayChecklist {
  /** Entry types with a minimum number of entries a day, met or not. */
  required: RequiredType[];
  drafts: ElogEntry[];
  /** Completed or not applicable entries their officer in charge has not signed (when the answer says). */
  unsigned: ElogEntry[];
  /** The entries completion locks (all but deleted ones). */
  locked: ElogEntry[];
  /** Drafts or missing entries: the server would refuse completion. */
  isBlocked: boolean;
  /** The day has not ended on the ship's clock yet. */
  isEarly: boolean;
}

const byStart = (a: ElogEntry, b: ElogEntry) => a.heading.start.timestamp - b.heading.start.timestamp || (a.id < b.id ? -1 : 1);

export function dayChecklist(
  config: ElogConfigBody, descriptors: readonly ElogEntryDescriptorBody[], entries: readonly ElogEntry[], dayEnd: string, now: number,
): DayChecklist {
  const locked = entries.filter((entry) => entry.eleStatus !== 'DELETED').sort(byStart);
  const required = config.config.ignoreCardinality ? [] : descriptors
    .filter((descriptor) => !descriptor.disabled && (descriptor.workflow.minCardinality ?? 0) > 0)
    .map((descriptor) => ({
      code: descriptor.code, min: descriptor.workflow.minCardinality ?? 0,
      present: locked.filter((entry) => entry.entryDescriptor === descriptor.code).length,
    }));
  const drafts = locked.filter((entry) => entry.eleStatus === 'DRAFT');
  const isSignedByOfficers = daySignaturesOf(config).includes('FIRST');
  const unsigned = isSignedByOfficers ? locked.filter((entry) => entry.eleStatus !== 'DRAFT' && entry.signed === false) : [];
  return {
    required, drafts, unsigned, locked,
    isBlocked: drafts.length > 0 || required.some((type) => type.present < type.min),
    isEarly: now < Date.parse(dayEnd),
  };
}
