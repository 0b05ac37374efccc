import { describe, expect, it } from 'vitest';
import { createLineSplitter } from '../../../../../server/modules/nmea/line-splitter.js';

function split(chunks: string[], maxLength?: number, end = false) {
  const lines: string[] = [];
  const splitter = createLineSplitter((line) => lines.push(line), maxLength);
  for (const chunk of chunks) splitter.push(chunk);
  if (end) splitter.end();
  return lines;
}

describe('line splitter', () => {
  it('joins a line cut across chunks and splits chunks holding many lines', () => {
    expect(split(['$HEHDT,4.', '0,T*2B\r\n$GPHDT,274.07,T*03\r\n$IIMWV,336,R,', '13.41,N,A*22\r\n'])).toEqual([
      '$HEHDT,4.0,T*2B', '$GPHDT,274.07,T*03', '$IIMWV,336,R,13.41,N,A*22',
    ]);
  });

  it('ends lines at CR LF, LF or CR, even with CR and LF in different chunks', () => {
    expect(split(['a\r', '\nb\nc\rd\r\n']).filter(Boolean)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps a last line without its line end until the talker hangs up', () => {
    expect(split(['$HEHDT,4.0,T*2B\n$GPHDT,27'])).toEqual(['$HEHDT,4.0,T*2B']);
    expect(split(['$HEHDT,4.0,T*2B\n$GPHDT,27'], undefined, true)).toEqual(['$HEHDT,4.0,T*2B', '$GPHDT,27']);
  });

  it('passes on a line that never ends once, then skips to the next line end', () => {
    const lines = split(['x'.repeat(15), 'y'.repeat(15), 'z'.repeat(10), '\nok\n'], 20);
    expect(lines).toEqual(['x'.repeat(15) + 'y'.repeat(15), 'ok']);
  });
});
