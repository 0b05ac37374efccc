/**
 * The entry workflow of one logbook day (SPEC eLog configuration `workflowType`, `ignoreCardinality`; eLog entry
 * descriptor `workflow`). The server refuses entries with it and the runtime offers only what it allows.
 *
 * - DELETED entries are ignored everywhere; NA entries count like any other. The day is ordered by start, ties
 *   by id. For a candidate at time t the predecessor is the last entry with start <= t and the successor the
 *   first with start > t; an existing entry being moved or edited (`exceptId`) is taken out of the day first.
 * - Checks, in this order, the first failing one being the reason:
 *   1. the descriptor must exist, and must not be disabled unless the moved entry already has it;
 *   2. cardinality, unless ignored: a descriptor with maxCardinality entries that day takes no more (null: no limit);
 *   3. the day is STOPPED from the start of its first END or START_END entry: nothing may be added at or after it;
 *   4. position: START only with no predecessor, END only with no successor, START_END only in an empty day, and
 *      nothing may go before a START or START_END entry; MIDDLE (the default) has no rule;
 *   5. SEQUENCE only: b may follow a when a's nextAllowed lists b or, when that list is absent or empty, when
 *      b.sequence >= a.sequence. The candidate must be allowed after its predecessor and the successor after the
 *      candidate. With no predecessor anything may come first; an entry of an unknown descriptor sets no rule.
 *      UNCHECKED has no ordering rule.
 * - Completion, unless cardinality is ignored: an enabled descriptor with fewer entries than minCardinality is missing.
 */
import { neighboursAt, orderDay, type DayEntry } from './day-entries.js';

export { entryPosition, type DayEntry, type ElogEntryStatus, type EntryPosition } from './day-entries.js';

export type WorkflowType = 'SEQUENCE' | 'UNCHECKED';

export interface ElogWorkflowConfig {
  workflowType: WorkflowType;
  ignoreCardinality?: boolean;
}

/** The place an entry descriptor demands in the day. */
export type PositionRule = 'START' | 'MIDDLE' | 'END' | 'START_END';

export interface WorkflowEntryDescriptor {
  code: string;
  workflow: {
    sequence: number;
    nextAllowed?: string[];
    minCardinality?: number;
    maxCardinality?: number | null;
    position?: PositionRule;
  };
  allowNA?: boolean;
  disabled?: boolean;
}

/** Why an entry is refused: an i18n key and its parameters. */
export interface WorkflowRefusal {
  key: string;
  params: Record<string, string | number>;
}

export type EntryCheck = { ok: true } | { ok: false; reason: WorkflowRefusal };

/** CHECKED: the sequence rules apply; UNCHECKED: the eLog has none; STOPPED: an END entry closed the day. */
export const workflowStates = ['CHECKED', 'UNCHECKED', 'STOPPED'] as const;
export type WorkflowState = (typeof workflowStates)[number];

export interface NextEntryOption {
  code: string;
  state: WorkflowState;
  allowed: boolean;
  reason?: WorkflowRefusal;
}

export interface MissingEntries {
  descriptor: string;
  min: number;
  present: number;
}

type Descriptors = ReadonlyMap<string, WorkflowEntryDescriptor>;

const refuse = (name: string, params: WorkflowRefusal['params']): EntryCheck => ({
  ok: false,
  reason: { key: `elog.workflow.${name}`, params },
});

const positionOf = (descriptor: WorkflowEntryDescriptor | undefined): PositionRule => descriptor?.workflow.position ?? 'MIDDLE';

const isStopping = (descriptor: WorkflowEntryDescriptor | undefined) => {
  const position = positionOf(descriptor);
  return position === 'END' || position === 'START_END';
};

function isAllowedAfter(previous: WorkflowEntryDescriptor | undefined, next: WorkflowEntryDescriptor | undefined): boolean {
  if (!previous || !next) return true;
  const listed = previous.workflow.nextAllowed;
  return listed?.length ? listed.includes(next.code) : next.workflow.sequence >= previous.workflow.sequence;
}

/** The first END or START_END entry starting at or before the time, which stops the day there. */
const stoppingEntry = (day: readonly DayEntry[], descriptors: Descriptors, at: number) =>
  day.find((entry) => entry.start <= at && isStopping(descriptors.get(entry.descriptor)));

function checkPlace(
  config: ElogWorkflowConfig,
  descriptors: Descriptors,
  day: readonly DayEntry[],
  descriptor: WorkflowEntryDescriptor,
  at: number,
): EntryCheck {
  const { code } = descriptor;
  const { previous, next } = neighboursAt(day, at);
  const position = positionOf(descriptor);
  if (position === 'START_END' && (previous || next)) return refuse('onlyEntry', { descriptor: code });
  if (position === 'START' && previous) return refuse('startOnly', { descriptor: code, previous: previous.descriptor });
  if (position === 'END' && next) return refuse('endOnly', { descriptor: code, next: next.descriptor });
  const nextDescriptor = next && descriptors.get(next.descriptor);
  const nextPosition = positionOf(nextDescriptor);
  if (next && (nextPosition === 'START' || nextPosition === 'START_END')) {
    return refuse('beforeSuccessor', { descriptor: code, next: next.descriptor });
  }
  if (config.workflowType === 'UNCHECKED') return { ok: true };
  if (previous && !isAllowedAfter(descriptors.get(previous.descriptor), descriptor)) {
    return refuse('notAfter', { descriptor: code, previous: previous.descriptor });
  }
  if (next && !isAllowedAfter(descriptor, nextDescriptor)) {
    return refuse('beforeSuccessor', { descriptor: code, next: next.descriptor });
  }
  return { ok: true };
}

/** Whether an entry of the descriptor may start at the time; `exceptId` names an existing entry being moved. */
export function checkNewEntry(
  config: ElogWorkflowConfig,
  descriptors: readonly WorkflowEntryDescriptor[],
  entries: readonly DayEntry[],
  candidate: { descriptor: string; start: number },
  exceptId?: string,
): EntryCheck {
  const byCode: Descriptors = new Map(descriptors.map((descriptor) => [descriptor.code, descriptor]));
  const code = candidate.descriptor;
  const descriptor = byCode.get(code);
  if (!descriptor) return refuse('unknownDescriptor', { descriptor: code });
  const moved = exceptId === undefined ? undefined : entries.find((entry) => entry.id === exceptId);
  if (descriptor.disabled && moved?.descriptor !== code) return refuse('disabledDescriptor', { descriptor: code });

  const day = orderDay(entries, exceptId);
  const max = descriptor.workflow.maxCardinality;
  if (!config.ignoreCardinality && max != null && day.filter((entry) => entry.descriptor === code).length >= max) {
    return refuse('maxCardinality', { descriptor: code, max });
  }
  const stop = stoppingEntry(day, byCode, candidate.start);
  if (stop) return refuse('dayStopped', { descriptor: code, previous: stop.descriptor });
  return checkPlace(config, byCode, day, descriptor, candidate.start);
}

/**
 * Every descriptor, in the given order, with whether an entry of it may be added at the time. STOPPED wins over
 * UNCHECKED: position rules hold in both workflow types, and a closed day is what the user needs to be told.
 */
export function allowedNext(
  config: ElogWorkflowConfig,
  descriptors: readonly WorkflowEntryDescriptor[],
  entries: readonly DayEntry[],
  at: number,
): NextEntryOption[] {
  const byCode: Descriptors = new Map(descriptors.map((descriptor) => [descriptor.code, descriptor]));
  const isStopped = stoppingEntry(orderDay(entries), byCode, at) !== undefined;
  const state: WorkflowState = isStopped ? 'STOPPED' : config.workflowType === 'UNCHECKED' ? 'UNCHECKED' : 'CHECKED';
  return descriptors.map(({ code }) => {
    const check = checkNewEntry(config, descriptors, entries, { descriptor: code, start: at });
    return check.ok ? { code, state, allowed: true } : { code, state, allowed: false, reason: check.reason };
  });
}

/**
 * Descriptors the day still needs before it can be completed: fewer non-deleted entries (NA included) than
 * minCardinality. Disabled descriptors are never needed, since no entry of them can be added.
 */
export function missingForCompletion(
  config: ElogWorkflowConfig,
  descriptors: readonly WorkflowEntryDescriptor[],
  entries: readonly DayEntry[],
): MissingEntries[] {
  if (config.ignoreCardinality) return [];
  const day = orderDay(entries);
  return descriptors
    .filter((descriptor) => !descriptor.disabled)
    .map((descriptor) => ({
      descriptor: descriptor.code,
      min: descriptor.workflow.minCardinality ?? 0,
      present: day.filter((entry) => entry.descriptor === descriptor.code).length,
    }))
    .filter(({ min, present }) => present < min);
}
