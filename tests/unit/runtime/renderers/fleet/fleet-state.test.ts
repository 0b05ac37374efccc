import { describe, expect, it } from 'vitest';
import { portCallsOf, shipState, type LatestValue } from '../../../../../runtime/renderers/fleet/fleet-state.js';

const value = (tag: string, v: number | string, ts = '2026-11-21T10:00:00.000Z', code = 'NORDIC_ORE'): LatestValue =>
  ({ groupingKey: `SHIP-UNIT-${code}`, unit: code, tag, ts, value: v });

describe('a ship\'s state from its latest values', () => {
  it('takes position, speed, heading, the declared status, the port and the newest time; type, destination and ETA come from the voyage, not the sensors', () => {
    const state = shipState({ code: 'NORDIC_ORE', name: 'Nordic Ore' }, [
      value('LAT', 59.44), value('LON', 24.76), value('SOG', 0.1), value('HEADING', 271.6),
      value('NAV_STATUS', 'IN_PORT', '2026-11-21T10:05:00.000Z'), value('PORT', 'EETLL'), value('SOG', 14, '2026-11-21T10:00:00.000Z', 'BALTIC_AMBER'),
    ]);
    expect(state).toEqual({ code: 'NORDIC_ORE', name: 'Nordic Ore', lat: 59.44, lon: 24.76, sog: 0.1, heading: 271.6, status: 'IN_PORT', port: 'EETLL', lastDataAt: '2026-11-21T10:05:00.000Z',
      shipType: null, destination: null, eta: null });
  });

  it('derives the status from the speed when no status tag exists, and says unknown without data', () => {
    expect(shipState({ code: 'NORDIC_ORE', name: 'N' }, [value('SOG', 12)]).status).toBe('AT_SEA');
    expect(shipState({ code: 'NORDIC_ORE', name: 'N' }, [value('SOG', 0.2)]).status).toBe('IN_PORT');
    expect(shipState({ code: 'NORDIC_ORE', name: 'N' }, [])).toMatchObject({ status: 'UNKNOWN', lat: null, lastDataAt: null });
  });
});

describe('port calls from a PORT track', () => {
  const h = 3_600_000;
  it('joins consecutive buckets in one port, ends a call at sea, and bridges a gap in the data', () => {
    const track: [number, string | null][] = [[0, 'EETLL'], [h, 'EETLL'], [2 * h, ''], [3 * h, ''], [4 * h, 'FIHEL'], [5 * h, null], [6 * h, 'FIHEL'], [7 * h, '']];
    expect(portCallsOf(track, h)).toEqual([
      { port: 'EETLL', arrival: 0, departure: 2 * h },
      { port: 'FIHEL', arrival: 4 * h, departure: 7 * h },
    ]);
  });
});
