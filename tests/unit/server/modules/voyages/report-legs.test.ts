import { describe, expect, it } from 'vitest';
import { buildReportedRecords, type ShipReport } from '../../../../../server/modules/voyages/report-legs.js';

const report = (id: string, kind: ShipReport['kind'], at: string, content: Record<string, unknown>): ShipReport => ({ id, kind, at: new Date(at), content });
const noon = (id: string, at: string, run: number, consumption: { consumer: string; fuel: string; quantity: number }[]) =>
  report(id, 'NOON', at, { position: { lat: 0, lon: 0 }, distanceSinceLastNoon: run, consumption });

describe('voyage legs from the deck log', () => {
  const log = [
    report('d1', 'DEPARTURE', '2026-09-10T09:00:00Z', { port: 'NLRTM', times: { lastLineLetGo: '2026-09-10T08:45:00Z' }, cargo: { quantity: 70_000 } }),
    noon('n1', '2026-09-11T11:00:00Z', 330, [{ consumer: 'ME', fuel: 'HFO', quantity: 21.5 }, { consumer: 'AE', fuel: 'MDO_MGO', quantity: 1.5 }]),
    noon('n2', '2026-09-12T11:00:00Z', 340, [{ consumer: 'ME', fuel: 'HFO', quantity: 22 }]),
    report('a1', 'ARRIVAL', '2026-09-13T10:00:00Z', { port: 'NONVK', times: { anchorDropped: '2026-09-13T04:30:00Z', allFast: '2026-09-13T10:30:00Z' } }),
    noon('n3', '2026-09-14T11:00:00Z', 0, [{ consumer: 'AE', fuel: 'MDO_MGO', quantity: 2 }]),
    report('d2', 'DEPARTURE', '2026-09-15T06:00:00Z', { port: 'NONVK', cargo: { quantity: 0 } }),
  ];

  it('runs a leg from a departure to the next arrival with the noon reports\' runs and consumption', () => {
    const { legs } = buildReportedRecords([...log].reverse());
    expect(legs).toEqual([{
      sourceKey: 'd1', fromPort: 'NLRTM', toPort: 'NONVK', departure: new Date('2026-09-10T08:45:00Z'), arrival: new Date('2026-09-13T10:30:00Z'),
      distanceNm: 670, hoursUnderway: 67.75, hoursAtAnchor: 6, condition: 'LADEN', cargoTonnes: 70_000, teu: null, passengers: null,
      fuel: [{ consumer: 'ME', fuel: 'HFO', tonnes: 43.5 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 1.5 }],
    }]);
  });

  it('adds the fuel the arrival and departure reports state since the report before them, and the passengers and containers on departure', () => {
    const consumption = (quantity: number) => [{ consumer: 'AE', fuel: 'MDO_MGO', quantity }];
    const reported = log.map((r) => (r.kind === 'NOON' ? r : { ...r, content: { ...r.content, consumption: consumption(r.id === 'a1' ? 3.25 : 0.75) } }));
    reported[0].content = { ...reported[0].content, passengers: 812, cargo: { quantity: 70_000, teu: 6_400 } };
    const { legs, stays } = buildReportedRecords(reported);
    expect(legs[0]).toMatchObject({ teu: 6_400, passengers: 812, fuel: [{ consumer: 'ME', fuel: 'HFO', tonnes: 43.5 }, { consumer: 'AE', fuel: 'MDO_MGO', tonnes: 4.75 }] });
    expect(stays[0].fuel).toEqual([{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 2.75 }]);
  });

  it('takes the distance from the last port when the arrival report gives it', () => {
    const withDistance = log.map((r) => (r.id === 'a1' ? { ...r, content: { ...r.content, distanceFromLastPort: 702.4 } } : r));
    expect(buildReportedRecords(withDistance).legs[0].distanceNm).toBe(702.4);
  });

  it('runs the stay from the arrival to the next departure from that port, with the cargo worked and the fuel burnt alongside', () => {
    expect(buildReportedRecords(log).stays).toEqual([{
      sourceKey: 'a1', port: 'NONVK', arrival: new Date('2026-09-13T10:30:00Z'), departure: new Date('2026-09-15T06:00:00Z'), cargoOperation: 'DISCHARGE',
      fuel: [{ consumer: 'AE', fuel: 'MDO_MGO', tonnes: 2 }],
    }]);
  });

  it('makes no record of a passage or stay not finished yet, nor of an arrival without a departure', () => {
    const { legs, stays } = buildReportedRecords([log[3], log[5]]);
    expect(legs).toEqual([]);
    expect(stays).toEqual([]);
  });
});
