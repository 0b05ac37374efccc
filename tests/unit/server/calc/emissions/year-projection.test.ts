import { describe, expect, it } from 'vitest';
import { yearEndScale } from '../../../../../server/calc/emissions/year-projection.js';

const at = (iso: string) => Date.parse(iso);

describe('the year-end projection of a running year', () => {
  it('scales the first quarter to the whole year: 900 EUAs by 1 April lead to 3 650 by year end', () => {
    // 1 Jan – 1 Apr 2026 is 90 days of 365: the same rate for the rest of the year multiplies the figures by 365/90.
    const scale = yearEndScale(2026, at('2026-01-01T00:00:00Z'), at('2026-04-01T00:00:00Z'))!;
    expect(scale).toBeCloseTo(365 / 90, 12);
    expect(900 * scale).toBeCloseTo(3_650, 9);
  });

  it('counts from the first record of a ship that began trading in the year, not from 1 January', () => {
    // Delivered 1 March: 31 days covered by 1 April, 306 days from 1 March to year end.
    expect(yearEndScale(2026, at('2026-03-01T00:00:00Z'), at('2026-04-01T00:00:00Z'))).toBeCloseTo(306 / 31, 12);
    // A record carried over from the year before counts from 1 January.
    expect(yearEndScale(2026, at('2025-12-28T00:00:00Z'), at('2026-04-01T00:00:00Z'))).toBeCloseTo(365 / 90, 12);
  });

  it('projects nothing for a year that is over or not begun, or without records', () => {
    expect(yearEndScale(2025, at('2025-01-05T00:00:00Z'), at('2026-04-01T00:00:00Z'))).toBeNull();
    expect(yearEndScale(2027, at('2026-01-05T00:00:00Z'), at('2026-04-01T00:00:00Z'))).toBeNull();
    expect(yearEndScale(2026, undefined, at('2026-04-01T00:00:00Z'))).toBeNull();
    expect(yearEndScale(2026, at('2026-04-01T00:00:00Z'), at('2026-04-01T00:00:00Z'))).toBeNull();
  });
});
