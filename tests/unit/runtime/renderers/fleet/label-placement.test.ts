import { describe, expect, it } from 'vitest';
import { placeLabels } from '../../../../../runtime/renderers/fleet/label-placement.js';

describe('ship names on the fleet map', () => {
  it('names each ship to the right of its marker when nothing is in the way', () => {
    expect(placeLabels([
      { code: 'A', name: 'Nordic Ore', x: 100, y: 100 },
      { code: 'B', name: 'Arctic Frost', x: 100, y: 200 },
    ])).toEqual({ A: 'right', B: 'right' });
  });

  it('moves a name that would cover another to the left, and leaves out one that fits nowhere', () => {
    // Two ferries a few pixels apart off Helsinki, as the map shows them at fleet zoom, and a third on top of them.
    expect(placeLabels([
      { code: 'GULF', name: 'Gulf Star', x: 400, y: 120 },
      { code: 'BALTIC', name: 'Baltic Amber', x: 404, y: 126 },
      { code: 'THIRD', name: 'Third Ship', x: 402, y: 123 },
    ])).toEqual({ GULF: 'right', BALTIC: 'left', THIRD: 'hidden' });
  });

  it('never puts a name over another ship\'s marker', () => {
    // The right side of A holds B's marker.
    expect(placeLabels([
      { code: 'A', name: 'Aurora Spirit', x: 100, y: 100 },
      { code: 'B', name: 'Keel Horizon', x: 140, y: 100 },
    ])).toEqual({ A: 'left', B: 'right' });
  });
});
