import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elogAudit } from '../../server/modules/elog/tables.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';
import { pdfPages } from '../support/pdf-text.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** hh:00 on 2026-11-dd on a ship's clock at UTC+03:00. */
const at = (dd: number, hh: number) => ({ timestamp: Date.UTC(2026, 10, dd, hh - 3), offset: 180 });
const sludge = (tank: string) => ({ operation: '11', item11: { item11_1: tank, item11_2: 12.5, item11_3: 4.2 } });
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('logbook printouts are report descriptors: a period of days, the book\'s own layout edited in the designer, the audit trail', () => {
  let t: TestApp;
  let admin: string;
  let chief: string;
  let captain: string;
  let ship: string;

  const pdf = (token: string, query: string, language = 'en') => t.call('GET', `/api/elog-aggregation/ORB1/print.pdf?unitId=${ship}&${query}`, { token, language });
  const printedRows = async () => (await t.db.select().from(elogAudit).where(and(eq(elogAudit.unitId, ship), eq(elogAudit.action, 'DAY_PRINTED'))))
    .map((row) => row.payload as Record<string, unknown>);

  beforeAll(async () => {
    t = await createTestApp();
    [admin, chief, captain] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('chief', 'Chief#2026'), t.signIn('captain', 'Captain#2026')]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
    await setSignaturePasswords(t, [[chief, 'Chief#2026', 'Sign#Chief1']]);
    for (const [dd, tank] of [[18, 'Sludge tank (IOPP 3.1.1)'], [20, 'Bilge holding tank (IOPP 3.3.1)']] as const) {
      const saved = await t.call('POST', '/api/elog-entry/ORB1/save', {
        token: chief, body: { requestValue: { unitId: ship, entryDescriptor: 'ORB1_C', heading: { start: at(dd, 10) }, eleStatus: 'COMPLETED', areasContent: sludge(tank) } },
      });
      expect(saved.status).toBe(200);
    }
  });
  afterAll(async () => { await t.close(); });

  it('prints the days of a period as one PDF: each day with its entries from a new page, the days without entries left out, one audit row per day', async () => {
    const res = await pdf(captain, 'day=2026-11-18&to=2026-11-20');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('ORB1-NORDIC_ORE-2026-11-18_2026-11-20.pdf');
    const pages = (await pdfPages(await res.arrayBuffer())).map(oneLine);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Oil Record Book Part I — machinery space operations');
    expect(pages[0]).toContain('Date: 18 Nov 2026 – 20 Nov 2026');
    expect(pages[0]).toContain('Date: 18 Nov 2026 Ship\'s time: UTC+03:00');
    expect(pages[0]).toContain('Sludge tank (IOPP 3.1.1)');
    expect(pages[0]).not.toContain('Bilge holding tank');
    expect(pages[1]).toContain('Date: 20 Nov 2026');
    expect(pages[1]).toContain('Bilge holding tank (IOPP 3.3.1)');
    expect(pages.join(' ')).not.toContain('19 Nov 2026');
    // The record book's page signature, the day's status history and page X of Y.
    expect(pages[1]).toContain('Master (each page): ____');
    expect(pages[0]).toContain('Status of the day');
    expect(pages[0]).toMatch(/Opened — Marta Kowalska, Chief engineer/);
    expect(pages[1]).toContain('Page 2 of 2');

    const run = res.headers.get('x-keel-printout-run');
    const printed = await printedRows();
    expect(printed.map((p) => [p.day, p.printoutRun])).toEqual([['2026-11-18', run], ['2026-11-20', run]]);
    // Kept among the first day's printouts, saying to which day it runs.
    const runs = await (await t.call('GET', `/api/elog-aggregation/ORB1/printouts?unitId=${ship}&day=2026-11-18`, { token: captain })).json() as { id: string; parameters: unknown }[];
    expect(runs).toEqual([expect.objectContaining({ id: run, parameters: { day: '2026-11-18', to: '2026-11-20' } })]);
  });

  it('refuses a period that runs backwards or over 31 days, at its last day, and prints nothing', async () => {
    const before = (await printedRows()).length;
    for (const query of ['day=2026-11-18&to=2026-11-17', 'day=2026-11-18&to=2026-12-19']) {
      const res = await pdf(captain, query);
      expect(res.status).toBe(400);
      const body = await res.json() as { message: string; errors: { path: string }[] };
      expect(body.message).toBe('A printout covers at most 31 days, from the first day to the last.');
      expect(body.errors.map((e) => e.path)).toEqual(['/to']);
    }
    expect(await printedRows()).toHaveLength(before);
  });

  it('prints the day in the layout an administrator gave the book\'s report descriptor, in Russian too', async () => {
    const current = await (await t.call('GET', '/api/descriptors/report-descriptor/ELOG_ORB1', { token: admin })).json() as { version: number; body: Record<string, unknown> };
    const header = current.body.header as Record<string, unknown>;
    const body = { ...current.body, header: { ...header, center: { text: { en: 'ORB Part I — Keel Shipping', ru: 'ЖНО часть I — Киль Шиппинг' } } } };
    const saved = await t.call('PUT', '/api/descriptors/report-descriptor/ELOG_ORB1', { token: admin, body: { requestValue: { version: current.version, body } } });
    expect(saved.status).toBe(200);

    const english = oneLine((await pdfPages(await (await pdf(captain, 'day=2026-11-20')).arrayBuffer())).join(' '));
    expect(english).toContain('ORB Part I — Keel Shipping');
    expect(english).not.toContain('machinery space operations');
    const russian = oneLine((await pdfPages(await (await pdf(captain, 'day=2026-11-20', 'ru')).arrayBuffer())).join(' '));
    expect(russian).toContain('ЖНО часть I — Киль Шиппинг');
    expect(russian).toContain('Статусы дня');
    expect(russian).toMatch(/Страница 1 из 1/);
  });

  it('lets the designer preview a logbook descriptor on real days, keeping no file but noting the printing in the audit trail', async () => {
    const builtin = await (await t.call('GET', '/api/descriptors/report-descriptor/ELOG_DECK', { token: admin })).json() as { body: Record<string, unknown> };
    const before = (await printedRows()).length;
    const res = await t.call('POST', '/api/printout-reporting/preview', {
      token: admin, body: { requestValue: { code: 'ELOG_DECK', descriptor: builtin.body, parameters: { elog: 'ORB1', unitId: ship, from: '2026-11-18' } } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-keel-printout-run')).toBeNull();
    expect(oneLine((await pdfPages(await res.arrayBuffer())).join(' '))).toContain('Sludge tank (IOPP 3.1.1)');
    const printed = await printedRows();
    expect(printed.slice(before)).toEqual([{ day: '2026-11-18', language: 'en', preview: true }]);

    const empty = await t.call('POST', '/api/printout-reporting/preview', {
      token: admin, body: { requestValue: { code: 'ELOG_DECK', descriptor: builtin.body, parameters: { elog: 'ORB1', unitId: ship, from: '2026-11-19' } } },
    });
    expect(empty.status).toBe(404);
    expect((await empty.json() as { message: string }).message).toBe('Nothing was entered in the ORB1 logbook on 2026-11-19: there is no page to print.');
  });
});
