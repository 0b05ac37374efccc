import { describe, expect, it } from 'vitest';
import {
  approvalBlock, awaitedSignatures, dayApprovalOf, entrySignatureOf, entryTimeText, isChangedAfterSigning, type DaySigning, type EntrySigning, type SignatureFacts,
} from '../../../../../descriptors/lib/elog/day-signing.js';

const signed = (entryId: string, entryVersion: number, signatureTs: string): SignatureFacts =>
  ({ operationType: 'APPROVAL', firstSign: true, main: false, entryId, entryVersion, signatureTs });
const approval = (signatureTs: string): SignatureFacts => ({ operationType: 'APPROVAL', firstSign: false, main: true, signatureTs });
const removal = (signatureTs: string): SignatureFacts => ({ operationType: 'REMOVE_APPROVAL', firstSign: false, main: false, signatureTs });

describe('who signs what on a logbook day', () => {
  it('covers an entry with the signature of its current version only', () => {
    const signatures = [signed('w1', 1, '2026-11-20T04:01:00Z')];
    expect(entrySignatureOf({ id: 'w1', version: 1 }, signatures)).toBe(signatures[0]);
    expect(entrySignatureOf({ id: 'w1', version: 2 }, signatures)).toBeUndefined();
    expect(isChangedAfterSigning({ id: 'w1', version: 2 }, signatures)).toBe(true);
    expect(entrySignatureOf({ id: 'w2', version: 1 }, signatures)).toBeUndefined();
  });

  it('keeps the approval that no later removal took back', () => {
    expect(dayApprovalOf([approval('2026-11-20T18:00:00Z'), removal('2026-11-20T19:00:00Z')])).toBeUndefined();
    const again = approval('2026-11-20T20:00:00Z');
    expect(dayApprovalOf([approval('2026-11-20T18:00:00Z'), removal('2026-11-20T19:00:00Z'), again])).toBe(again);
  });

  it('lets a day-level officer\'s signature from before entry signatures cover every entry', () => {
    const legacy: SignatureFacts = { operationType: 'APPROVAL', firstSign: true, main: false, signatureTs: '2026-11-20T18:00:00Z' };
    expect(entrySignatureOf({ id: 'w1', version: 3 }, [legacy])).toBe(legacy);
    expect(entrySignatureOf({ id: 'w1', version: 3 }, [legacy, removal('2026-11-20T19:00:00Z')])).toBeUndefined();
  });

  it('says what the day awaits and why it cannot be approved yet', () => {
    const entry = (entryId: string, isSigned: boolean): EntrySigning => ({
      entryId, entryDescriptor: 'DECK_WATCH', version: 1, status: 'COMPLETED', start: { timestamp: 0, offset: 0 }, end: null, signedBy: 'AUTHOR',
      author: { userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER' }, changedAfterSigning: false, canSign: false,
      signature: isSigned ? { userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER', signatureTs: '2026-11-20T04:00:00Z' } : null,
    });
    const day: DaySigning = { required: ['FIRST', 'MAIN'], entries: [entry('w1', true), entry('w2', false)], approval: null, approvers: [], canApprove: true };
    expect(awaitedSignatures(day)).toEqual({ entries: [day.entries[1]], approval: true });
    expect(approvalBlock(day, 'IN_PROGRESS')).toBe('NOT_COMPLETED');
    expect(approvalBlock(day, 'COMPLETED')).toBe('ENTRIES_UNSIGNED');
    expect(approvalBlock({ ...day, required: ['MAIN'] }, 'COMPLETED')).toBeUndefined();
    expect(awaitedSignatures({ ...day, required: ['MAIN'] }).entries).toEqual([]);
  });

  it('names an entry\'s time on its own clock', () => {
    const at = (hh: number) => ({ timestamp: Date.UTC(2026, 10, 20, hh - 3), offset: 180 });
    expect(entryTimeText(at(8), at(12))).toBe('08:00–12:00');
    expect(entryTimeText(at(12))).toBe('12:00');
  });
});
