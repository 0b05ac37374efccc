import { describe, expect, it } from 'vitest';
import deckConfig from '../../../../../descriptors/kinds/elog-config/builtin/DECK.json' with { type: 'json' };
import watchForm from '../../../../../descriptors/kinds/form/builtin/ELOG_DECK_WATCH.json' with { type: 'json' };
import orbCForm from '../../../../../descriptors/kinds/form/builtin/ELOG_ORB1_C.json' with { type: 'json' };
import {
  pointerExists, printLayout, type ElogPrintConfig, type PrintEntry, type PrintLayoutInput,
} from '../../../../../descriptors/lib/elog/print-layout.js';
import { signatureLines, type PrintPerson, type PrintSignature } from '../../../../../descriptors/lib/elog/print-signatures.js';
import en from '../../../../../locales/en.json' with { type: 'json' };
import ru from '../../../../../locales/ru.json' with { type: 'json' };

/** The interface texts as the runtime's i18next gives them: nested keys, {{name}} placeholders. */
function translator(catalogue: unknown) {
  return (key: string, params: Record<string, string | number> = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);
    return typeof found === 'string' ? found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : key;
  };
}

const day = '2026-11-20';
/** 2026-11-20 hh:mm on a ship's clock at UTC+03:00. */
const at = (hh: number, mm = 0) => ({ timestamp: Date.UTC(2026, 10, 20, hh - 3, mm), offset: 180 });
const chief: PrintPerson = { userName: 'chief', name: 'Marta', surname: 'Kowalska', rank: 'Chief engineer', rankCode: 'CHIEF_ENGINEER' };
const officer: PrintPerson = { userName: 'officer', name: 'Ivan', surname: 'Petrov', rank: 'Deck officer', rankCode: 'DECK_OFFICER' };
const master: PrintPerson = { userName: 'captain', name: 'Erik', surname: 'Larsen', rank: 'Master', rankCode: 'MASTER' };
/** The officer in charge's signature of an entry version, at a UTC instant. */
const signedBy = (person: PrintPerson, entryId: string, entryVersion: number, signatureTs: string): PrintSignature =>
  ({ operationType: 'APPROVAL', firstSign: true, main: false, entryId, entryVersion, signatureTs, ...person });
const approvedBy = (person: PrintPerson, signatureTs: string): PrintSignature => ({ operationType: 'APPROVAL', firstSign: false, main: true, signatureTs, ...person });

const orbDescriptor = { code: 'ORB1_C', name: { en: 'C — Collection, transfer and disposal of oil residues (sludge)' }, dfdSelector: 'ELOG_ORB1_C', parameters: { recordCode: 'C' } };
const sludge = (id: string, hour: number, content: Record<string, unknown>, extra: Partial<PrintEntry> = {}): PrintEntry => ({
  id, version: 1, entryDescriptor: 'ORB1_C', formDescriptor: 'ELOG_ORB1_C', heading: { start: at(hour), end: null, notes: null },
  eleStatus: 'COMPLETED', areasContent: content, author: chief, ...extra,
});

function orb(entries: PrintEntry[], language = 'en', signatures: PrintSignature[] = []): PrintLayoutInput {
  return {
    print: { layout: 'RECORD_BOOK' }, day, offset: 180, entryDescriptors: [orbDescriptor], forms: { ELOG_ORB1_C: orbCForm },
    entries, language, signatures, t: translator(language === 'ru' ? ru : en), references: { port: { NLRTM: { en: 'Rotterdam', ru: 'Роттердам' } } },
  };
}

const collection = { operation: '11', item11: { item11_1: 'Sludge tank (IOPP 3.1.1)', item11_2: 12.5, item11_3: 4.25 } };

describe('the record book layout (ORB Part I)', () => {
  it('gives an entry one row per item number with the form titles, code and date on its first row, the officer\'s signature last', () => {
    const layout = printLayout(orb([sludge('c1', 14, collection, { heading: { start: at(14, 30), end: null, notes: 'Weekly record' } })], 'en',
      [signedBy(chief, 'c1', 1, '2026-11-20T12:00:00Z')]));
    expect(layout.layout).toBe('RECORD_BOOK');
    expect(layout.columns.map((c) => c.title)).toEqual(['Date', 'Code (letter)', 'Item (number)', 'Record of operations / signature of officer in charge']);
    expect(layout.rows.map((r) => [r.kind, ...r.cells])).toEqual([
      ['record', '20 Nov 2026\n14:30', 'C', '', 'Operation: 11 Collection of oil residues (sludge)'],
      ['record', '', '', '11.1', 'Identity of tank(s): Sludge tank (IOPP 3.1.1)'],
      ['record', '', '', '11.2', 'Capacity of tank(s), m³: 12.5'],
      ['record', '', '', '11.3', 'Total quantity of retention, m³: 4.25'],
      ['record', '', '', '', 'Weekly record'],
      ['signature', '', '', '', 'Signed: Marta Kowalska, Chief engineer — 15:00'],
    ]);
    expect(layout.rows.map((r) => r.entryStart)).toEqual([true, false, false, false, false, false]);
    expect(layout.rows.some((r) => r.struck || r.corrected || r.notApplicable)).toBe(false);
  });

  it('puts fields without an item number of their own on the row of the nearest item, and names reference values', () => {
    const disposal = { operation: '12', item12: { method: '12.1', quantity: 5, retained: 0.5, item12_1: 'NLRTM' } };
    const rows = printLayout(orb([sludge('c2', 9, disposal)])).rows;
    expect(rows.map((r) => [r.cells[2], r.cells[3]])).toEqual([
      ['', 'Operation: 12 Transfer or disposal of oil residues (sludge)'],
      ['12', 'Method: 12.1 To reception facilities; Quantity transferred or disposed of, m³: 5; Quantity retained, m³: 0.5'],
      ['12.1', 'To reception facilities (identify port): Rotterdam (NLRTM)'],
      ['', 'Recorded by Marta Kowalska, Chief engineer; not signed'],
    ]);
  });

  it('prints Russian titles, numbers, dates and ranks in Russian', () => {
    const rows = printLayout(orb([sludge('c1', 14, collection)], 'ru', [signedBy(chief, 'c1', 1, '2026-11-20T12:00:00Z')])).rows;
    expect(rows[0].cells[0]).toMatch(/^20 нояб\. 2026/);
    expect(rows.map((r) => r.cells[3])).toEqual([
      'Операция: 11 Сбор нефтяных остатков (шлама)',
      'Номер(а) танка(ов): Sludge tank (IOPP 3.1.1)',
      'Вместимость танка(ов), м³: 12,5',
      'Общее количество сохраняемых остатков, м³: 4,25',
      'Подпись: Marta Kowalska, Старший механик — 15:00',
    ]);
  });

  it('strikes a deleted entry through and says who deleted it, when and why', () => {
    const deleted = sludge('c3', 10, collection, {
      version: 2, eleStatus: 'DELETED',
      versions: [
        { version: 1, status: 'COMPLETED', author: chief, ts: '2026-11-20T07:05:00Z', content: collection },
        { version: 2, status: 'DELETED', author: chief, ts: '2026-11-20T08:00:00Z', reason: 'Entered in the wrong book', content: collection },
      ],
    });
    const rows = printLayout(orb([deleted])).rows;
    expect(rows.filter((r) => r.kind === 'record').every((r) => r.struck)).toBe(true);
    // The content is shown once, struck, with the deletion note and the original signature.
    expect(rows.filter((r) => r.cells[2] === '11.1')).toHaveLength(1);
    const mark = rows.find((r) => r.kind === 'mark')!;
    expect(mark).toMatchObject({ struck: false, spanFrom: 3 });
    expect(mark.cells[3]).toBe('Deleted 2026-11-20 11:00 (UTC+03:00) by Marta Kowalska, Chief engineer. Reason: Entered in the wrong book');
  });

  it('keeps the content of a corrected entry struck through before the new one, with the correction noted', () => {
    const corrected = { ...collection, item11: { ...collection.item11, item11_3: 5.1 } };
    const entry = sludge('c4', 10, corrected, {
      version: 3, author: officer,
      versions: [
        { version: 1, status: 'DRAFT', author: chief, ts: '2026-11-20T07:00:00Z', content: { operation: '11' } },
        { version: 2, status: 'COMPLETED', author: chief, ts: '2026-11-20T07:05:00Z', content: collection },
        { version: 3, status: 'COMPLETED', author: officer, ts: '2026-11-20T09:30:00Z', reason: 'Sounding misread', content: corrected },
      ],
    });
    const rows = printLayout(orb([entry], 'en', [signedBy(chief, 'c4', 2, '2026-11-20T07:10:00Z')])).rows;
    const retention = rows.filter((r) => r.cells[2] === '11.3').map((r) => [r.struck, r.cells[3]]);
    expect(retention).toEqual([[true, 'Total quantity of retention, m³: 4.25'], [false, 'Total quantity of retention, m³: 5.1']]);
    expect(rows.filter((r) => r.kind === 'signature').map((r) => [r.struck, r.cells[3]])).toEqual([
      [true, 'Signed: Marta Kowalska, Chief engineer — 10:10'], [false, 'Recorded by Ivan Petrov, Deck officer; not signed'],
    ]);
    expect(rows.filter((r) => r.kind === 'mark').map((r) => r.cells[3])).toEqual([
      'Corrected 2026-11-20 12:30 (UTC+03:00) by Ivan Petrov, Deck officer. Reason: Sounding misread',
    ]);
    expect(rows.every((r) => r.corrected)).toBe(true);
  });

  it('prints a not applicable entry as such', () => {
    const rows = printLayout(orb([sludge('c5', 8, {}, { eleStatus: 'NA' })])).rows;
    expect(rows[0]).toMatchObject({ notApplicable: true, cells: ['20 Nov 2026\n08:00', 'C', '', 'Not applicable'] });
  });
});

describe('the table layout (deck log)', () => {
  const deckPrint = deckConfig.print as ElogPrintConfig;
  const watch = (id: string, content: Record<string, unknown>, extra: Partial<PrintEntry> = {}): PrintEntry => ({
    id, version: 1, entryDescriptor: 'DECK_WATCH', formDescriptor: 'ELOG_DECK_WATCH', heading: { start: at(0), end: at(4), notes: 'Quiet watch' },
    eleStatus: 'COMPLETED', areasContent: content, author: officer, ...extra,
  });
  const input = (entries: PrintEntry[], language = 'en', signatures: PrintSignature[] = []): PrintLayoutInput => ({
    print: deckPrint, day, offset: 180, entries, language, signatures, t: translator(language === 'ru' ? ru : en), forms: { ELOG_DECK_WATCH: watchForm },
    entryDescriptors: [{ code: 'DECK_WATCH', name: { en: 'Watch', ru: 'Вахта' }, dfdSelector: 'ELOG_DECK_WATCH' }],
  });
  const content = {
    watch: '00-04', position: { lat: 57.9, lon: -11.25, fixMethod: 'GNSS' },
    navigation: { courseSteered: 95, heading: 94, speedOverGround: 12.4 },
    weather: { windDirection: 250, windForce: 5, visibility: 8, barometer: 1012.5, airTemperature: 6 },
    watchkeeping: { helmsman: 'AB Olsen', navigationLights: true }, remarks: 'Passed Skagen',
  };

  it('gives each entry one row: the position in the position column, what no column shows in the remarks', () => {
    const layout = printLayout(input([watch('w1', content)], 'en', [signedBy(officer, 'w1', 1, '2026-11-20T01:05:00Z')]));
    const cell = (title: string) => layout.rows[0].cells[layout.columns.findIndex((c) => c.title === title)];
    expect(layout.rows).toHaveLength(1);
    expect(cell('Time')).toBe('00:00–04:00');
    expect(cell('Position')).toBe('57° 54.0′ N\n011° 15.0′ W');
    expect(cell('Course steered / gyro heading, °')).toBe('95 / 94');
    // Joined values keep their places: a missing one before a filled one is a dash, trailing ones are left out.
    expect(cell('Speed through water / over ground, kn')).toBe('— / 12.4');
    expect(cell('Wind direction, ° / force, Bft')).toBe('250 / 5');
    expect(cell('Sea state / swell height, m')).toBe('');
    expect(cell('Barometer, hPa')).toBe('1012.5');
    expect(cell('Air / sea temp., °C')).toBe('6');
    expect(cell('Remarks')).toBe('Watch: 00–04\nPosition — Fix method: GNSS (GPS, GLONASS)\nWatchkeeping — Helmsman: AB Olsen, Navigation lights on and checked: Yes\nRemarks: Passed Skagen\nQuiet watch');
    expect(cell('Signature of officer in charge')).toBe('Ivan Petrov, Deck officer\nsigned 04:05');
  });

  it('strikes a deleted watch through, notes the deletion across the row, and titles columns in Russian', () => {
    const layout = printLayout(input([watch('w2', content, {
      version: 2, eleStatus: 'DELETED', versions: [
        { version: 1, status: 'COMPLETED', author: officer, ts: '2026-11-20T01:10:00Z', content },
        { version: 2, status: 'DELETED', author: officer, ts: '2026-11-20T02:00:00Z', reason: 'Дубликат', content },
      ],
    })], 'ru'));
    expect(layout.columns[1].title).toBe('Место судна');
    expect(layout.rows.map((r) => [r.kind, r.struck])).toEqual([['record', true], ['mark', false]]);
    expect(layout.rows[0].cells[1]).toBe('57° 54,0′ с. ш.\n011° 15,0′ з. д.');
    expect(layout.rows[0].cells.at(-2)).toMatch(/^Вахта: 00–04\nМесто судна — Способ определения места: ГНСС \(GPS, ГЛОНАСС\)\n/);
    expect(layout.rows[1]).toMatchObject({ spanFrom: 0, cells: [expect.stringMatching(/^Удалено 2026-11-20 05:00 \(UTC\+03:00\): Ivan Petrov, Помощник капитана\. Причина: Дубликат$/), ...layout.columns.slice(1).map(() => '')] });
  });

  it('says "not applicable" in the remarks of an entry so marked', () => {
    const layout = printLayout(input([watch('w5', {}, { eleStatus: 'NA', heading: { start: at(16), end: at(20), notes: null } })]));
    expect(layout.rows[0]).toMatchObject({ notApplicable: true, struck: false });
    expect(layout.rows[0].cells).toEqual(['16:00–20:00', '', '', '', '', '', '', '', '', '', '', '', 'Not applicable', 'Ivan Petrov, Deck officer\nnot signed']);
  });

  it('says the time offset of an entry kept at another offset than the page', () => {
    const layout = printLayout(input([watch('w3', content, { heading: { start: { ...at(4), offset: 120 }, end: null } })]));
    expect(layout.rows[0].cells[0]).toBe('03:00 (UTC+02:00)');
  });

  it('falls back to time, entry, record and signature without a print configuration', () => {
    const layout = printLayout({ ...input([watch('w4', { watch: '04-08', position: { lat: 1, lon: 2 } })]), print: undefined });
    expect(layout.columns.map((c) => c.title)).toEqual(['Time', 'Entry', 'Record', 'Signature']);
    expect(layout.rows[0].cells.slice(1, 3)).toEqual(['Watch', 'Watch: 04–08\nPosition: 01° 00.0′ N 002° 00.0′ E\nQuiet watch']);
  });

  it('writes a time with offset on the ship\'s clock (its offset when not the page\'s) and leaves headings out', () => {
    const form = {
      schema: { ...watchForm.schema, properties: { ...watchForm.schema.properties, fogHeading: { type: 'null' }, fogFrom: { type: 'object', properties: { timestamp: { type: 'integer' }, offset: { type: 'integer' } } } } },
      uiSchema: { ...watchForm.uiSchema, 'ui:order': ['watch', 'fogHeading', 'fogFrom', '*'],
        fogHeading: { 'ui:field': 'staticText', 'ui:title': { en: 'Restricted visibility' } },
        fogFrom: { 'ui:field': 'timeWithOffset', 'ui:title': { en: 'Fog from', ru: 'Туман с' } } },
    };
    const record = (fogFrom: unknown) => printLayout({ ...input([watch('w6', { watch: '00-04', fogFrom }, { heading: { start: at(0), end: at(4), notes: null } })]), print: undefined, forms: { ELOG_DECK_WATCH: form } }).rows[0].cells[2];
    expect(record(at(2, 15))).toBe('Watch: 00–04\nFog from: 02:15');
    expect(record({ ...at(2, 15), offset: 120 })).toBe('Watch: 00–04\nFog from: 01:15 (UTC+02:00)');
  });

  it('writes the files of an attachments field by their names', () => {
    const form = {
      schema: { ...watchForm.schema, properties: { ...watchForm.schema.properties, damagePhotos: { type: 'array', items: { type: 'string' } } } },
      uiSchema: { ...watchForm.uiSchema, 'ui:order': ['watch', 'damagePhotos', '*'], damagePhotos: { 'ui:field': 'attachments', 'ui:title': { en: 'Photos of the damage' } } },
    };
    const photos = ['3f1c2a4e-8d9b-4c7a-9e1f-0a2b3c4d5e6f', '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d'];
    const layout = printLayout({
      ...input([watch('w7', { watch: '00-04', damagePhotos: photos }, { heading: { start: at(0), end: at(4), notes: null } })]), print: undefined,
      forms: { ELOG_DECK_WATCH: form }, fileNames: { [photos[0]]: 'hatch cover 3.jpg' },
    });
    expect(layout.rows[0].cells[2]).toBe('Watch: 00–04\nPhotos of the damage: hatch cover 3.jpg; (file not found)');
  });

  it('shows each signature once in its role: the officer with each watch he signed, the master\'s approval at the end', () => {
    const watches = ['w1', 'w2'].map((id, i) => watch(id, { watch: i ? '04-08' : '00-04', position: { lat: 57.9, lon: 11.2 } }, { heading: { start: at(4 * i), end: at(4 * i + 4), notes: null } }));
    const signatures = [signedBy(officer, 'w1', 1, '2026-11-20T01:02:00Z'), signedBy(officer, 'w2', 1, '2026-11-20T05:01:00Z'), approvedBy(master, '2026-11-20T18:30:00Z')];
    for (const [language, officerText, masterText, signedAt] of [
      ['en', 'Ivan Petrov, Deck officer', 'Erik Larsen, Master', 'signed'], ['ru', 'Ivan Petrov, Помощник капитана', 'Erik Larsen, Капитан', 'подписано'],
    ]) {
      const layout = printLayout(input(watches, language, signatures));
      expect(layout.rows.map((r) => r.cells.at(-1))).toEqual([`${officerText}\n${signedAt} 04:02`, `${officerText}\n${signedAt} 08:01`]);
      expect(layout.signatures.map((l) => [l.kind, l.person, l.time])).toEqual([['MAIN', masterText, '2026-11-20 21:30 (UTC+03:00)']]);
      expect(layout.mainSigned).toBe(true);
    }
  });
});

describe('the day\'s own signatures', () => {
  it('lists the approval and its removal on the ship\'s clock, leaves entries\' signatures to their rows, and voids what a removal took back', () => {
    const t = translator(en);
    const lines = signatureLines([
      approvedBy(master, '2026-11-20T16:00:00Z'),
      signedBy(officer, 'w1', 1, '2026-11-20T15:00:00Z'),
      { operationType: 'REMOVE_APPROVAL', firstSign: false, main: false, signatureTs: '2026-11-20T17:00:00Z', note: 'Wrong position', ...master },
      { operationType: 'APPROVAL', firstSign: true, main: false, signatureTs: '2026-11-20T17:30:00Z', ...officer },
      approvedBy(master, '2026-11-20T18:00:00Z'),
    ], 180, t);
    expect(lines.map((l) => [l.kind, l.label, l.person, l.time, l.void])).toEqual([
      ['MAIN', 'Approval of the day', 'Erik Larsen, Master', '2026-11-20 19:00 (UTC+03:00)', true],
      ['REMOVED', 'Approval removed', 'Erik Larsen, Master', '2026-11-20 20:00 (UTC+03:00)', false],
      ['FIRST', 'Officer in charge (whole day)', 'Ivan Petrov, Deck officer', '2026-11-20 20:30 (UTC+03:00)', false],
      ['MAIN', 'Approval of the day', 'Erik Larsen, Master', '2026-11-20 21:00 (UTC+03:00)', false],
    ]);
    expect(lines[1].note).toBe('Wrong position');
  });
});

describe('pointers into a form', () => {
  it('walks objects and array items', () => {
    expect(pointerExists(watchForm, '/position/lat')).toBe(true);
    expect(pointerExists(watchForm, '/courseAlterations/*')).toBe(true);
    expect(pointerExists(watchForm, '/position/latitude')).toBe(false);
    expect(pointerExists(watchForm, '/watch/x')).toBe(false);
  });
});
