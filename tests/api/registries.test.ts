import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import type { RegistryPageData, RegistryRecord, RegistryRecordDetail, RegistryRecordList } from '../../descriptors/lib/registries/registry-answers.js';
import { createTestApp, demoPasswords, type TestApp } from '../support/test-app.js';

const garbageReceipt = (i: number) => ({
  date: `2026-11-0${i + 1}`, port: 'Rotterdam', facility: 'Port reception facility', receiptNumber: `PRF-${i}`, quantities: [{ category: 'C', volumeM3: 1.5 + i }],
});
const bdn = {
  bdnNumber: 'BDN-2026-114', port: 'Rotterdam', deliveryDate: '2026-11-18', supplierName: 'North Sea Bunkers BV', productName: 'VLSFO RMG 380',
  fuelCategory: 'HFO', quantityT: 812.4, density15: 975.2, sulphurContent: 0.47, supplierDeclaration: true, sampleSealNumber: 'MS-0043871',
};

describe('on-board registries: records of REGISTRY forms and registry pages', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ship: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const u of await t.db.select({ id: units.id, code: units.code }).from(units)) ship[u.code] = u.id;
    for (const name of ['admin', 'captain', 'chief', 'officer', 'analyst']) tokens[name] = await t.signIn(name, demoPasswords[name]);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
    await ingestMeasurements(t.db, [
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'ME1_RUNNING_HOURS', points: [{ ts: at(0), value: 41_250.2 }, { ts: at(1), value: 41_250.3 }] },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'DG1_RUNNING_HOURS', points: [{ ts: at(1), value: 32_460.7 }] },
      { groupingKey: 'SHIP-UNIT-NORDIC_ORE', tag: 'SOG', points: [{ ts: at(1), value: 12.1 }] },
      { groupingKey: 'SHIP-UNIT-BALTIC_AMBER', tag: 'ME1_RUNNING_HOURS', points: [{ ts: at(1), value: 39_001 }] },
    ], { now: () => Date.UTC(2026, 10, 20, 11) });
  });
  afterAll(async () => { await t?.close(); });

  const call = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const res = await t.call(method, path, { token, body });
    return { status: res.status, body: await res.json() as T };
  };
  const create = (token: string, form: string, unitId: string, content: unknown) =>
    call<RegistryRecord & { errors?: { path: string; message: string }[] }>('POST', `/api/registry-record/${form}`, token, { requestValue: { unitId, content } });

  it('keeps a bunker delivery note of the chief engineer\'s ship and lists it', async () => {
    const saved = await create(tokens.chief, 'REGISTRY_BUNKER_DELIVERY', ship.NORDIC_ORE, bdn);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ form: 'REGISTRY_BUNKER_DELIVERY', unitId: ship.NORDIC_ORE, version: 1, createdBy: 'chief', content: bdn });
    const list = await call<RegistryRecordList>('GET', `/api/registry-record/REGISTRY_BUNKER_DELIVERY?unitId=${ship.NORDIC_ORE}`, tokens.captain);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.form.title).toEqual({ en: 'Bunker delivery notes', ru: 'Накладные на поставку бункера' });
    expect(list.body.records.map((r) => r.id)).toEqual([saved.body.id]);
  });

  it('refuses content the form does not allow, each problem at its field named by its title', async () => {
    const { status, body } = await create(tokens.chief, 'REGISTRY_BUNKER_DELIVERY', ship.NORDIC_ORE, { ...bdn, sulphurContent: 4.2, supplierName: undefined });
    expect(status).toBe(400);
    const paths = body.errors!.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['/requestValue/content/sulphurContent', '/requestValue/content/supplierName']));
    expect(body.errors!.find((e) => e.path.endsWith('/sulphurContent'))!.message).toMatch(/Sulphur content/);
    const ru = await t.call('POST', '/api/registry-record/REGISTRY_BUNKER_DELIVERY', { token: tokens.chief, body: { requestValue: { unitId: ship.NORDIC_ORE, content: { ...bdn, sulphurContent: 4.2 } } }, headers: { 'accept-language': 'ru' } });
    expect(JSON.stringify(await ru.json())).toMatch(/Содержание серы/);
  });

  it('changes a record from the version it was read at, keeps every version and answers 409 to a stale one', async () => {
    const first = await create(tokens.chief, 'REGISTRY_EQUIPMENT_MAINTENANCE', ship.NORDIC_ORE, { date: '2026-11-19', equipment: 'Diesel generator 1', workType: 'ROUTINE', description: 'Lub oil filter changed', runningHours: 32_400 });
    expect(first.status).toBe(200);
    const path = `/api/registry-record/REGISTRY_EQUIPMENT_MAINTENANCE/${first.body.id}`;
    const changed = await call<RegistryRecord>('PUT', path, tokens.chief, { requestValue: { unitId: ship.NORDIC_ORE, version: 1, content: { ...first.body.content, description: 'Lub oil filter and centrifuge cleaned' } } });
    expect(changed.status).toBe(200);
    expect(changed.body.version).toBe(2);
    const stale = await call<{ message: string }>('PUT', path, tokens.captain, { requestValue: { unitId: ship.NORDIC_ORE, version: 1, content: first.body.content } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/version 1.*2/);
    const detail = await call<RegistryRecordDetail>('GET', path, tokens.officer);
    expect(detail.body.versions.map((v) => [v.version, v.author, v.content.description])).toEqual([
      [1, 'chief', 'Lub oil filter changed'], [2, 'chief', 'Lub oil filter and centrifuge cleaned'],
    ]);
  });

  it('keeps records of the user\'s ships only: another ship is a 403 and its records are not found', async () => {
    expect((await create(tokens.chief, 'REGISTRY_BUNKER_DELIVERY', ship.BALTIC_AMBER, bdn)).status).toBe(403);
    expect((await call('GET', `/api/registry-record/REGISTRY_BUNKER_DELIVERY?unitId=${ship.BALTIC_AMBER}`, tokens.captain)).status).toBe(403);
    const foreign = await create(tokens.admin, 'REGISTRY_BUNKER_DELIVERY', ship.BALTIC_AMBER, bdn);
    expect(foreign.status).toBe(200);
    expect((await call('GET', `/api/registry-record/REGISTRY_BUNKER_DELIVERY/${foreign.body.id}`, tokens.captain)).status).toBe(404);
    // naming one's own ship does not open another ship's record
    const put = await call('PUT', `/api/registry-record/REGISTRY_BUNKER_DELIVERY/${foreign.body.id}`, tokens.chief, { requestValue: { unitId: ship.NORDIC_ORE, version: 1, content: bdn } });
    expect(put.status).toBe(404);
  });

  it('lets the shore analyst read but not keep records, and refuses forms that are not registries', async () => {
    expect((await create(tokens.analyst, 'REGISTRY_BUNKER_DELIVERY', ship.NORDIC_ORE, bdn)).status).toBe(403);
    expect((await call('GET', `/api/registry-record/REGISTRY_BUNKER_DELIVERY?unitId=${ship.NORDIC_ORE}`, tokens.analyst)).status).toBe(200);
    const logbookForm = await create(tokens.chief, 'ELOG_DECK_NOON', ship.NORDIC_ORE, {});
    expect(logbookForm.status).toBe(404);
  });

  describe('striking out a record entered by mistake', () => {
    const strikeOut = (token: string, path: string, requestValue: unknown, language = 'en') =>
      t.call('POST', `${path}/strike-out`, { token, body: { requestValue }, headers: { 'accept-language': language } })
        .then(async (res) => ({ status: res.status, body: await res.json() as RegistryRecord & { message: string; errors?: { path: string; message: string }[] } }));
    const note = { ...bdn, bdnNumber: 'BDN-2026-115', port: 'Antwerp' };

    it('keeps the record, struck out with who, when and why, in a version of its own', async () => {
      const saved = await create(tokens.chief, 'REGISTRY_BUNKER_DELIVERY', ship.NORDIC_ORE, note);
      const path = `/api/registry-record/REGISTRY_BUNKER_DELIVERY/${saved.body.id}`;
      const struck = await strikeOut(tokens.captain, path, { version: 1, reason: '  Entered twice: the same delivery as BDN-2026-114  ' });
      expect(struck.status).toBe(200);
      expect(struck.body).toMatchObject({ version: 2, content: note, updatedBy: 'captain', struckOut: { by: 'captain', reason: 'Entered twice: the same delivery as BDN-2026-114' } });
      const list = await call<RegistryRecordList>('GET', `/api/registry-record/REGISTRY_BUNKER_DELIVERY?unitId=${ship.NORDIC_ORE}`, tokens.officer);
      expect(list.body.records.find((r) => r.id === saved.body.id)?.struckOut?.reason).toBe('Entered twice: the same delivery as BDN-2026-114');
      const detail = await call<RegistryRecordDetail>('GET', path, tokens.officer);
      expect(detail.body.versions.map((v) => [v.version, v.author, v.struckOutReason, v.content.port])).toEqual([
        [1, 'chief', null, 'Antwerp'], [2, 'captain', 'Entered twice: the same delivery as BDN-2026-114', 'Antwerp'],
      ]);
    });

    it('refuses a stale version, a missing reason at its field, and any change once struck out', async () => {
      const saved = await create(tokens.chief, 'REGISTRY_BUNKER_DELIVERY', ship.NORDIC_ORE, note);
      const path = `/api/registry-record/REGISTRY_BUNKER_DELIVERY/${saved.body.id}`;
      const changed = await call<RegistryRecord>('PUT', path, tokens.chief, { requestValue: { unitId: ship.NORDIC_ORE, version: 1, content: { ...note, port: 'Ghent' } } });
      expect(changed.body.version).toBe(2);
      const stale = await strikeOut(tokens.captain, path, { version: 1, reason: 'Wrong ship' });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/version 1.*2/);
      for (const reason of [undefined, '', '   ']) {
        const missing = await strikeOut(tokens.captain, path, { version: 2, reason });
        expect(missing.status, JSON.stringify(reason)).toBe(400);
        expect(missing.body.errors!.map((e) => e.path)).toEqual(['/requestValue/reason']);
      }
      const ru = await strikeOut(tokens.captain, path, { version: 2, reason: ' ' }, 'ru');
      expect(ru.body.errors![0].message).toMatch(/Причина/);
      expect((await strikeOut(tokens.captain, path, { version: 2, reason: 'Wrong ship' })).status).toBe(200);
      const edit = await call<{ message: string }>('PUT', path, tokens.chief, { requestValue: { unitId: ship.NORDIC_ORE, version: 3, content: note } });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toBe('This record was struck out by captain (Wrong ship) and can no longer be changed.');
      // refused for being struck out, whatever the content holds
      expect((await call('PUT', path, tokens.chief, { requestValue: { unitId: ship.NORDIC_ORE, version: 3, content: { sulphurContent: 9 } } })).status).toBe(409);
      const again = await strikeOut(tokens.captain, path, { version: 3, reason: 'Twice' }, 'ru');
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/вычеркнута/);
      expect((await call<RegistryRecordDetail>('GET', path, tokens.officer)).body.version).toBe(3);
    });

    it('strikes out only records of the user\'s ships, and only for those who keep records', async () => {
      const foreign = await create(tokens.admin, 'REGISTRY_BUNKER_DELIVERY', ship.BALTIC_AMBER, note);
      const foreignPath = `/api/registry-record/REGISTRY_BUNKER_DELIVERY/${foreign.body.id}`;
      expect((await strikeOut(tokens.captain, foreignPath, { version: 1, reason: 'Not ours' })).status).toBe(404);
      // a record of the form is not found under another form's code
      expect((await strikeOut(tokens.admin, `/api/registry-record/REGISTRY_GARBAGE_LANDED/${foreign.body.id}`, { version: 1, reason: 'x' })).status).toBe(404);
      const own = await create(tokens.chief, 'REGISTRY_BUNKER_DELIVERY', ship.NORDIC_ORE, note);
      const ownPath = `/api/registry-record/REGISTRY_BUNKER_DELIVERY/${own.body.id}`;
      expect((await strikeOut(tokens.analyst, ownPath, { version: 1, reason: 'Shore says so' })).status).toBe(403);
      expect((await call<RegistryRecordDetail>('GET', ownPath, tokens.analyst)).body).toMatchObject({ version: 1, struckOut: null });
      expect((await call<RegistryRecordDetail>('GET', foreignPath, tokens.admin)).body).toMatchObject({ version: 1, struckOut: null });
    });
  });

  it('pages through a ship\'s records, newest first, with the total', async () => {
    const form = 'REGISTRY_GARBAGE_LANDED';
    const all = await call<RegistryRecordList>('GET', `/api/registry-record/${form}?unitId=${ship.NORDIC_ORE}&limit=500`, tokens.chief);
    const before = all.body.total;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const saved = await create(tokens.chief, form, ship.NORDIC_ORE, garbageReceipt(i));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      ids.push(saved.body.id);
    }
    const page2 = await call<RegistryRecordList>('GET', `/api/registry-record/${form}?unitId=${ship.NORDIC_ORE}&limit=2&offset=2`, tokens.captain);
    expect(page2.status).toBe(200);
    expect(page2.body.total).toBe(before + 5);
    expect(page2.body.records.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const page3 = await call<RegistryRecordList>('GET', `/api/registry-record/${form}?unitId=${ship.NORDIC_ORE}&limit=2&offset=4`, tokens.captain);
    expect(page3.body.records[0].id).toBe(ids[0]);
    expect(page3.body.records).toHaveLength(Math.min(2, before + 1));
  });

  it('resolves a registry page for a ship: running hours of its engines, its maintenance records, conditions evaluated', async () => {
    const { status, body } = await call<RegistryPageData>('GET', `/api/registry-page/ENGINE_ROOM/data?unitId=${ship.NORDIC_ORE}`, tokens.chief);
    expect(status).toBe(200);
    expect(body.page).toMatchObject({ code: 'ENGINE_ROOM', live: true, splitView: false });
    const element = (uid: string) => body.elements.find((e) => e.uid === uid)!;
    expect(element('main-engines').tags.map((v) => [v.tag, v.value, v.measureUnit])).toEqual([['ME1_RUNNING_HOURS', 41_250.3, 'h']]);
    // named from the tag's master data in both languages; the unit is the tag's, which screens show in their language
    expect(element('main-engines').tags[0].description).toEqual({
      en: 'Main engine 1 (propulsion motor 1) running hours counter', ru: 'Счётчик моточасов главного двигателя 1 (гребного электродвигателя 1)',
    });
    expect(element('generators').tags[0].description?.ru).toBe('Счётчик моточасов дизель-генератора 1');
    expect(element('main-engines').liveExtractionPeriod).toBe(30);
    expect(element('generators').tags.map((v) => v.tag)).toEqual(['DG1_RUNNING_HOURS']);
    // Nordic Ore burns no gas: the dual-fuel element is off
    expect(element('lng-consumption')).toMatchObject({ enabled: false, tags: [], forms: [] });
    expect(element('maintenance').forms[0].records[0].content).toMatchObject({ equipment: 'Diesel generator 1' });
    const foreign = await call('GET', `/api/registry-page/ENGINE_ROOM/data?unitId=${ship.BALTIC_AMBER}`, tokens.chief);
    expect(foreign.status).toBe(403);
    expect((await call('GET', `/api/registry-page/NO_SUCH_PAGE/data?unitId=${ship.NORDIC_ORE}`, tokens.chief)).status).toBe(404);
  });
});
