/** Open voyage legs grouped into voyages. */
import { describe, expect, it } from 'vitest';
import { groupOpenVoyages } from '../../../../../server/modules/voyages/voyage-grouping.js';

describe('voyages from legs', () => {
  it('end at a port of call; a stop without cargo work and a frozen voyage do not join open ones', () => {
    const leg = (id: string, endsAtPortOfCall = true, frozenVoyageId: string | null = null) => ({ id, endsAtPortOfCall, frozenVoyageId });
    expect(groupOpenVoyages([leg('a'), leg('b', false), leg('c'), leg('d', false), leg('e', true, 'v1'), leg('f', false)]))
      .toEqual([['a'], ['b', 'c'], ['d'], ['f']]);
  });
});
