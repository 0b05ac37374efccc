import { describe, expect, it } from 'vitest';
import type { DecodeContext, Decoded } from '../../../../../server/modules/nmea/decoders/decoder.js';
import { findDecoder, supportedSentences } from '../../../../../server/modules/nmea/decoders/index.js';
import { parseSentence } from '../../../../../server/modules/nmea/parse-sentence.js';
import tcpConfig from '../../../../../descriptors/kinds/resource/builtin/tcp-config.json' with { type: 'json' };
import { fixtureLine } from '../../../../support/nmea-fixtures.js';

const receivedAt = new Date('2026-03-01T10:00:00.000Z');

/** Decodes a fixture line (from ship-sensors.nmea unless another file is named). */
function decode(prefix: string, context: Partial<DecodeContext> = {}, file = 'ship-sensors.nmea'): Decoded {
  const parsed = parseSentence(fixtureLine(file, prefix));
  if (!parsed.ok) throw new Error(`${prefix}: ${parsed.reason}`);
  return findDecoder(parsed.sentence.id)!(parsed.sentence.fields, { receivedAt, ...context });
}

const values = (decoded: Decoded) => Object.fromEntries(decoded.readings.map((r) => [r.field, r.value]));

describe('NMEA sentence decoders', () => {
  it('cover exactly the sentences the tcp-config screen offers', () => {
    expect(tcpConfig.schema.properties.mapping.items.properties.sentence.enum).toEqual([...supportedSentences]);
    for (const id of supportedSentences) expect(findDecoder(id), id).toBeDefined();
    expect(findDecoder('GSV')).toBeUndefined();
  });

  it('RMC: position in decimal degrees (6 decimals), SOG, COG and the UTC date and time', () => {
    const rmc = decode('$GPRMC,085412.000');
    expect(values(rmc)).toEqual({ lat: 52.371997, lon: 4.909640, sog: 0.58, cog: 251.34 });
    expect(rmc.time?.toISOString()).toBe('2014-04-03T08:54:12.000Z');
    const zeus = decode('$GPRMC', {}, 'bandg-zeus2.nmea');
    expect(values(zeus)).toEqual({ lat: 52.850155, lon: 5.313617, sog: 5.6, cog: 230.5 });
    expect(zeus.time?.toISOString()).toBe('2018-08-20T09:47:37.000Z');
  });

  it('RMC without a date puts its time on the nearest day; a void RMC stores nothing', () => {
    const undated = decode('$GNRMC,235959.000', { receivedAt: new Date('2026-09-12T00:00:00.691Z') });
    expect(undated.time?.toISOString()).toBe('2026-09-11T23:59:59.000Z');
    expect(values(undated)).toMatchObject({ lat: 38.319454, lon: 21.551497 });
    expect(decode('$GPRMC,,V')).toEqual({ readings: [], invalid: 'void' });
  });

  it('GGA: position west and with eight decimals of minutes, satellites, HDOP, altitude, time of day; no fix is void', () => {
    const gga = decode('$GPGGA,172814.0', { receivedAt: new Date('2026-03-01T17:28:15Z') });
    expect(values(gga)).toEqual({ lat: 37.391098, lon: -122.037826, satellites: 6, hdop: 1.2, altitude: 18.893 });
    expect(gga.time?.toISOString()).toBe('2026-03-01T17:28:14.000Z');
    expect(decode('$GPGGA,,,')).toMatchObject({ invalid: 'void' });
  });

  it('VTG: knots, or km/h turned into knots when knots are missing', () => {
    expect(values(decode('$GPVTG,,T'))).toEqual({ sog: 0.102 });
    expect(values(decode('$GPVTG,0.0,T'))).toEqual({ cogTrue: 0, cogMagnetic: 359.3, sog: 15 });
    expect(values(decode('$GPVTG', {}, 'bandg-zeus2.nmea'))).toEqual({ cogTrue: 230.5, cogMagnetic: 229.1, sog: 5.6 });
  });

  it('HDT: true heading, remembered as the heading', () => {
    expect(decode('$HEHDT')).toEqual({ readings: [{ field: 'heading', value: 4 }], heading: 4 });
    expect(values(decode('$GPHDT'))).toEqual({ heading: 274.07 });
  });

  it('DPT: a negative offset gives depth below the keel, a positive one depth below the surface', () => {
    expect(values(decode('$IIDPT,4.1,-1.0'))).toEqual({ depth: 3.1, belowTransducer: 4.1 });
    expect(values(decode('$IIDPT,4.1,1.0'))).toEqual({ depth: 4.1, belowTransducer: 4.1, belowSurface: 5.1 });
  });

  it('MWV: relative and true wind, speeds in knots from N, K and M; an empty one is void', () => {
    expect(values(decode('$IIMWV,336,R'))).toEqual({ 'R.angle': 336, 'R.speed': 13.41 });
    expect(values(decode('$IIMWV,074,T,05.85,K'))['T.speed']).toBeCloseTo(3.1587, 4);
    expect(values(decode('$IIMWV,074,T,05.85,M'))['T.speed']).toBeCloseTo(11.3715, 4);
    expect(decode('$IIMWV,,,,')).toMatchObject({ invalid: 'void' });
  });

  it('MWV true: the wind direction comes from a recent true heading, not from a stale one', () => {
    const heading = { value: 231.3, receivedAt: new Date(receivedAt.getTime() - 2000) };
    expect(values(decode('$WIMWV,96.6,T', { heading }, 'bandg-zeus2.nmea'))).toEqual({ 'T.angle': 96.6, 'T.speed': 11.2, 'T.direction': 327.9 });
    const stale = { value: 231.3, receivedAt: new Date(receivedAt.getTime() - 60_000) };
    expect(values(decode('$WIMWV,96.6,T', { heading: stale }, 'bandg-zeus2.nmea'))).not.toHaveProperty('T.direction');
  });

  it('VHW: headings and speed through water, in knots or from km/h', () => {
    const zeus = decode('$SDVHW', {}, 'bandg-zeus2.nmea');
    expect(values(zeus)).toEqual({ headingTrue: 231.3, headingMagnetic: 229.9, stw: 6.6 });
    expect(zeus.heading).toBe(231.3);
    expect(values(decode('$IIVHW'))).toEqual({ stw: 6.12 });
  });

  it('XDR: every named group with its transducer type; empty values skipped, kelvin turned into °C', () => {
    expect(decode('$IIXDR', {}, 'bandg-zeus2.nmea').readings).toEqual([
      { field: 'HEEL', value: -1, transducerType: 'A' },
      { field: 'TRIM', value: 2.9, transducerType: 'A' },
      { field: 'RUDDER', value: -3.9, transducerType: 'A' },
    ]);
    expect(decode('$IIXDR,D,10.52').readings).toEqual([
      { field: 'DRAFT_F', value: 10.52, transducerType: 'D' },
      { field: 'DRAFT_A', value: 11.18, transducerType: 'D' },
      { field: 'TRIM', value: 0.66, transducerType: 'D' },
    ]);
    expect(decode('$IIXDR,C,290.15,K').readings[0].value).toBeCloseTo(17, 6);
    expect(decode('$YXXDR').readings).toEqual([]);
  });

  it('RPM: by source and number, rpm and pitch; status V is void', () => {
    expect(values(decode('$IIRPM,E,1'))).toEqual({ 'E1.rpm': 2418.2, 'E1.pitch': 10.5 });
    expect(values(decode('$IIRPM,S,2'))).toEqual({ 'S2.rpm': 1800, 'S2.pitch': 0 });
    expect(values(decode('$ENRPM,S,1'))).toEqual({ 'S1.rpm': 3200, 'S1.pitch': 100 });
    expect(decode('$ERRPM,E,1,900.0,,V')).toMatchObject({ invalid: 'void' });
  });
});
