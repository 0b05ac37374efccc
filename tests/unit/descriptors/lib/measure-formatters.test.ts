import { describe, expect, it } from 'vitest';
import { formatMeasureValue, measureFormatters, parseEnumMapping, type FormatContext } from '../../../../descriptors/lib/measure-formatters.js';

const texts: Record<string, Record<string, string>> = {
  en: { yes: 'Yes', no: 'No', days: 'd', 'hemisphere.N': 'N', 'hemisphere.S': 'S', 'hemisphere.E': 'E', 'hemisphere.W': 'W' },
  ru: { yes: 'Да', no: 'Нет', days: 'д', 'hemisphere.N': 'с. ш.', 'hemisphere.S': 'ю. ш.', 'hemisphere.E': 'в. д.', 'hemisphere.W': 'з. д.' },
};
const context = (language: string): FormatContext => ({ language, text: (key) => texts[language][key.replace('measures.formatters.', '')] ?? key });
const en = context('en');
const ru = context('ru');
const format = (type: string, value: Parameters<typeof formatMeasureValue>[0], parameters: Record<string, unknown> = {}, ctx = en, precision?: number) =>
  formatMeasureValue(value, { type, parameters }, ctx, precision);

describe('measure formatters', () => {
  it('numbers: decimals (the tag precision by default), grouping, unit, the language\'s decimal mark', () => {
    expect(format('NUMBER', 12.345, { decimals: 1 })).toBe('12.3');
    expect(format('NUMBER', 12.345, {}, en, 2)).toBe('12.35');
    expect(format('NUMBER', 1234567.8, { decimals: 0, grouping: true, unit: 'kW' })).toBe('1,234,568 kW');
    expect(format('NUMBER', 12.5, { decimals: '2' }, ru)).toBe('12,50');
    expect(format('NUMBER', 'n/a')).toBe('n/a');
  });

  it('angles: brought into 0–360°, a rounded full circle shown as 0', () => {
    expect(format('ANGLE', -90)).toBe('270°');
    expect(format('ANGLE', 359.96)).toBe('0°');
    expect(format('ANGLE', 725.25, { decimals: 1 })).toBe('5.3°');
    expect(format('ANGLE', -90, { normalize: false })).toBe('-90°');
  });

  it('latitude and longitude in degrees and minutes, with padding and the hemisphere', () => {
    expect(format('LATITUDE', 59.9123)).toBe('59° 54.738′ N');
    expect(format('LATITUDE', -5.5, { decimals: 1 })).toBe('05° 30.0′ S');
    expect(format('LONGITUDE', 10.752)).toBe('010° 45.120′ E');
    expect(format('LONGITUDE', -0.99999999, { decimals: 2 })).toBe('001° 00.00′ W');
    expect(format('LATITUDE', 59.9123, {}, ru)).toBe('59° 54,738′ с. ш.');
    expect(format('LATITUDE', 123)).toBe('123');
  });

  it('durations as days and hh:mm:ss from the stored unit', () => {
    expect(format('DURATION', 3725)).toBe('01:02:05');
    expect(format('DURATION', 90061)).toBe('1 d 01:01:01');
    expect(format('DURATION', 150, { input: 'MINUTES', seconds: false })).toBe('02:30');
    expect(format('DURATION', -30, { input: 'HOURS' }, ru)).toBe('-1 д 06:00:00');
  });

  it('instants from epoch milliseconds, seconds or ISO text, in UTC unless told otherwise', () => {
    const t = Date.UTC(2026, 2, 1, 12, 30);
    // ICU versions differ in the space before PM (U+0020 or U+202F).
    expect(format('DATE_TIME', t).replace(/\s/g, ' ')).toBe('Mar 1, 2026, 12:30 PM UTC');
    expect(format('DATE_TIME', t / 1000, { input: 'EPOCH_S', show: 'DATE' })).toBe('Mar 1, 2026');
    expect(format('DATE_TIME', '2026-03-01T12:30:00Z', { input: 'ISO', show: 'TIME' }, ru)).toBe('12:30 UTC');
    expect(format('DATE_TIME', 'soon', { input: 'ISO' })).toBe('soon');
  });

  it('yes / no in the interface language or the tag\'s own words', () => {
    expect(format('BOOLEAN', 1)).toBe('Yes');
    expect(format('BOOLEAN', false, {}, ru)).toBe('Нет');
    expect(format('BOOLEAN', 0, { trueText: 'Running', falseText: 'Stopped' })).toBe('Stopped');
    expect(format('BOOLEAN', 2)).toBe('2');
  });

  it('value lists by label, other values as they are', () => {
    expect(parseEnumMapping('0=Stopped; 1=Ahead = slow\n2=Astern')).toEqual(new Map([['0', 'Stopped'], ['1', 'Ahead = slow'], ['2', 'Astern']]));
    const values = '0=Stopped; 1=Running';
    expect(format('ENUM', 1, { values })).toBe('Running');
    expect(format('ENUM', '0', { values })).toBe('Stopped');
    expect(format('ENUM', 1.0, { values })).toBe('Running');
    expect(format('ENUM', 7, { values })).toBe('7');
  });

  it('without a formatter or with an unknown one: the tag precision for numbers, text as it is, nothing for no value', () => {
    expect(formatMeasureValue(3.14159, undefined, en, 3)).toBe('3.142');
    expect(formatMeasureValue(3.14159, { type: 'NO_SUCH' }, en, 1)).toBe('3.1');
    expect(formatMeasureValue('AT_SEA', null, en)).toBe('AT_SEA');
    expect(formatMeasureValue(null, { type: 'NUMBER' }, en)).toBe('');
  });

  it('every formatter declares its parameters as a closed JSON Schema object with titles', () => {
    for (const formatter of measureFormatters.list()) {
      expect(formatter.parameters, formatter.id).toMatchObject({ type: 'object', additionalProperties: false });
      for (const [name, schema] of Object.entries(formatter.parameters.properties)) expect(schema.title, `${formatter.id}.${name}`).toMatch(/^measures\.formatters\.params\./);
    }
  });
});
