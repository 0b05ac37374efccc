import { describe, expect, it } from 'vitest';
import type { ReportDescriptorBody } from '../../../../../descriptors/kinds/report-descriptor/report-descriptor.schema.js';
import { barChartSvg } from '../../../../../descriptors/lib/printouts/bar-chart.js';
import { withPageNumbers } from '../../../../../descriptors/lib/printouts/pdf-document.js';
import { reportDocument } from '../../../../../descriptors/lib/printouts/report-layout.js';
import { BindingError, formatValue, reportFileName } from '../../../../../descriptors/lib/printouts/report-view.js';

const t = (key: string, params: Record<string, string | number> = {}) => ({
  'measures.formatters.yes': 'Yes', 'measures.formatters.no': 'No', 'printouts.noRows': 'Nothing to list.', 'elogPrint.pageOf': `Page ${params.page} of ${params.pages}`,
  'emissions.problems.noDistance': `No distance sailed in ${params.year}.`,
}[key] ?? key);
const options = { language: 'en', t, printedBy: 'Printed by Erik Larsen' };
const report = (body: ReportDescriptorBody['body'], extra: Partial<ReportDescriptorBody> = {}): ReportDescriptorBody => ({ model: 'M', title: { en: 'Statement', ru: 'Отчёт' }, body, ...extra });
const input = { params: { year: 2026 }, data: { ship: { name: 'Nordic Ore', code: 'NORDIC_ORE' }, legs: [{ from: 'NLRTM', nm: 412.5 }, { from: 'NOOSL', nm: 88 }], problem: { key: 'emissions.problems.noDistance', values: { year: 2026 } } } };

describe('a report descriptor laid out over its data', () => {
  it('writes values as their format says, in the language', () => {
    expect(formatValue(1234.567, { format: 'number', decimals: 1, unit: { en: 't', ru: 'т' } }, 'en', t)).toBe('1,234.6 t');
    expect(formatValue(1234.567, { format: 'number', decimals: 1, unit: { en: 't', ru: 'т' } }, 'ru', t)).toBe('1\u00a0234,6 т');
    expect(formatValue(0.051, { format: 'percent' }, 'en', t)).toBe('5.1 %');
    expect(formatValue('2026-03-01T10:00:00Z', { format: 'date' }, 'en', t)).toBe('01 Mar 2026');
    expect(formatValue(true, {}, 'en', t)).toBe('Yes');
    expect(formatValue(null, { format: 'number' }, 'en', t)).toBe('—');
  });

  it('binds texts, key-value items and table rows, translates keys with $t, and names the header and page count', async () => {
    const document = await reportDocument(report([
      { type: 'text', text: { en: 'Ship' }, bind: 'data.ship.name' },
      { type: 'keyValue', items: [{ label: { en: 'Why' }, bind: '$t(data.problem.key, data.problem.values)' }] },
      { type: 'table', rows: 'data.legs', columns: [{ title: { en: 'From' }, bind: 'from' }, { title: { en: 'Distance' }, bind: 'nm * ($params.year > 2025 ? 1 : 0)', format: 'number', decimals: 0 }] },
      { type: 'table', rows: 'data.none', columns: [{ title: { en: 'X' }, bind: 'x' }] },
    ], { header: { left: { bind: 'data.ship.name' } } }), input, options);
    const json = JSON.stringify(document.content);
    expect(json).toContain('"Ship Nordic Ore"');
    expect(json).toContain('No distance sailed in 2026.');
    expect(json).toContain('"NLRTM"');
    expect(json).toContain('"413"');
    expect(json).toContain('Nothing to list.');
    expect(JSON.stringify(withPageNumbers(document.pageFooter!, 2, 3))).toContain('Page 2 of 3');
    expect(JSON.stringify(document.pageHeader)).toContain('Nordic Ore');
  });

  it("puts the installation's logo at the left of the header, fitted into its box, unless the descriptor says no", async () => {
    const body: ReportDescriptorBody['body'] = [{ type: 'pageBreak' }];
    const withPng = await reportDocument(report(body, { header: { left: { text: 'Nordic Ore' } } }), input, { ...options, headerLogo: { dataUrl: 'data:image/png;base64,AAAA' } });
    const header = JSON.stringify(withPng.pageHeader);
    expect(header).toContain('"image":"data:image/png;base64,AAAA","fit":[96,24]');
    expect(header.indexOf('data:image/png')).toBeLessThan(header.indexOf('Nordic Ore'));
    const withSvg = await reportDocument(report(body), input, { ...options, headerLogo: { svg: '<svg viewBox="0 0 1 1"/>' } });
    expect(JSON.stringify(withSvg.pageHeader)).toContain('"svg":"<svg viewBox=\\"0 0 1 1\\"/>"');
    const refused = await reportDocument(report(body, { header: { logo: false } }), input, { ...options, headerLogo: { dataUrl: 'data:image/png;base64,AAAA' } });
    expect(JSON.stringify(refused.pageHeader)).not.toContain('image');
    expect(JSON.stringify((await reportDocument(report(body), input, options)).pageHeader)).not.toContain('image');
  });

  it('says which binding failed: a syntax error or a failing function, at its place in the descriptor', async () => {
    const failing = (body: ReportDescriptorBody['body']) => reportDocument(report(body), input, options).then(() => undefined, (e: unknown) => e);
    const syntax = await failing([{ type: 'heading', text: 'A' }, { type: 'text', bind: 'data.ship.name & (' }]);
    expect(syntax).toBeInstanceOf(BindingError);
    expect(syntax).toMatchObject({ pointer: '/body/1/bind', expression: 'data.ship.name & (' });
    const inColumn = await failing([{ type: 'table', rows: 'data.legs', columns: [{ title: 'A', bind: '$number("x")' }] }]);
    expect(inColumn).toMatchObject({ pointer: '/body/0/columns/0/bind' });
  });

  it('names the file from its binding, keeping only safe characters', async () => {
    expect(await reportFileName(report([{ type: 'pageBreak' }], { fileName: "'CII/' & data.ship.code" }), 'X', input, '2026-11-28')).toBe('CII_NORDIC_ORE.pdf');
    expect(await reportFileName(report([{ type: 'pageBreak' }]), 'CII_ANNUAL_STATEMENT', input, '2026-11-28')).toBe('CII_ANNUAL_STATEMENT-2026-11-28.pdf');
  });

  it('draws bars from zero with their values, and leaves a missing value as a label alone', () => {
    const svg = barChartSvg([{ label: '01', value: 4 }, { label: '02', value: null }, { label: '03', value: -2 }], { width: 300, height: 120, unit: 'g', language: 'en' });
    expect(svg.match(/<rect /g)).toHaveLength(2);
    expect(svg).toContain('>02</text>');
    expect(svg).toContain('>-2</text>');
  });
});
