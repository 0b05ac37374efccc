import { describe, expect, it } from 'vitest';
import engineConfig from '../../../../../descriptors/kinds/elog-config/builtin/ENGINE.json' with { type: 'json' };
import hoursDescriptor from '../../../../../descriptors/kinds/elog-entry-descriptor/builtin/ENGINE_RUNNING_HOURS.json' with { type: 'json' };
import hoursForm from '../../../../../descriptors/kinds/form/builtin/ELOG_ENGINE_RUNNING_HOURS.json' with { type: 'json' };
import { dayPdf, periodPdf } from '../../../../../descriptors/lib/elog/day-pdf.js';
import type { ElogPrintout, PrintedEntry } from '../../../../../descriptors/lib/elog/print-answer.js';
import { formatPrintDay } from '../../../../../descriptors/lib/elog/print-layout.js';
import en from '../../../../../locales/en.json' with { type: 'json' };
import { renderPdf } from '../../../../../server/modules/printouts/pdf-engine.js';
import { pdfPages } from '../../../../support/pdf-text.js';

/** The interface texts as the server's translate gives them: nested keys, {{name}} placeholders. */
function t(key: string, params: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), en);
  return typeof found === 'string' ? found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : key;
}

const chief = { userName: 'chief', name: 'Marta', surname: 'Kowalska', rank: 'Chief engineer', rankCode: 'CHIEF_ENGINEER' };

/** A day of the engine log with `count` running-hours entries, the main engine's total hours telling them apart. */
function engineDay(day: string, count: number, firstTotal: number): ElogPrintout {
  const at = (i: number) => Date.parse(`${day}T00:00:00Z`) + i * 60_000;
  const entries = Array.from({ length: count }, (_, i): PrintedEntry => ({
    id: `${day}-${i}`, version: 1, entryDescriptor: 'ENGINE_RUNNING_HOURS', formDescriptor: 'ELOG_ENGINE_RUNNING_HOURS', formSnapshot: null,
    heading: { start: { timestamp: at(i), offset: 0 }, end: null, notes: null }, eleStatus: 'COMPLETED',
    areasContent: { mainEngines: [{ name: 'ME 1', hoursToday: 24, totalHours: firstTotal + i }] }, author: chief, versions: [],
  } as unknown as PrintedEntry));
  return {
    aggregation: {
      id: day, version: 1, unitId: 'ship', eLogCode: 'ENGINE', day, startDate: `${day}T00:00:00Z`, endDate: `${day}T23:59:59Z`, offset: 0,
      status: 'COMPLETED', signatureStatus: 'NONE', brokenAggregation: false,
    },
    eLogEntries: entries, signatures: [],
    ship: { id: 'ship', code: 'NORDIC_ORE', name: 'Nordic Ore', imoNumber: '9000001', callSign: null, flag: null },
    config: engineConfig, entryDescriptors: [hoursDescriptor], forms: { ELOG_ENGINE_RUNNING_HOURS: hoursForm },
    references: {}, fileNames: {}, printedAt: '2026-12-01T08:00:00Z', printedBy: chief,
  } as unknown as ElogPrintout;
}

const pageText = (text: string) => text.replace(/\s+/g, ' ');

describe('a period of logbook days as one PDF', () => {
  it('starts each day on a new page whose heading names the ship, the book and that day, repeated on each page the day runs over', async () => {
    const days = [engineDay('2026-11-01', 1, 1000), engineDay('2026-11-02', 60, 5000)];
    const pages = (await pdfPages(await renderPdf(periodPdf(days, 'en', t)))).map(pageText);
    expect(pages.length).toBeGreaterThan(2);
    const first = formatPrintDay('2026-11-01', 'en'), second = formatPrintDay('2026-11-02', 'en');
    expect(pages[0]).toContain('Nordic Ore');
    expect(pages[0]).toContain('Engine logbook');
    expect(pages[0]).toContain(first);
    expect(pages[0]).toContain('1000');
    expect(pages[0]).not.toContain(second);
    for (const page of pages.slice(1)) {
      expect(page).toContain(second);
      expect(page).toContain('Main engine');
    }
    // the second day's entries follow each other over its pages, none left out
    const text = pages.slice(1).join(' ');
    for (let i = 0; i < 60; i++) expect(text).toContain(String(5000 + i));
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain('Signatures of the day');
  });

  it('lays a single day out as the day\'s own printout does', async () => {
    const day = engineDay('2026-11-01', 3, 1000);
    const [alone] = (await pdfPages(await renderPdf(dayPdf(day, 'en', t)))).map(pageText);
    const [inPeriod] = (await pdfPages(await renderPdf(periodPdf([day], 'en', t)))).map(pageText);
    for (const text of ['Nordic Ore', 'Engine logbook', formatPrintDay('2026-11-01', 'en'), '1000', '1002', 'Page 1 of 1']) {
      expect(alone).toContain(text);
      expect(inPeriod).toContain(text);
    }
  });

  it('refuses an empty period', () => {
    expect(() => periodPdf([], 'en', t)).toThrow(/at least one day/);
  });
});
