import { describe, expect, it } from 'vitest';
import { firstFreeSpot, panelSizeOf, takenSpots } from '../../../../designer/dashboard/layout-placement.js';

describe('where a new panel goes', () => {
  it('takes the top-left corner of an empty grid', () => {
    expect(firstFreeSpot([], 12, { w: 6, h: 4 })).toEqual({ x: 0, y: 0, w: 6, h: 4 });
  });

  it('takes the first gap wide and tall enough, scanning rows from the top and each row from the left', () => {
    const taken = [{ x: 0, y: 0, w: 4, h: 2 }, { x: 8, y: 0, w: 4, h: 4 }];
    expect(firstFreeSpot(taken, 12, { w: 4, h: 2 })).toEqual({ x: 4, y: 0, w: 4, h: 2 });
    expect(firstFreeSpot(taken, 12, { w: 6, h: 2 })).toEqual({ x: 0, y: 2, w: 6, h: 2 });
  });

  it('goes below everything when no gap fits, and never wider than the grid', () => {
    expect(firstFreeSpot([{ x: 0, y: 0, w: 12, h: 3 }], 12, { w: 6, h: 4 })).toEqual({ x: 0, y: 3, w: 6, h: 4 });
    expect(firstFreeSpot([], 4, { w: 6, h: 4 })).toEqual({ x: 0, y: 0, w: 4, h: 4 });
  });

  it('sizes a panel by its type: figures small, charts larger', () => {
    expect(panelSizeOf('kpi', 12)).toEqual({ w: 3, h: 2 });
    expect(panelSizeOf('timeseries', 12)).toEqual({ w: 6, h: 4 });
    expect(panelSizeOf('timeseries', 4)).toEqual({ w: 4, h: 4 });
  });

  it('counts a chart without a location where the grid draws it', () => {
    expect(takenSpots([{ id: 'a', type: 'kpi', location: { x: 0, y: 0, w: 12, h: 2 } }, { id: 'b', type: 'bar' }], 12))
      .toEqual([{ x: 0, y: 0, w: 12, h: 2 }, { x: 0, y: 2, w: 6, h: 4 }]);
  });
});
