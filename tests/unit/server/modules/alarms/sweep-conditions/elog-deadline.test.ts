import { describe, expect, it } from 'vitest';
import { isBeyondLookback, LOOKBACK_DAYS } from '../../../../../../server/modules/alarms/sweep-conditions/elog-deadline.js';

describe('a late logbook day past the sweep\'s look-back', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('is out of sight once older than the look-back, so its open alarm is not cleared as if the day had been signed', () => {
    expect(LOOKBACK_DAYS).toBe(31);
    expect(isBeyondLookback('DECK|2026-10-27', now)).toBe(true);
    expect(isBeyondLookback('DECK|2026-10-28', now)).toBe(false);
    expect(isBeyondLookback('ENGINE|2026-11-27', now)).toBe(false);
  });
});
