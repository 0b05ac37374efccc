import { describe, expect, it } from 'vitest';
import {
  allowedNext,
  checkNewEntry,
  entryPosition,
  missingForCompletion,
  type DayEntry,
  type ElogEntryStatus,
  type ElogWorkflowConfig,
  type WorkflowEntryDescriptor,
} from '../../../../../descriptors/lib/elog/workflow.js';

const sequence: ElogWorkflowConfig = { workflowType: 'SEQUENCE', ignoreCardinality: false };
const unchecked: ElogWorkflowConfig = { workflowType: 'UNCHECKED', ignoreCardinality: false };

const descriptor = (code: string, workflow: WorkflowEntryDescriptor['workflow'], disabled?: boolean): WorkflowEntryDescriptor =>
  disabled ? { code, workflow, disabled } : { code, workflow };

// A deck log day: opened, watches, noon report, arrival, closed; BUNKER names what may follow it.
const descriptors: WorkflowEntryDescriptor[] = [
  descriptor('DAY_OPEN', { sequence: 1, position: 'START' }),
  descriptor('WATCH', { sequence: 2, minCardinality: 2 }),
  descriptor('NOON', { sequence: 2, minCardinality: 1, maxCardinality: 1 }),
  descriptor('BUNKER', { sequence: 3, nextAllowed: ['WATCH'] }),
  descriptor('NOTE', { sequence: 3, nextAllowed: [], maxCardinality: null }),
  descriptor('ARRIVAL', { sequence: 5 }),
  descriptor('DAY_CLOSE', { sequence: 9, position: 'END' }),
  descriptor('DRY_DOCK', { sequence: 0, position: 'START_END' }),
  descriptor('OLD_FORM', { sequence: 2, minCardinality: 1 }, true),
];

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 22, hour, minute);
const entry = (id: string, code: string, hour: number, status: ElogEntryStatus = 'COMPLETED', minute = 0): DayEntry => ({
  id,
  descriptor: code,
  status,
  start: at(hour, minute),
});

const check = (entries: DayEntry[], code: string, hour: number, options: { config?: ElogWorkflowConfig; exceptId?: string; minute?: number } = {}) =>
  checkNewEntry(options.config ?? sequence, descriptors, entries, { descriptor: code, start: at(hour, options.minute) }, options.exceptId);

const refused = (key: string, params: Record<string, string | number>) => ({ ok: false, reason: { key: `elog.workflow.${key}`, params } });
const ok = { ok: true };

describe('eLog workflow: the sequence of a day', () => {
  it('lets any descriptor open an empty day', () => {
    for (const code of ['DAY_OPEN', 'WATCH', 'ARRIVAL', 'DAY_CLOSE', 'DRY_DOCK']) expect(check([], code, 4), code).toEqual(ok);
  });

  it('follows the sequence numbers when the predecessor lists nothing, equal numbers included', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('w', 'WATCH', 4)];
    expect(check(day, 'WATCH', 8)).toEqual(ok);
    expect(check(day, 'NOON', 12)).toEqual(ok);
    expect(check(day, 'ARRIVAL', 12)).toEqual(ok);
    const arrived = [...day, entry('a', 'ARRIVAL', 6)];
    expect(check(arrived, 'WATCH', 8)).toEqual(refused('notAfter', { descriptor: 'WATCH', previous: 'ARRIVAL' }));
  });

  it('lets nextAllowed decide, above the sequence numbers, when the predecessor has one', () => {
    const bunkered = [entry('b', 'BUNKER', 6)];
    expect(check(bunkered, 'WATCH', 8)).toEqual(ok);
    expect(check(bunkered, 'ARRIVAL', 8)).toEqual(refused('notAfter', { descriptor: 'ARRIVAL', previous: 'BUNKER' }));
  });

  it('falls back to the sequence numbers for an empty nextAllowed', () => {
    const noted = [entry('n', 'NOTE', 6)];
    expect(check(noted, 'WATCH', 8)).toEqual(refused('notAfter', { descriptor: 'WATCH', previous: 'NOTE' }));
    expect(check(noted, 'ARRIVAL', 8)).toEqual(ok);
  });

  it('checks that the following entry may come after the new one', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('w', 'WATCH', 12)];
    expect(check(day, 'ARRIVAL', 6)).toEqual(refused('beforeSuccessor', { descriptor: 'ARRIVAL', next: 'WATCH' }));
    expect(check(day, 'BUNKER', 6)).toEqual(ok);
    const noonNext = [entry('o', 'DAY_OPEN', 0), entry('n', 'NOON', 12)];
    expect(check(noonNext, 'BUNKER', 6)).toEqual(refused('beforeSuccessor', { descriptor: 'BUNKER', next: 'NOON' }));
  });

  it('takes an entry starting at the same time as the predecessor', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('a', 'ARRIVAL', 6)];
    expect(check(day, 'WATCH', 6)).toEqual(refused('notAfter', { descriptor: 'WATCH', previous: 'ARRIVAL' }));
    expect(check(day, 'WATCH', 5, { minute: 59 })).toEqual(ok);
  });

  it('breaks ties in start by id, whatever order the entries come in', () => {
    const day = [entry('b', 'WATCH', 6), entry('a', 'ARRIVAL', 6)];
    expect(check(day, 'NOON', 7)).toEqual(ok);
    expect(check([...day].reverse(), 'NOON', 7)).toEqual(ok);
  });

  it('ignores deleted entries and counts NA entries', () => {
    expect(check([entry('o', 'DAY_OPEN', 0), entry('a', 'ARRIVAL', 6, 'DELETED')], 'WATCH', 8)).toEqual(ok);
    expect(check([entry('o', 'DAY_OPEN', 0), entry('a', 'ARRIVAL', 6, 'NA')], 'WATCH', 8)).toEqual(
      refused('notAfter', { descriptor: 'WATCH', previous: 'ARRIVAL' }),
    );
  });

  it('lets an entry of a descriptor no longer configured set no rule', () => {
    const day = [entry('g', 'GONE', 4), entry('h', 'GONE', 10)];
    expect(check(day, 'WATCH', 6)).toEqual(ok);
  });

  it('has no ordering rule in an UNCHECKED eLog', () => {
    const day = [entry('a', 'ARRIVAL', 6), entry('n', 'NOON', 12)];
    expect(check(day, 'WATCH', 8, { config: unchecked })).toEqual(ok);
    expect(check([entry('b', 'BUNKER', 6)], 'ARRIVAL', 8, { config: unchecked })).toEqual(ok);
  });
});

describe('eLog workflow: positions', () => {
  it('allows a START entry only first', () => {
    expect(check([entry('w', 'WATCH', 4)], 'DAY_OPEN', 2)).toEqual(ok);
    expect(check([entry('o', 'DAY_OPEN', 0)], 'DAY_OPEN', 2)).toEqual(refused('startOnly', { descriptor: 'DAY_OPEN', previous: 'DAY_OPEN' }));
    expect(check([entry('w', 'WATCH', 4)], 'DAY_OPEN', 6, { config: unchecked })).toEqual(
      refused('startOnly', { descriptor: 'DAY_OPEN', previous: 'WATCH' }),
    );
  });

  it('puts nothing before a START entry, in either workflow type', () => {
    for (const config of [sequence, unchecked]) {
      expect(check([entry('o', 'DAY_OPEN', 4)], 'WATCH', 2, { config })).toEqual(refused('beforeSuccessor', { descriptor: 'WATCH', next: 'DAY_OPEN' }));
    }
  });

  it('allows an END entry only last, and stops the day from its start', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('w', 'WATCH', 4)];
    expect(check(day, 'DAY_CLOSE', 2)).toEqual(refused('endOnly', { descriptor: 'DAY_CLOSE', next: 'WATCH' }));
    expect(check(day, 'DAY_CLOSE', 23)).toEqual(ok);
    const closed = [...day, entry('c', 'DAY_CLOSE', 23)];
    expect(check(closed, 'WATCH', 22)).toEqual(ok);
    expect(check(closed, 'WATCH', 23)).toEqual(refused('dayStopped', { descriptor: 'WATCH', previous: 'DAY_CLOSE' }));
    expect(check(closed, 'WATCH', 23, { minute: 30, config: unchecked })).toEqual(refused('dayStopped', { descriptor: 'WATCH', previous: 'DAY_CLOSE' }));
  });

  it('does not let a deleted END entry stop the day', () => {
    expect(check([entry('c', 'DAY_CLOSE', 12, 'DELETED')], 'WATCH', 13)).toEqual(ok);
  });

  it('keeps a START_END entry alone in its day', () => {
    expect(check([], 'DRY_DOCK', 0)).toEqual(ok);
    expect(check([entry('w', 'WATCH', 4)], 'DRY_DOCK', 6)).toEqual(refused('onlyEntry', { descriptor: 'DRY_DOCK' }));
    expect(check([entry('w', 'WATCH', 4)], 'DRY_DOCK', 2)).toEqual(refused('onlyEntry', { descriptor: 'DRY_DOCK' }));
    const docked = [entry('d', 'DRY_DOCK', 4)];
    expect(check(docked, 'WATCH', 6)).toEqual(refused('dayStopped', { descriptor: 'WATCH', previous: 'DRY_DOCK' }));
    expect(check(docked, 'WATCH', 2)).toEqual(refused('beforeSuccessor', { descriptor: 'WATCH', next: 'DRY_DOCK' }));
  });
});

describe('eLog workflow: cardinality, disabled and unknown descriptors', () => {
  it('refuses an entry beyond maxCardinality, NA entries counting and deleted ones not', () => {
    const full = refused('maxCardinality', { descriptor: 'NOON', max: 1 });
    expect(check([entry('n', 'NOON', 12)], 'NOON', 13)).toEqual(full);
    expect(check([entry('n', 'NOON', 12, 'NA')], 'NOON', 13)).toEqual(full);
    expect(check([entry('n', 'NOON', 12, 'DELETED')], 'NOON', 13)).toEqual(ok);
    expect(check([entry('n', 'NOON', 12)], 'NOON', 13, { config: unchecked })).toEqual(full);
  });

  it('sets no limit when maxCardinality is null or absent, nor when cardinality is ignored', () => {
    const notes = [1, 2, 3].map((hour) => entry(`n${hour}`, 'NOTE', hour));
    expect(check(notes, 'NOTE', 4)).toEqual(ok);
    expect(check([entry('n', 'NOON', 12)], 'NOON', 13, { config: { ...sequence, ignoreCardinality: true } })).toEqual(ok);
  });

  it('refuses new entries of a disabled descriptor but lets an existing one move', () => {
    const disabled = refused('disabledDescriptor', { descriptor: 'OLD_FORM' });
    expect(check([], 'OLD_FORM', 4)).toEqual(disabled);
    expect(check([], 'OLD_FORM', 4, { config: { ...unchecked, ignoreCardinality: true } })).toEqual(disabled);
    const day = [entry('f', 'OLD_FORM', 4), entry('w', 'WATCH', 6)];
    expect(check(day, 'OLD_FORM', 5, { exceptId: 'f' })).toEqual(ok);
    expect(check(day, 'OLD_FORM', 5, { exceptId: 'w' })).toEqual(disabled);
  });

  it('refuses a descriptor it does not know', () => {
    expect(check([], 'NOPE', 4)).toEqual(refused('unknownDescriptor', { descriptor: 'NOPE' }));
  });
});

describe('eLog workflow: moving an existing entry', () => {
  it('leaves the moved entry out of its own neighbours and its own count', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('n', 'NOON', 12), entry('w', 'WATCH', 4)];
    expect(check(day, 'DAY_OPEN', 0, { exceptId: 'o', minute: 30 })).toEqual(ok);
    expect(check(day, 'DAY_OPEN', 0, { minute: 30 })).toEqual(refused('startOnly', { descriptor: 'DAY_OPEN', previous: 'DAY_OPEN' }));
    expect(check(day, 'NOON', 13, { exceptId: 'n' })).toEqual(ok);
    expect(check(day, 'NOON', 13)).toEqual(refused('maxCardinality', { descriptor: 'NOON', max: 1 }));
  });

  it('checks the moved entry against its new neighbours', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('w', 'WATCH', 4), entry('a', 'ARRIVAL', 6)];
    expect(check(day, 'ARRIVAL', 3, { exceptId: 'a' })).toEqual(refused('beforeSuccessor', { descriptor: 'ARRIVAL', next: 'WATCH' }));
    expect(check(day, 'WATCH', 7, { exceptId: 'w' })).toEqual(refused('notAfter', { descriptor: 'WATCH', previous: 'ARRIVAL' }));
  });

  it('lets the END entry itself move without stopping on itself', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('c', 'DAY_CLOSE', 20)];
    expect(check(day, 'DAY_CLOSE', 22, { exceptId: 'c' })).toEqual(ok);
  });
});

describe('eLog workflow: what may come next', () => {
  const codes = descriptors.map(({ code }) => code);

  it('lists every descriptor in order with whether it is allowed and why not', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('a', 'ARRIVAL', 6)];
    const options = allowedNext(sequence, descriptors, day, at(8));
    expect(options.map(({ code }) => code)).toEqual(codes);
    expect(options.every(({ state }) => state === 'CHECKED')).toBe(true);
    expect(options.filter(({ allowed }) => allowed).map(({ code }) => code)).toEqual(['ARRIVAL', 'DAY_CLOSE']);
    expect(options.find(({ code }) => code === 'WATCH')).toEqual({
      code: 'WATCH',
      state: 'CHECKED',
      allowed: false,
      reason: { key: 'elog.workflow.notAfter', params: { descriptor: 'WATCH', previous: 'ARRIVAL' } },
    });
    expect(options.find(({ code }) => code === 'ARRIVAL')).toEqual({ code: 'ARRIVAL', state: 'CHECKED', allowed: true });
  });

  it('says UNCHECKED in an eLog without ordering rules, positions still applying', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('a', 'ARRIVAL', 6)];
    const options = allowedNext(unchecked, descriptors, day, at(8));
    expect(options.every(({ state }) => state === 'UNCHECKED')).toBe(true);
    expect(options.filter(({ allowed }) => allowed).map(({ code }) => code)).toEqual(['WATCH', 'NOON', 'BUNKER', 'NOTE', 'ARRIVAL', 'DAY_CLOSE']);
  });

  it('says STOPPED after an END entry, in either workflow type, and nothing is allowed', () => {
    const day = [entry('o', 'DAY_OPEN', 0), entry('c', 'DAY_CLOSE', 20)];
    for (const config of [sequence, unchecked]) {
      const options = allowedNext(config, descriptors, day, at(21));
      expect(options.every(({ state, allowed }) => state === 'STOPPED' && !allowed)).toBe(true);
    }
    expect(allowedNext(sequence, descriptors, day, at(19)).every(({ state }) => state === 'CHECKED')).toBe(true);
  });
});

describe('eLog workflow: what a day needs before completion', () => {
  it('lists descriptors below minCardinality, skipping disabled ones', () => {
    expect(missingForCompletion(sequence, descriptors, [])).toEqual([
      { descriptor: 'WATCH', min: 2, present: 0 },
      { descriptor: 'NOON', min: 1, present: 0 },
    ]);
  });

  it('counts NA entries as present and deleted ones as absent', () => {
    const day = [entry('w1', 'WATCH', 4), entry('w2', 'WATCH', 8, 'NA'), entry('n', 'NOON', 12, 'DELETED')];
    expect(missingForCompletion(sequence, descriptors, day)).toEqual([{ descriptor: 'NOON', min: 1, present: 0 }]);
    expect(missingForCompletion(sequence, descriptors, [entry('w1', 'WATCH', 4, 'DRAFT')])).toEqual([
      { descriptor: 'WATCH', min: 2, present: 1 },
      { descriptor: 'NOON', min: 1, present: 0 },
    ]);
  });

  it('needs nothing more once every minimum is met, or when cardinality is ignored', () => {
    const day = [entry('w1', 'WATCH', 4), entry('w2', 'WATCH', 8), entry('w3', 'WATCH', 16), entry('n', 'NOON', 12)];
    expect(missingForCompletion(sequence, descriptors, day)).toEqual([]);
    expect(missingForCompletion({ ...sequence, ignoreCardinality: true }, descriptors, [])).toEqual([]);
  });
});

describe('eLog workflow: the actual position of an entry', () => {
  it('names the first, the last, the only and the others', () => {
    const day = [entry('c', 'WATCH', 12), entry('a', 'DAY_OPEN', 0), entry('b', 'WATCH', 6)];
    expect(entryPosition(day, 'a')).toBe('START');
    expect(entryPosition(day, 'b')).toBe('MIDDLE');
    expect(entryPosition(day, 'c')).toBe('END');
    expect(entryPosition([entry('a', 'WATCH', 6)], 'a')).toBe('START_END');
  });

  it('leaves deleted entries out of the day, and breaks start ties by id', () => {
    expect(entryPosition([entry('a', 'WATCH', 6), entry('b', 'WATCH', 8, 'DELETED')], 'a')).toBe('START_END');
    expect(entryPosition([entry('y', 'WATCH', 6), entry('x', 'WATCH', 6)], 'x')).toBe('START');
    expect(entryPosition([entry('y', 'WATCH', 6), entry('x', 'WATCH', 6)], 'y')).toBe('END');
  });

  it('has no position for an entry that is not in the day', () => {
    expect(entryPosition([entry('a', 'WATCH', 6)], 'zzz')).toBeUndefined();
    expect(entryPosition([entry('a', 'WATCH', 6), entry('b', 'WATCH', 8, 'DELETED')], 'b')).toBeUndefined();
  });
});
