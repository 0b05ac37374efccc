import { describe, expect, it } from 'vitest';
import engineConfig from '../../../../../descriptors/kinds/elog-config/builtin/ENGINE.json' with { type: 'json' };
import hoursDescriptor from '../../../../../descriptors/kinds/elog-entry-descriptor/builtin/ENGINE_RUNNING_HOURS.json' with { type: 'json' };
import hoursForm from '../../../../../descriptors/kinds/form/builtin/ELOG_ENGINE_RUNNING_HOURS.json' with { type: 'json' };
import type { ElogPrintout, PrintedEntry } from '../../../../../descriptors/lib/elog/print-answer.js';
import { formatPrintDay } from '../../../../../descriptors/lib/elog/print-layout.js';
import en from '../../../../../locales/en.json' with { type: 'json' };
import { renderPdf } from '../../../../../server/modules/printouts/pdf-engine.js';
import { logbookPdf } from '../../../../support/logbook-printout.js';
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
    history: [], references: {}, fileNames: {}, printedAt: '2026-12-01T08:00:00Z', printedBy: chief,
  } as unknown as ElogPrintout;
}

const pageText = (text: string) => text.replace(/\s+/g, ' ');

describe('logbook days in their book\'s report descriptor (the `logbook` block)', () => {
  it('starts each day on a new page whose heading names the ship, the book and that day, repeated on each page the day runs over', async () => {
    const days = [engineDay('2026-11-01', 1, 1000), engineDay('2026-11-02', 60, 5000)];
    const pages = (await pdfPages(await renderPdf(await logbookPdf(days, 'en', t)))).map(pageText);
    expect(pages.length).toBeGreaterThan(2);
    const heading = (day: string) => `Date: ${formatPrintDay(day, 'en')} Ship's time: UTC+00:00`;
    for (const page of pages) {
      // The page header: the ship, the book, the period.
      expect(page).toContain('Nordic Ore');
      expect(page).toContain('Engine room logbook');
      expect(page).toContain(`Date: ${formatPrintDay('2026-11-01', 'en')} – ${formatPrintDay('2026-11-02', 'en')}`);
    }
    expect(pages[0]).toContain(heading('2026-11-01'));
    expect(pages[0]).toContain('1000');
    expect(pages[0]).not.toContain(heading('2026-11-02'));
    for (const page of pages.slice(1)) {
      expect(page).toContain(heading('2026-11-02'));
      expect(page).toContain('Main engine');
    }
    // the second day's entries follow each other over its pages, none left out
    const text = pages.slice(1).join(' ');
    for (let i = 0; i < 60; i++) expect(text).toContain(String(5000 + i));
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.at(-1)).toContain('Signatures of the day');
  });

  it('lets a record longer than a page run over pages instead of leaving the page before it empty', async () => {
    const day = engineDay('2026-11-01', 1, 1000);
    const [entry] = day.eLogEntries;
    entry.areasContent = { mainEngines: Array.from({ length: 90 }, (_, i) => ({ name: `ME ${i + 1}`, hoursToday: 24, totalHours: 7000 + i })) };
    const pages = (await pdfPages(await renderPdf(await logbookPdf([day], 'en', t)))).map(pageText);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages[0]).toContain('7000');
    expect(pages.at(-1)).toContain('7089');
  });

  it('prints one day with the book\'s header, the signature line of the day still to approve, and page 1 of 1', async () => {
    const day = engineDay('2026-11-01', 3, 1000);
    const [alone] = (await pdfPages(await renderPdf(await logbookPdf([day], 'en', t)))).map(pageText);
    for (const text of ['Nordic Ore', 'IMO number: 9000001', 'Engine room logbook', `Date: ${formatPrintDay('2026-11-01', 'en')}`, '1000', '1002', 'Page 1 of 1',
      'Approval of the day: ____', 'Chief engineer: ____']) {
      expect(alone).toContain(text);
    }
  });
});
