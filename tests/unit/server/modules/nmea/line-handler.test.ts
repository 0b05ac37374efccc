import { describe, expect, it } from 'vitest';
import type { IngestPoint } from '../../../../../server/modules/timeseries/ingest-types.js';
import { createLineHandler } from '../../../../../server/modules/nmea/line-handler.js';
import { createCounters } from '../../../../../server/modules/nmea/listener-counters.js';
import { createTagResolver, type MappingRule } from '../../../../../server/modules/nmea/tag-mapping.js';
import { fixtureExpectations, fixtureLines } from '../../../../support/nmea-fixtures.js';

/** Feeds lines through a handler; returns the points by tag and the counters. */
function feed(lines: string[], mapping: MappingRule[] = [], receivedAt = new Date('2018-08-20T09:47:37.400Z')) {
  const counters = createCounters();
  const points: Record<string, IngestPoint[]> = {};
  const handleLine = createLineHandler({ resolveTag: createTagResolver(mapping), counters, emit: (tag, point) => { (points[tag] ??= []).push(point); } });
  for (const line of lines) handleLine(line, receivedAt);
  const valuesOf = (tag: string) => (points[tag] ?? []).map((p) => p.value);
  return { counters, points, valuesOf };
}

describe('NMEA lines to tagged points', () => {
  it('turns a real chartplotter capture into the ship tags with the default mapping', () => {
    const { points, valuesOf, counters } = feed(fixtureLines('bandg-zeus2.nmea'));
    expect(Object.keys(points).sort()).toEqual([
      'COG', 'DEPTH', 'HEADING', 'LAT', 'LON', 'RUDDER_ANGLE', 'SOG', 'STW', 'WIND_ANGLE_REL', 'WIND_DIR_TRUE', 'WIND_SPEED_REL', 'WIND_SPEED_TRUE',
    ]);
    expect(valuesOf('LAT')).toEqual([52.850157, 52.850155]);
    expect(valuesOf('LON')).toEqual([5.313620, 5.313617]);
    expect(valuesOf('SOG')).toEqual([5.6, 5.6]);
    expect(valuesOf('COG')).toEqual([230.5, 230.5]);
    expect(valuesOf('HEADING')).toEqual([231.3]);
    expect(valuesOf('STW')).toEqual([6.6]);
    expect(valuesOf('DEPTH')).toEqual([5.3]);
    expect(valuesOf('WIND_ANGLE_REL')).toEqual([57.5]);
    expect(valuesOf('WIND_SPEED_REL')).toEqual([13]);
    expect(valuesOf('WIND_SPEED_TRUE')).toEqual([11.2]);
    expect(valuesOf('WIND_DIR_TRUE')).toEqual([327.9]);
    expect(valuesOf('RUDDER_ANGLE')).toEqual([-3.9]);
    expect(counters).toMatchObject({ lines: 20, sentences: 8, unsupported: 12, malformed: 0, badChecksum: 0, invalid: 0 });
    // B&G sends TRIM as an angle; TRIM the tag is metres, so it is listed for the configuration instead of stored.
    expect(counters.unmapped).toMatchObject({ 'XDR.TRIM': 1, 'XDR.HEEL': 1, 'GGA.satellites': 1 });
  });

  it('stamps GNSS points with the sentence time and the others with the arrival time', () => {
    const { points } = feed(fixtureLines('bandg-zeus2.nmea'));
    expect(points.LAT.map((p) => (p.ts as Date).toISOString())).toEqual(['2018-08-20T09:47:36.000Z', '2018-08-20T09:47:37.000Z']);
    expect((points.HEADING[0].ts as Date).toISOString()).toBe('2018-08-20T09:47:37.400Z');
  });

  it('dates a GGA that follows an RMC by the RMC, even when the server clock says another day', () => {
    const { points } = feed(['$GPRMC,094737,A,5251.0093,N,00518.8170,E,5.6,230.5,200818,1.4,E,A*1F', '$GPGGA,094737,5251.0085,N,00518.8151,E,1,12,0.60,-4,M,46.8,M,,*4B'],
      [], new Date('2026-03-01T23:00:00Z'));
    expect(points.LAT.map((p) => (p.ts as Date).toISOString())).toEqual(['2018-08-20T09:47:37.000Z', '2018-08-20T09:47:37.000Z']);
  });

  it('maps drafts, trim in metres, temperatures and shaft revolutions; engines and void data are not stored', () => {
    const { valuesOf, counters } = feed(fixtureLines('ship-sensors.nmea'));
    expect(valuesOf('DRAFT_FWD')).toEqual([10.52]);
    expect(valuesOf('DRAFT_AFT')).toEqual([11.18]);
    expect(valuesOf('TRIM')).toEqual([0.66]);
    expect(valuesOf('AIR_TEMP')).toHaveLength(3);
    expect(valuesOf('SEA_TEMP')).toEqual([20.9]);
    expect(valuesOf('SHAFT_RPM')).toEqual([1800, 3200]);
    expect(valuesOf('PROP_PITCH')).toEqual([5, 100]);
    expect(valuesOf('DEPTH')).toEqual([3.1, 4.1]);
    expect(counters.invalid).toBe(4);
    expect(counters.unmapped).toMatchObject({ 'RPM.E1.rpm': 1, 'RPM.S2.rpm': 1, 'XDR.ENV_ATMOS_P': 1 });
  });

  it('counts every bad line by kind, and goes on reading after them', () => {
    const cases = fixtureExpectations('bad-lines.nmea');
    const count = (what: string) => cases.filter((c) => c.expect === what).length;
    const good = '$HEHDT,4.0,T*2B';
    const { counters, valuesOf } = feed([...cases.map((c) => c.line), good]);
    expect(counters).toMatchObject({
      lines: cases.length + 1,
      badChecksum: count('bad-checksum'),
      malformed: count('truncated') + count('garbled') + count('no-start') + count('bad-address') + count('too-long'),
      unsupported: count('unsupported'),
      invalid: count('void'),
      sentences: 1,
    });
    expect(counters.lastProblem).toMatchObject({ reason: 'too-long' });
    expect(valuesOf('HEADING')).toEqual([4]);
  });

  it('lets the configuration add a field, move one to another tag, or stop one being stored', () => {
    const mapping: MappingRule[] = [
      { sentence: 'XDR', field: 'heel', tag: 'HEEL_ANGLE' },
      { sentence: 'RPM', field: 'E1.rpm', tag: 'ME_RPM' },
      { sentence: 'DPT', field: 'depth' },
      { sentence: 'DPT', field: 'belowSurface', tag: 'DEPTH' },
    ];
    const { valuesOf } = feed([...fixtureLines('bandg-zeus2.nmea'), ...fixtureLines('ship-sensors.nmea')], mapping);
    expect(valuesOf('HEEL_ANGLE')).toEqual([-1]);
    expect(valuesOf('ME_RPM')).toEqual([2418.2]);
    expect(valuesOf('DEPTH')).toEqual([5.7, 5.1]);
  });
});
