import { describe, expect, it } from 'vitest';
import { parseCsvTime, parseCsvValue, parseMeasurementCsv, type MeasurementCsv } from '../../../../../server/modules/measures/measurement-csv.js';

const types = new Map([['SOG', 'NUMERIC'], ['NAV_STATUS', 'STRING'], ['ENGINE_RUNNING', 'BOOLEAN']]);
const read = (text: string) => {
  const parsed = parseMeasurementCsv(text, types);
  if ('problem' in parsed) throw new Error(`unreadable: ${parsed.problem.key}`);
  return parsed as MeasurementCsv;
};
const t0 = '2026-03-01T12:00:00Z';
const time = (text: string) => parseCsvTime(text)?.toISOString();

describe('measurement CSV', () => {
  it('reads ISO 8601 times with an offset only', () => {
    expect(time('2026-03-01T12:00:00Z')).toBe('2026-03-01T12:00:00.000Z');
    expect(time('2026-03-01 15:00+03:00')).toBe('2026-03-01T12:00:00.000Z');
    expect(time('2026-03-01T14:00:00.5+0200')).toBe('2026-03-01T12:00:00.500Z');
    expect(time('2026-03-01T09:00:00-03')).toBe('2026-03-01T12:00:00.000Z');
    for (const bad of ['2026-03-01T12:00:00', '01.03.2026 12:00', 'yesterday', '', '2026-13-01T00:00:00Z']) expect(time(bad), bad).toBeUndefined();
  });

  it('converts cells to the tag\'s value type', () => {
    expect(parseCsvValue(' 12.5 ', 'NUMERIC', ';')).toEqual({ value: 12.5 });
    expect(parseCsvValue('12,5', 'NUMERIC', ';')).toEqual({ value: 12.5 });
    expect(parseCsvValue('-1e3', 'NUMERIC', ';')).toEqual({ value: -1000 });
    expect(parseCsvValue('12,5', 'NUMERIC', ',')).toEqual({ key: 'measures.import.notNumber' });
    expect(parseCsvValue('0x10', 'NUMERIC', ';')).toEqual({ key: 'measures.import.notNumber' });
    expect(parseCsvValue('Yes', 'BOOLEAN', ';')).toEqual({ value: true });
    expect(parseCsvValue('0', 'BOOLEAN', ';')).toEqual({ value: false });
    expect(parseCsvValue('maybe', 'BOOLEAN', ';')).toEqual({ key: 'measures.import.notBoolean' });
    expect(parseCsvValue(" 'AT SEA' ", 'STRING', ';')).toEqual({ value: " 'AT SEA' " });
    expect(parseCsvValue("'=1+1", 'STRING', ';')).toEqual({ value: '=1+1' });
    expect(parseCsvValue(' 7 ', undefined, ';')).toEqual({ value: '7' });
  });

  it('tells the wide layout by its time column and reads one series per column, skipping empty cells', () => {
    const csv = read(`time;SHIP-UNIT-A SOG [kn];SHIP-UNIT-A NAV_STATUS\n${t0};12;AT_SEA\n2026-03-01T12:01:00Z;;IN_PORT\n`);
    expect(csv.format).toBe('wide');
    expect(csv.series.map((s) => [s.groupingKey, s.tag, s.column, s.points.map((p) => p.value), s.lines])).toEqual([
      ['SHIP-UNIT-A', 'SOG', 'SHIP-UNIT-A SOG [kn]', [12], [2]],
      ['SHIP-UNIT-A', 'NAV_STATUS', 'SHIP-UNIT-A NAV_STATUS', ['AT_SEA', 'IN_PORT'], [2, 3]],
    ]);
    expect(csv.problemCount).toBe(0);
  });

  it('tells the long layout by its four column names, in any case, and groups rows into series', () => {
    const csv = read(`Time;GroupingKey;Tag;Value\n${t0};SHIP-UNIT-A;SOG;1\n${t0};SHIP-UNIT-B;SOG;2\n2026-03-01T12:01:00Z;SHIP-UNIT-A;SOG;3\n`);
    expect(csv.format).toBe('long');
    expect(csv.series.map((s) => [s.column, s.points.length, s.lines])).toEqual([['SHIP-UNIT-A SOG', 2, [2, 4]], ['SHIP-UNIT-B SOG', 1, [3]]]);
  });

  it('explains every refused value by line and column and counts the values a bad time takes with it', () => {
    const csv = read(`time;SHIP-UNIT-A SOG;SHIP-UNIT-A ENGINE_RUNNING\n${t0};x;maybe\nnoon;1;1\n${t0};1;1;extra\n`);
    expect(csv.problems).toEqual([
      { line: 2, column: 'SHIP-UNIT-A SOG', key: 'measures.import.notNumber', params: { value: 'x' } },
      { line: 2, column: 'SHIP-UNIT-A ENGINE_RUNNING', key: 'measures.import.notBoolean', params: { value: 'maybe' } },
      { line: 3, column: 'time', key: 'measures.import.badTime', params: { value: 'noon' } },
      { line: 4, key: 'measures.import.extraCells' },
    ]);
    expect(csv.refusedValues).toBe(4);
    expect(csv.series.map((s) => s.points.length)).toEqual([1, 1]);
  });

  it('keeps the text of an unknown tag: ingestion refuses the series with its own reason', () => {
    const csv = read(`time;SHIP-UNIT-A NO_SUCH_TAG\n${t0};abc\n`);
    expect(csv.series[0].points[0].value).toBe('abc');
    expect(csv.problemCount).toBe(0);
  });

  it('refuses files it cannot read at all', () => {
    expect(parseMeasurementCsv('', types)).toEqual({ problem: { key: 'measures.import.empty' } });
    expect(parseMeasurementCsv('time;SHIP-UNIT-A SOG\n', types)).toEqual({ problem: { key: 'measures.import.empty' } });
    expect(parseMeasurementCsv(`time\n${t0}\n`, types)).toEqual({ problem: { line: 1, key: 'measures.import.unknownFormat' } });
    expect(parseMeasurementCsv(`date;value\n${t0};1\n`, types)).toEqual({ problem: { line: 1, key: 'measures.import.unknownFormat' } });
  });
});
