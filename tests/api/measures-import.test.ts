import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureImportLimits } from '../../descriptors/lib/measure-import.js';
import { applyImport } from '../../server/modules/measures/import-run.js';
import { parseMeasurementCsv } from '../../server/modules/measures/measurement-csv.js';
import { tagValueTypes } from '../../server/modules/measures/tag-records.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Preview {
  mode: 'preview'; format: string; header: string[]; rows: number; points: number; refused: number;
  sample: { line: number; cells: string[] }[];
  series: { groupingKey: string; tag: string; ship: string | null; points: number; from: string | null; to: string | null; problem: string | null }[];
  problems: { line: number | null; column: string | null; message: string }[]; problemCount: number;
}
interface Reason { line?: number; column?: string; points?: number; reason: string }
interface Applied { mode: 'apply'; id: string; status: string; total: number; accepted: number; duplicate: number; rejected: number; reasons: Reason[] }
interface Latest { latest: null | { id: string; fileName: string; status: string; startedBy: string; ships: string[]; total: number; accepted: number; duplicate: number; rejected: number; rejections: Reason[] } }

const hour = 3_600_000;
const day = 24 * hour;
const base = Math.floor(Date.now() / day) * day - 12 * day;
const iso = (t: number) => new Date(t).toISOString();
const at = (minutes: number) => iso(base + minutes * 60_000);
const csv = (...lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

/** Wide layout, as the export writes it: three good rows, a bad number, a bad time, an unknown tag column. */
const wideFile = csv(
  'time;SHIP-UNIT-NORDIC_ORE SOG [kn];SHIP-UNIT-NORDIC_ORE NAV_STATUS;SHIP-UNIT-NORDIC_ORE NO_SUCH_TAG',
  `${at(0)};12.5;AT_SEA;1`,
  `${at(1)};12,7;;2`,
  `${at(2)};fast;AT_SEA;`,
  `yesterday;13;AT_SEA;`,
  `${at(3)};13.1;"IN;PORT";3`,
);

describe('CSV import of measurements', () => {
  let t: TestApp;
  let admin: string;
  let captain: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    [admin, captain] = await Promise.all([t.signIn('admin', 'Admin#2026'), t.signIn('captain', 'Captain#2026')]);
  });
  afterAll(async () => { await t.close(); });

  const send = (text: string, options: { mode?: 'preview' | 'apply'; token?: string; fileName?: string; language?: string; contentType?: string } = {}) =>
    Promise.resolve(t.app.request(`/api/measures/import?mode=${options.mode ?? 'preview'}&fileName=${encodeURIComponent(options.fileName ?? 'ship.csv')}`, {
      method: 'POST', body: text,
      headers: { authorization: `Bearer ${options.token ?? admin}`, 'content-type': options.contentType ?? 'text/csv', 'accept-language': options.language ?? 'en' },
    }));
  const answer = async <T>(res: Response) => { expect(res.status).toBe(200); return await res.json() as T; };
  const stored = async (tags: string[], token = admin) => {
    const res = await t.call('POST', '/api/measures/extract', { token, body: { units: ['NORDIC_ORE', 'BALTIC_AMBER'], tags, from: iso(base), to: iso(base + hour), resolution: 60 } });
    // Extraction marks gaps with nulls; only stored values matter here.
    return (await res.json() as { series: { unit: string; tag: string; points: [number, unknown][] }[] }).series
      .map((s) => ({ ...s, points: s.points.filter(([, value]) => value !== null) }));
  };
  const latest = async (token = admin) => (await answer<Latest>(await t.app.request('/api/measures/stats/latest-import', { headers: { authorization: `Bearer ${token}` } }))).latest;

  it('previews the export\'s wide layout: series, first rows and every problem by line and column, storing nothing', async () => {
    const preview = await answer<Preview>(await send(wideFile));
    expect(preview).toMatchObject({ mode: 'preview', format: 'wide', rows: 5, points: 6, refused: 6, problemCount: 2 });
    expect(preview.series).toEqual([
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', column: 'SHIP-UNIT-NORDIC_ORE SOG [kn]', ship: 'NORDIC_ORE', points: 3, from: at(0), to: at(3), problem: null },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'NAV_STATUS', column: 'SHIP-UNIT-NORDIC_ORE NAV_STATUS', ship: 'NORDIC_ORE', points: 3, from: at(0), to: at(3), problem: null },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'NO_SUCH_TAG', column: 'SHIP-UNIT-NORDIC_ORE NO_SUCH_TAG', ship: 'NORDIC_ORE', points: 3, from: at(0), to: at(3), problem: 'There is no enabled tag with this code.' },
    ]);
    expect(preview.problems).toEqual([
      { line: 4, column: 'SHIP-UNIT-NORDIC_ORE SOG [kn]', message: '«fast» is not a number.' },
      // the row's two values are refused with its time, not reported one by one
      { line: 5, column: 'time', message: '«yesterday» is not an ISO 8601 time with an offset, such as 2026-03-01T12:00:00Z.' },
    ]);
    expect(preview.sample[4]).toEqual({ line: 6, cells: [at(3), '13.1', 'IN;PORT', '3'] });
    expect(await stored(['SOG', 'NAV_STATUS'])).toEqual([]);
  });

  it('detects the long layout (time;groupingKey;tag;value)', async () => {
    const preview = await answer<Preview>(await send(csv('time;groupingKey;tag;value', `${at(0)};SHIP-UNIT-NORDIC_ORE;STW;11`, `${at(1)};SHIP-UNIT-NORDIC_ORE;STW;`, `${at(1)};;STW;4`), { language: 'ru' }));
    expect(preview).toMatchObject({ format: 'long', rows: 3, points: 1, refused: 2 });
    expect(preview.problems).toEqual([
      { line: 3, column: 'SHIP-UNIT-NORDIC_ORE STW', message: 'В строке нет значения.' },
      { line: 4, column: null, message: 'В строке не указан ключ группировки или тег.' },
    ]);
  });

  it('applies a file: counts stored, duplicate and refused points with reasons, and records the import', async () => {
    const applied = await answer<Applied>(await send(wideFile, { mode: 'apply', fileName: 'nordic.csv' }));
    expect(applied).toMatchObject({ mode: 'apply', status: 'DONE', total: 12, accepted: 6, duplicate: 0, rejected: 6 });
    expect(applied.reasons).toEqual([
      { column: 'SHIP-UNIT-NORDIC_ORE NO_SUCH_TAG', reason: 'There is no enabled tag with this code.', points: 3 },
      { line: 4, column: 'SHIP-UNIT-NORDIC_ORE SOG [kn]', reason: '«fast» is not a number.' },
      { line: 5, column: 'time', reason: '«yesterday» is not an ISO 8601 time with an offset, such as 2026-03-01T12:00:00Z.' },
    ]);
    const series = await stored(['SOG', 'NAV_STATUS']);
    expect(series.map((s) => [s.tag, s.points])).toEqual([
      ['NAV_STATUS', [[base, 'AT_SEA'], [base + 2 * 60_000, 'AT_SEA'], [base + 3 * 60_000, 'IN;PORT']]],
      ['SOG', [[base, 12.5], [base + 60_000, 12.7], [base + 3 * 60_000, 13.1]]],
    ]);
    expect(await latest(captain)).toMatchObject({
      id: applied.id, fileName: 'nordic.csv', status: 'DONE', startedBy: 'admin', ships: ['NORDIC_ORE'], total: 12, accepted: 6, duplicate: 0, rejected: 6,
      rejections: applied.reasons,
    });
  });

  it('importing the same file again stores nothing new: its points count as duplicates', async () => {
    const again = await answer<Applied>(await send(wideFile, { mode: 'apply', fileName: 'nordic.csv' }));
    expect(again).toMatchObject({ accepted: 0, duplicate: 6, rejected: 6 });
    expect((await stored(['SOG']))[0].points).toHaveLength(3);
  });

  it('reads back what the CSV export wrote', async () => {
    const res = await t.call('POST', '/api/measures/extract/export', { token: admin, body: { units: ['NORDIC_ORE'], tags: ['SOG', 'NAV_STATUS'], from: iso(base), to: iso(base + hour), resolution: 60 } });
    const exported = await res.text();
    const preview = await answer<Preview>(await send(exported));
    expect(preview).toMatchObject({ format: 'wide', points: 6, refused: 0, problemCount: 0 });
    expect(await answer<Applied>(await send(exported, { mode: 'apply' }))).toMatchObject({ accepted: 0, duplicate: 6, rejected: 0 });
  });

  it('shows each user the newest import of ships they may see', async () => {
    const baltic = await answer<Applied>(await send(csv('time;SHIP-UNIT-BALTIC_AMBER SOG', `${at(10)};9`), { mode: 'apply', fileName: 'baltic.csv' }));
    expect(baltic).toMatchObject({ accepted: 1 });
    expect(await latest()).toMatchObject({ fileName: 'baltic.csv', ships: ['BALTIC_AMBER'] });
    expect((await latest(captain))!.fileName).not.toBe('baltic.csv');
    expect((await latest(captain))!.ships).toEqual(['NORDIC_ORE']);
  });

  it('previews a file as large as the import admits, and applies 200 000 rows of it', async () => {
    const line = (minute: number) => `${at(minute)};SHIP-UNIT-BALTIC_AMBER;SOG;${(10 + (((minute % 50) + 50) % 50) / 10).toFixed(1)}`;
    const header = 'time;groupingKey;tag;value';
    const rows = Math.floor((measureImportLimits.maxBytes - header.length - 8) / (line(0).length + 2));
    const text = `${header}\r\n${Array.from({ length: rows }, (_, minute) => `${line(minute - rows)}\r\n`).join('')}`;
    expect(text.length).toBeGreaterThan(measureImportLimits.maxBytes * 0.98);
    const preview = await answer<Preview>(await send(text));
    expect(preview).toMatchObject({ rows, points: rows, refused: 0, problemCount: 0 });
    expect(preview.series).toEqual([expect.objectContaining({ tag: 'SOG', ship: 'BALTIC_AMBER', points: rows, from: at(-rows), to: at(-1) })]);
    // Applying stores every point through ingestion: 200 000 of them (the preview failed from 150 000) keep the suite
    // short; the whole file was applied by hand in 100 s on a loaded machine.
    const applyRows = 200_000;
    const part = text.slice(0, header.length + 2 + applyRows * (line(0).length + 2));
    const applied = await answer<Applied>(await send(part, { mode: 'apply', fileName: 'baltic-months.csv' }));
    expect(applied).toMatchObject({ status: 'DONE', total: applyRows, accepted: applyRows, rejected: 0 });
  }, 300_000);

  it('refuses an import without MEASURES management, and refuses unreadable files with a clear message', async () => {
    expect((await send(wideFile, { token: captain })).status).toBe(403);
    const cases: [string, string, string?][] = [
      [csv('when;value', `${at(0)};1`), 'Line 1 is not a known header. Expected «time;<grouping key> <TAG>;…» (as the CSV export writes) or «time;groupingKey;tag;value».'],
      [csv('time;SHIP-UNIT-NORDIC_ORE SOG'), 'The file holds no measurements: a header line and at least one row are needed.'],
      [csv('time;SHIP-UNIT-NORDIC_ORE NAV_STATUS', `${at(0)};"AT SEA`), 'Line 2: a quoted cell is never closed, so the rest of the file cannot be read.'],
      [wideFile, 'Send the file as text (Content-Type: text/csv).', 'application/json'],
    ];
    for (const [text, message, contentType] of cases) {
      const res = await send(text, { contentType });
      expect(res.status).toBe(400);
      expect((await res.json() as { message: string }).message).toBe(message);
    }
    const russian = await send(csv('when'), { language: 'ru' });
    expect((await russian.json() as { message: string }).message).toBe('В файле нет измерений: нужны строка заголовка и хотя бы одна строка данных.');
  });

  it('a writer limited to some ships imports only those, the other ship\'s column refused as a whole', async () => {
    const [nordic] = (await (await t.call('GET', '/api/ship?search=NORDIC_ORE', { token: admin })).json() as { items: { id: string }[] }).items;
    const valueTypes = await tagValueTypes(t.db);
    const file = parseMeasurementCsv(csv('time;SHIP-UNIT-NORDIC_ORE DEPTH;SHIP-UNIT-BALTIC_AMBER DEPTH', `${at(20)};40;50`, `${at(21)};41;51`), valueTypes);
    if ('problem' in file) throw new Error('unreadable');
    const result = await applyImport(t.db, file, { fileName: 'two-ships.csv', startedBy: 'chief', valueTypes, allowedUnitIds: new Set([nordic.id]), language: 'en' });
    expect(result).toMatchObject({ accepted: 2, rejected: 2, reasons: [{ column: 'SHIP-UNIT-BALTIC_AMBER DEPTH', reason: 'You may not write data of this ship.', points: 2 }] });
    expect(await latest()).toMatchObject({ fileName: 'two-ships.csv', ships: ['BALTIC_AMBER', 'NORDIC_ORE'] });
  });

  it('names a bad column header and a repeated series, and reads the rest', async () => {
    const preview = await answer<Preview>(await send(csv('time;SOG;SHIP-UNIT-NORDIC_ORE STW;SHIP-UNIT-NORDIC_ORE STW', `${at(0)};1;2;3`)));
    expect(preview.series.map((s) => [s.tag, s.points])).toEqual([['STW', 1]]);
    expect(preview.problems.map((p) => [p.line, p.column])).toEqual([[1, 'SOG'], [1, 'SHIP-UNIT-NORDIC_ORE STW']]);
  });
});
