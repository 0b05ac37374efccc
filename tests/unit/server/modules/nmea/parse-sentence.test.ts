import { describe, expect, it } from 'vitest';
import { checksumOf, maxLineLength, parseSentence } from '../../../../../server/modules/nmea/parse-sentence.js';
import { fixtureExpectations, fixtureLines } from '../../../../support/nmea-fixtures.js';

const parserReasons = ['bad-checksum', 'truncated', 'garbled', 'no-start', 'bad-address', 'too-long'];

describe('NMEA sentence parser', () => {
  it('accepts every line of a real chartplotter capture and splits talker, sentence and fields', () => {
    const lines = fixtureLines('bandg-zeus2.nmea');
    for (const line of lines) expect(parseSentence(line), line).toMatchObject({ ok: true });
    expect(parseSentence('$GPRMC,094737,A,5251.0093,N,00518.8170,E,5.6,230.5,200818,1.4,E,A*1F')).toEqual({
      ok: true,
      sentence: { talker: 'GP', id: 'RMC', fields: ['094737', 'A', '5251.0093', 'N', '00518.8170', 'E', '5.6', '230.5', '200818', '1.4', 'E', 'A'] },
    });
  });

  it('refuses each bad line of the fixture with its reason', () => {
    const cases = fixtureExpectations('bad-lines.nmea').filter((c) => parserReasons.includes(c.expect));
    expect(cases.length).toBeGreaterThanOrEqual(14);
    for (const { expect: reason, line } of cases) {
      expect(parseSentence(line), line).toEqual({ ok: false, kind: reason === 'bad-checksum' ? 'checksum' : 'malformed', reason });
    }
  });

  it('accepts the well-formed lines it will not decode, and void ones: they are counted later, not here', () => {
    for (const { line } of fixtureExpectations('bad-lines.nmea').filter((c) => c.expect === 'unsupported' || c.expect === 'void')) {
      expect(parseSentence(line), line).toMatchObject({ ok: true });
    }
  });

  it('tolerates CR LF, blanks, a lower-case checksum and an IEC 61162-450 tag block', () => {
    expect(parseSentence('$HEHDT,4.0,T*2B\r\n')).toMatchObject({ ok: true, sentence: { talker: 'HE', id: 'HDT', fields: ['4.0', 'T'] } });
    expect(parseSentence('  $IIMWV,336,R,13.41,N,A*22  ')).toMatchObject({ ok: true });
    expect(parseSentence('$HEHDT,4.0,T*2b')).toMatchObject({ ok: true });
    expect(parseSentence('$SDDPT,5.3,0.4,*79')).toMatchObject({ ok: true });
    expect(parseSentence('\\s:logger,c:1748822400*2E\\$GPRMC,,V,,,,,,,,,,N*53')).toMatchObject({ ok: true, sentence: { id: 'RMC' } });
  });

  it('reads encapsulated (!) and proprietary sentences', () => {
    expect(parseSentence('!AIVDM,1,1,,B,177KQJ5000G?tO`K>RA1wUbN0TKH,0*5C')).toMatchObject({ ok: true, sentence: { talker: 'AI', id: 'VDM' } });
    expect(parseSentence('$PGRME,15.0,M,45.0,M,25.0,M*1C')).toMatchObject({ ok: true, sentence: { talker: 'P', id: 'GRME' } });
  });

  it('allows lines longer than the standard 82 characters up to its limit', () => {
    const body = `IIXDR${',C,21.5,C,T'.repeat(16)}`;
    const line = `$${body}*${checksumOf(body).toString(16).toUpperCase().padStart(2, '0')}`;
    expect(line.length).toBeGreaterThan(82);
    expect(line.length).toBeLessThanOrEqual(maxLineLength);
    expect(parseSentence(line)).toMatchObject({ ok: true });
  });
});
