/** The bundled world map drawn across the antimeridian. */
import { describe, expect, it } from 'vitest';
import { unwrapRing } from '../../../../../runtime/renderers/fleet/world-land.js';

describe('the offline map', () => {
  it('draws a ring crossing the antimeridian east of 180° instead of across the world', () => {
    expect(unwrapRing([[179, 65], [-179, 65], [-179, 66], [179, 65]])).toEqual([[179, 65], [181, 65], [181, 66], [179, 65]]);
    const ordinary = [[10, 50], [11, 50], [11, 51], [10, 50]];
    expect(unwrapRing(ordinary)).toBe(ordinary);
  });
});
