// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from '../../../runtime/renderers/crud/csv.js';
import { displayText, fieldText, type DisplayContext } from '../../../runtime/renderers/crud/display-value.js';
import { portDefinition } from '../../support/ui/fake-server.js';

describe('CSV export', () => {
  it('quotes cells holding the separator, quotes, line breaks or edge spaces', () => {
    expect(csvCell('Rotterdam')).toBe('Rotterdam');
    expect(csvCell('Dubai; Port Rashid')).toBe('"Dubai; Port Rashid"');
    expect(csvCell('The "Maasvlakte"')).toBe('"The ""Maasvlakte"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('defuses text a spreadsheet would run as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12,5')).toBe('-12,5');
    expect(csvCell('-cmd')).toBe("'-cmd");
  });

  it('writes a BOM, a header and CRLF lines', () => {
    const text = toCsv(['Code', 'Name'], [['NLRTM', 'Rotterdam'], ['RUMMK', 'Мурманск; порт']]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe('Code;Name\r\nNLRTM;Rotterdam\r\nRUMMK;"Мурманск; порт"\r\n');
  });

  it('names the file after the resource and the date', () => {
    expect(csvFileName('port', new Date(2026, 0, 5, 23, 59))).toBe('port-2026-01-05.csv');
    expect(csvFileName('a b/c', new Date(2026, 10, 21))).toBe('a-b-c-2026-11-21.csv');
  });
});

describe('cell texts for the table and the export', () => {
  const context = (language: string): DisplayContext => ({
    language, translate: (t) => (typeof t === 'string' ? t : t.en), yes: 'Yes', no: 'No',
    referenceOptions: { country: [{ value: 'NL', label: 'Netherlands' }] },
  });

  it('shows references by label, {en, ru} texts in the language, booleans and numbers by locale', () => {
    const data = { country: 'NL', euEea: true, name: { en: 'Rotterdam', ru: 'Роттердам' }, berths: 12.5, tags: ['a', 'b'] };
    expect(fieldText(portDefinition, data, 'country', context('en'))).toBe('Netherlands');
    expect(fieldText(portDefinition, { country: 'XX' }, 'country', context('en'))).toBe('XX');
    expect(fieldText(portDefinition, data, 'euEea', context('en'))).toBe('Yes');
    expect(displayText(data.name, context('ru'))).toBe('Роттердам');
    expect(displayText({ en: 'Rotterdam' }, context('ru'))).toBe('Rotterdam');
    expect(displayText(data.berths, context('ru'))).toBe('12,5');
    expect(displayText(data.berths, context('en'))).toBe('12.5');
    expect(displayText(data.tags, context('en'))).toBe('a, b');
  });
});
