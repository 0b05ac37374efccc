/** Positions written the way the fleet screens show them. */
import { describe, expect, it } from 'vitest';
import { formatLatitude, formatLongitude, formatPosition } from '../../../../../runtime/renderers/fleet/coordinates.js';

describe('positions as seafarers read them', () => {
  it('writes degrees and decimal minutes with the hemisphere', () => {
    expect(formatLatitude(59.44)).toBe('59°26.400′N');
    expect(formatLongitude(-5.5)).toBe('005°30.000′W');
    expect(formatLatitude(-33.99999999)).toBe('34°00.000′S');
    expect(formatPosition(null, 3)).toBe('—');
  });
});
