// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import orbCForm from '../../../descriptors/kinds/form/builtin/ELOG_ORB1_C.json' with { type: 'json' };
import { ElogDayScreen } from '../../../runtime/renderers/elog/ElogDayScreen.js';
import type { ElogDay, ElogDefinitions, ElogEntry } from '../../../runtime/renderers/elog/elog-api.js';
import type { ElogPrintout } from '../../../runtime/renderers/elog/print/print-api.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';
import { dayId, dayStart, shipDay, unitId } from '../../support/ui/elog-fixtures.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const hour = 3_600_000;
const orbName = { en: 'Oil Record Book Part I (machinery space operations)', ru: 'Журнал нефтяных операций, часть I (операции в машинных помещениях)' };
const descriptor = {
  code: 'ORB1_C', name: { en: 'C — Collection, transfer and disposal of oil residues (sludge)', ru: 'C — Сбор нефтяных остатков' }, eLog: 'ORB1', dfdSelector: 'ELOG_ORB1_C',
  workflow: { sequence: 30 }, dateConfig: { dateMode: 'EVENT' as const }, parameters: { recordCode: 'C' },
};
const definitions: ElogDefinitions = {
  config: { eLogCode: 'ORB1', config: { code: 'ORB1', name: orbName, workflowType: 'UNCHECKED' }, params: { defaultOffset: 180, signatures: ['FIRST', 'MAIN'] } },
  entryDescriptors: [descriptor],
};
const aggregation = {
  id: dayId, version: 5, unitId, eLogCode: 'ORB1', day: shipDay, startDate: new Date(dayStart).toISOString(), endDate: new Date(dayStart + 24 * hour).toISOString(),
  offset: 180, status: 'COMPLETED' as const, signatureStatus: 'MAIN' as const, brokenAggregation: false,
};
const sludge: ElogEntry = {
  id: 'e1', version: 1, unitId, aggregationId: dayId, entryDescriptor: 'ORB1_C', formDescriptor: 'ELOG_ORB1_C', formSnapshot: null,
  heading: { start: { timestamp: dayStart + 10 * hour, offset: 180 }, end: null, notes: null }, eleStatus: 'COMPLETED', signed: false, duplicatedEntryId: null,
  areasContent: { operation: '11', item11: { item11_1: 'Sludge tank (IOPP 3.1.1)', item11_2: 12.5, item11_3: 4.2 } }, manualFields: [], hints: null,
  updatedBy: 'chief', updatedAt: '2026-11-22T07:05:00.000Z', attachments: [],
};
const shownDay: ElogDay = { aggregation, eLogEntries: [sludge], signatures: [], history: [] };
const chief = { userName: 'chief', name: 'Marta', surname: 'Kowalska', rank: 'Chief engineer', rankCode: 'CHIEF_ENGINEER' };
const master = { userName: 'captain', name: 'Erik', surname: 'Larsen', rank: 'Master', rankCode: 'MASTER' };
const printout: ElogPrintout = {
  aggregation,
  eLogEntries: [{ ...sludge, heading: { ...sludge.heading }, author: chief, versions: [{ version: 1, status: 'COMPLETED', author: chief, ts: '2026-11-22T07:05:00Z', reason: null, content: sludge.areasContent, heading: null }] }],
  signatures: [
    { operationType: 'APPROVAL', firstSign: true, main: false, entryId: 'e1', entryVersion: 1, signatureTs: '2026-11-22T15:00:00Z', note: null, ...chief },
    { operationType: 'APPROVAL', firstSign: false, main: true, entryId: null, entryVersion: null, signatureTs: '2026-11-22T16:30:00Z', note: null, ...master },
  ],
  history: [],
  ship: { id: unitId, code: 'NORDIC_ORE', name: 'Nordic Ore', imoNumber: '9312456', callSign: null, flag: { code: 'NO', name: { en: 'Norway', ru: 'Норвегия' } } },
  config: { eLogCode: 'ORB1', config: { code: 'ORB1', name: orbName, workflowType: 'UNCHECKED' }, print: { layout: 'RECORD_BOOK' } },
  entryDescriptors: [descriptor], forms: { ELOG_ORB1_C: orbCForm as FormBody }, references: {}, fileNames: {},
  printedAt: '2026-11-22T17:00:00Z', printedBy: master,
};

const permissions = (...granted: string[]) => on('GET', '/elog-permission/elog/ORB1', { body: { permissions: granted, firstSign: false, main: true } });

function renderLogbook(path: string, granted: string[], language: 'en' | 'ru' = 'en') {
  const server = fakeServer(
    permissions(...granted),
    on('GET', '/elog-entry-descriptor/all/ORB1', { body: definitions }),
    on('GET', '/user/me', { body: { units: [{ id: unitId, code: 'NORDIC_ORE', name: 'Nordic Ore' }], unitGroups: [] } }),
    on('GET', '/elog-entry/ORB1/load', { body: shownDay }),
    on('GET', '/elog-aggregation/current', { body: shownDay }),
    on('GET', '/elog-aggregation/ORB1/print', { body: printout }),
    on('GET', '/elog-aggregation/ORB1/print.pdf', { body: '%PDF-1.3' }),
    on('GET', '/elog-aggregation/ORB1/signing', { body: { required: ['FIRST', 'MAIN'], entries: [], approval: { ...master, signatureTs: '2026-11-22T16:30:00Z' }, approvers: [], canApprove: false } }),
  );
  renderWithShell(<MemoryRouter initialEntries={[path]}><ElogDayScreen elog="ORB1" client={server.client} /></MemoryRouter>, language);
  return server;
}

describe('the print view of a logbook day', () => {
  it('opens from the day with Print, and shows the header, the record book rows and each signature once in its role', async () => {
    const { calls } = renderLogbook(`/elb/ORB1?ship=NORDIC_ORE&day=${shipDay}`, ['VIEW', 'PRINT']);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }, { timeout: 5000 }));

    const sheet = await screen.findByRole('region', { name: `Printout of ${orbName.en}, ${shipDay}` });
    expect(calls.some((c) => c.path === `/elog-aggregation/ORB1/print?unitId=${unitId}&day=${shipDay}`)).toBe(true);
    const header = within(sheet).getAllByRole('row')[0];
    for (const text of ['Nordic Ore', 'IMO number: 9312456', 'Flag: Norway (NO)', orbName.en, '22 Nov 2026', "Ship's time: UTC+03:00"]) {
      expect(header.textContent).toContain(text);
    }
    const columns = within(sheet).getAllByRole('columnheader').slice(1).map((th) => th.textContent);
    expect(columns).toEqual(['Date', 'Code (letter)', 'Item (number)', 'Record of operations / signature of officer in charge']);
    const rows = within(sheet).getAllByRole('row').slice(2, 7).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['22 Nov 2026\n10:00', 'C', '', 'Operation: 11 Collection of oil residues (sludge)'],
      ['', '', '11.1', 'Identity of tank(s): Sludge tank (IOPP 3.1.1)'],
      ['', '', '11.2', 'Capacity of tank(s), m³: 12.5'],
      ['', '', '11.3', 'Total quantity of retention, m³: 4.2'],
      ['', '', '', 'Signed: Marta Kowalska, Chief engineer — 18:00'],
    ]);
    // The chief engineer signs her entry in its row; the day's section holds the master's approval alone.
    const signatures = within(sheet).getByRole('group', { name: 'Signatures of the day' });
    expect([...signatures.querySelectorAll('[data-kind]')].map((line) => line.textContent)).toEqual([
      'Approval of the day: Erik Larsen, Master — 2026-11-22 19:30 (UTC+03:00)',
    ]);
    expect(sheet.textContent!.split('Marta Kowalska').length - 1).toBe(1);
    expect(sheet.textContent).toContain('Printed 2026-11-22 20:00 (UTC+03:00) by Erik Larsen, Master');

    // The official printout is the server's PDF; the browser's print dialog is not offered.
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the day' }));
    expect(await screen.findByRole('heading', { level: 1, name: orbName.en })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Printout/ })).toBeNull();
  });

  it('has the server make the day\'s PDF with Download PDF', async () => {
    const { calls } = renderLogbook(`/elb/ORB1?ship=NORDIC_ORE&day=${shipDay}&view=print`, ['VIEW', 'PRINT']);
    await screen.findByRole('region', { name: `Printout of ${orbName.en}, ${shipDay}` });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { saved.push(this.download); });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([`ORB1-NORDIC_ORE-${shipDay}.pdf`]));
    expect(calls.some((c) => c.path === `/elog-aggregation/ORB1/print.pdf?unitId=${unitId}&day=${shipDay}`)).toBe(true);

    // A last day makes one PDF of the days from this one to it, within a month.
    const lastDay = screen.getByLabelText('Last day (several days)');
    expect(lastDay.getAttribute('min')).toBe(shipDay);
    expect(lastDay.getAttribute('max')).toBe('2026-12-22');
    fireEvent.change(lastDay, { target: { value: '2026-11-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF of the days' }));
    await waitFor(() => expect(saved).toEqual([`ORB1-NORDIC_ORE-${shipDay}.pdf`, `ORB1-NORDIC_ORE-${shipDay}_2026-11-25.pdf`]));
    expect(calls.some((c) => c.path === `/elog-aggregation/ORB1/print.pdf?unitId=${unitId}&day=${shipDay}&to=2026-11-25`)).toBe(true);
  });

  it('offers no Print button without the PRINT permission', async () => {
    renderLogbook(`/elb/ORB1?ship=NORDIC_ORE&day=${shipDay}`, ['VIEW', 'CANCELED_APPROVAL']);
    // The permissions are in once the signed day offers to remove its approval.
    expect(await screen.findByRole('button', { name: 'Remove approval' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('prints in Russian, ranks included, hyphenating narrow headers as Russian', async () => {
    renderLogbook(`/elb/ORB1?ship=NORDIC_ORE&day=${shipDay}&view=print`, ['VIEW', 'PRINT'], 'ru');
    const sheet = await screen.findByRole('region', { name: `Печатная форма: ${orbName.ru}, ${shipDay}` });
    // The browser breaks a long header word at the hyphenation points of the sheet's language, not mid-syllable.
    expect(sheet.getAttribute('lang')).toBe('ru');
    expect(within(sheet).getAllByRole('row')[0].textContent).toContain('Номер ИМО: 9312456');
    expect(within(sheet).getAllByRole('row')[0].textContent).toContain('Флаг: Норвегия (NO)');
    expect(sheet.textContent).toContain('Номер(а) танка(ов): Sludge tank (IOPP 3.1.1)');
    expect(sheet.textContent).toContain('Подпись: Marta Kowalska, Старший механик — 18:00');
    expect(within(sheet).getByRole('group', { name: 'Подписи за день' }).textContent).toContain('Утверждение суток: Erik Larsen, Капитан — 2026-11-22 19:30 (UTC+03:00)');
    expect(sheet.textContent).toContain('Напечатано 2026-11-22 20:00 (UTC+03:00): Erik Larsen, Капитан');
    expect(screen.getByRole('button', { name: 'Скачать PDF' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Назад к дню' })).toBeTruthy();
  });
});
