import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogbookVerification } from '../../descriptors/lib/elog/logbook-verification.js';
import { buildApp, type KeelApp } from '../../server/app.js';
import { cliCommands } from '../../server/cli/commands.js';
import type { Db } from '../../server/db/engine.js';
import { elogAudit, elogAuditSeals, elogEntries } from '../../server/db/schema.js';
import { appendAudit, rowHash, rowStateHash } from '../../server/modules/elog/audit-chain.js';
import { keyIdOf, loadAuditKey } from '../../server/modules/elog/audit-key.js';
import { sealText } from '../../server/modules/elog/audit-seals.js';
import { entryState } from '../../server/modules/elog/entry-service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { setSignaturePasswords, shipIdOf } from '../support/elog-crew.js';

/** hh:mm of a day on a ship's clock at UTC+03:00. */
const at = (day: string, hh: number) => ({ timestamp: Date.parse(`${day}T00:00:00Z`) + (hh - 3) * 3_600_000, offset: 180 });

describe('logbook seals signed with the installation\'s audit key', () => {
  let t: TestApp;
  let keyDir: string;
  let officer: string;
  let captain: string;
  let admin: string;
  let ship: string;
  const extraKeyDirs: string[] = [];

  beforeAll(async () => {
    keyDir = mkdtempSync(join(tmpdir(), 'keel-seal-test-'));
    t = await createTestApp({ auditKeyDir: keyDir });
    [officer, captain, admin] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('captain', 'Captain#2026'), t.signIn('admin', 'Admin#2026')]);
    ship = await shipIdOf(t, 'NORDIC_ORE');
    await setSignaturePasswords(t, [[officer, 'Officer#2026', 'Sign#Officer1'], [captain, 'Captain#2026', 'Sign#Master1']]);
  });
  afterAll(async () => {
    await t.close();
    for (const folder of [keyDir, ...extraKeyDirs]) rmSync(folder, { recursive: true, force: true });
  });

  const call = async (app: KeelApp, method: string, path: string, token: string, body?: unknown) => {
    const res = await app.request(path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify({ requestValue: body }) });
    expect(res.status, `${method} ${path}`).toBe(200);
    return res.json() as Promise<Record<string, unknown>>;
  };

  /** Fills a deck log day with what completion needs, completes it, the officer signs his entries and the master approves (three sealed steps). */
  async function keepAndSignDay(day: string, app: KeelApp = t.app) {
    const save = (entry: Record<string, unknown>) => call(app, 'POST', '/api/elog-entry/DECK/save', officer, { unitId: ship, eleStatus: 'COMPLETED', ...entry });
    const entries = [
      await save({ entryDescriptor: 'DECK_WATCH', heading: { start: at(day, 0), end: at(day, 4) }, areasContent: { watch: '00-04', position: { lat: 59.9, lon: 24.1 } } }),
      await save({ entryDescriptor: 'DECK_NOON', heading: { start: at(day, 12) }, areasContent: { position: { lat: 59.5, lon: 22.3 } } }),
    ].map((e) => ({ id: e.id as string, version: e.version as number }));
    const loaded = await call(app, 'GET', `/api/elog-entry/DECK/load?unitId=${ship}&day=${day}`, captain) as { aggregation: { id: string } };
    const elogAggregationId = loaded.aggregation.id;
    await call(app, 'POST', '/api/elog-aggregation/complete', captain, { elogAggregationId });
    await call(app, 'POST', '/api/elog-aggregation/sign', officer, { elogAggregationId, operationType: 'APPROVAL', signaturePassword: 'Sign#Officer1', elogEntries: entries });
    await call(app, 'POST', '/api/elog-aggregation/sign', captain, { elogAggregationId, operationType: 'APPROVAL', signaturePassword: 'Sign#Master1' });
  }

  const verify = async (app: KeelApp = t.app, elog = 'DECK', token = captain) =>
    await call(app, 'GET', `/api/elog-audit/${elog}/verify?unitId=${ship}`, token) as unknown as LogbookVerification;
  const deckChain = () => and(eq(elogAudit.unitId, ship), eq(elogAudit.elogCode, 'DECK'));
  const deckSeals = () => and(eq(elogAuditSeals.unitId, ship), eq(elogAuditSeals.elogCode, 'DECK'));
  const sealsInOrder = () => t.db.select().from(elogAuditSeals).where(deckSeals()).orderBy(asc(elogAuditSeals.seq));

  /** Runs an attack on the deck log, then puts trail, seals and entries back as they were for the next test. */
  async function attack(steps: () => Promise<void>) {
    const [trail, seals, entries] = await Promise.all([t.db.select().from(elogAudit).where(deckChain()), sealsInOrder(),
      t.db.select().from(elogEntries).where(and(eq(elogEntries.unitId, ship), eq(elogEntries.elogCode, 'DECK')))]);
    try {
      await steps();
    } finally {
      await t.db.delete(elogAuditSeals).where(deckSeals());
      await t.db.delete(elogAudit).where(deckChain());
      if (trail.length) await t.db.insert(elogAudit).values(trail);
      if (seals.length) await t.db.insert(elogAuditSeals).values(seals);
      for (const entry of entries) await t.db.update(elogEntries).set(entry).where(eq(elogEntries.id, entry.id));
    }
  }

  /**
   * What someone with write access to the database does: changes a signed entry, writes its new state into the trail
   * and recomputes every hash from there on, so that the chain and the rows check out again. Answers the row changed.
   */
  async function editEntryAndRecomputeTrail(): Promise<number> {
    const [entry] = await t.db.select().from(elogEntries).where(and(eq(elogEntries.unitId, ship), eq(elogEntries.entryDescriptor, 'DECK_NOON')));
    const [edited] = await t.db.update(elogEntries).set({ content: { position: { lat: 60.5, lon: 22.3 } } }).where(eq(elogEntries.id, entry.id)).returning();
    const trail = await t.db.select().from(elogAudit).where(deckChain()).orderBy(asc(elogAudit.seq));
    const target = trail.filter((row) => row.subjectId === entry.id).at(-1)!;
    let prevHash = trail[target.seq - 2].hash;
    for (const row of trail.slice(target.seq - 1)) {
      const payload = row.seq === target.seq ? { ...row.payload, state: rowStateHash(entryState(edited, [])) } : row.payload;
      const hash = rowHash(prevHash, { seq: row.seq, ts: row.ts.toISOString(), username: row.username, action: row.action, subjectId: row.subjectId, payload });
      await t.db.update(elogAudit).set({ payload, prevHash, hash }).where(and(deckChain(), eq(elogAudit.seq, row.seq)));
      prevHash = hash;
    }
    return target.seq;
  }

  it('seals the day when it is completed and at each signature, and the logbook verifies with its seals', async () => {
    await keepAndSignDay('2026-11-20');
    const seals = await sealsInOrder();
    const sealedActions = await Promise.all(seals.map(async (s) => (await t.db.select().from(elogAudit).where(and(deckChain(), eq(elogAudit.seq, s.seq))))[0].action));
    expect(sealedActions).toEqual(['DAY_COMPLETED', 'ENTRIES_SIGNED', 'DAY_SIGNED_MAIN']);
    expect(new Set(seals.map((s) => s.keyId))).toEqual(new Set([(await loadAuditKey(keyDir)).keyId]));
    expect(await verify()).toMatchObject({ ok: true, alteredRows: [], seals: { checked: 3, brokenAt: null, legacyUpTo: null } });
  });

  it('detects a signed entry edited in the database with the audit trail recomputed by hand', async () => {
    await attack(async () => {
      const editedRow = await editEntryAndRecomputeTrail();
      const firstSealAfter = (await sealsInOrder()).find((s) => s.seq >= editedRow)!.seq;
      const result = await verify();
      // The hand-made trail is consistent: only the seal gives the edit away.
      expect(result).toMatchObject({ alteredRows: [], seals: { brokenAt: { seq: firstSealAfter, problem: 'hash' } }, ok: false });
      expect(result.brokenAt).toBeUndefined();
    });
    expect(await verify()).toMatchObject({ ok: true });
  });

  it('refuses seals an attacker signed with a key pair of their own', async () => {
    await attack(async () => {
      await editEntryAndRecomputeTrail();
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const trail = new Map((await t.db.select().from(elogAudit).where(deckChain())).map((row) => [row.seq, row.hash]));
      const forge = async (keyId: string) => {
        for (const seal of await sealsInOrder()) {
          const head = { ...seal, hash: trail.get(seal.seq)! };
          const signature = sign(null, Buffer.from(sealText(head, seal.aggregationId)), privateKey).toString('base64');
          await t.db.update(elogAuditSeals).set({ hash: head.hash, keyId, signature }).where(and(deckSeals(), eq(elogAuditSeals.seq, seal.seq)));
        }
      };
      const first = (await sealsInOrder())[0].seq;
      await forge(keyIdOf(publicKey));
      expect(await verify()).toMatchObject({ ok: false, seals: { brokenAt: { seq: first, problem: 'unknownKey', keyId: keyIdOf(publicKey) } } });
      await forge((await loadAuditKey(keyDir)).keyId);
      expect(await verify()).toMatchObject({ ok: false, seals: { brokenAt: { seq: first, problem: 'signature' } } });
    });
  });

  it('reports a day\'s signature whose seal was deleted', async () => {
    await attack(async () => {
      const last = (await sealsInOrder()).at(-1)!;
      await t.db.delete(elogAuditSeals).where(and(deckSeals(), eq(elogAuditSeals.seq, last.seq)));
      expect(await verify()).toMatchObject({ ok: false, seals: { checked: 2, brokenAt: { seq: last.seq, problem: 'missingSeal', keyId: null } } });
    });
  });

  it('keeps verifying the old seals after the key is rotated, and seals new days with the new key', async () => {
    const before = (await sealsInOrder()).map((s) => s.keyId);
    const output = await cliCommands['audit-key-rotate'].run({ db: t.db, config: t.config, args: [] });
    const rotated = await loadAuditKey(keyDir);
    expect(output).toContain(rotated.keyId);
    expect(rotated.keyId).not.toBe(before[0]);
    // A server started after the rotation seals with the new key.
    const restarted = (await buildApp({ db: t.db, config: t.config, engine: t.engine })).app;
    await keepAndSignDay('2026-11-21', restarted);
    expect((await sealsInOrder()).map((s) => s.keyId)).toEqual([...before, rotated.keyId, rotated.keyId, rotated.keyId]);
    expect(await verify(restarted)).toMatchObject({ ok: true, seals: { checked: 6, brokenAt: null } });
    // The server that was running before the rotation finds the new public key in the folder.
    expect(await verify(t.app)).toMatchObject({ ok: true, seals: { checked: 6, brokenAt: null } });
  });

  it('vouches once for trails written before seals existed, and never again for a chain that lost its seals', async () => {
    const writeUnsealedChain = (elogCode: string) => t.db.transaction(async (tx) => {
      for (const action of ['DAY_OPENED', 'DAY_COMPLETED', 'DAY_SIGNED_MAIN']) {
        await appendAudit(tx as unknown as Db, { unitId: ship, elogCode, username: 'captain', action, subjectId: null, payload: {} });
      }
    });
    await writeUnsealedChain('ENGINE');
    // An installation upgraded to seals: its first key folder seals the chains that exist at that start.
    const upgradedKeys = mkdtempSync(join(tmpdir(), 'keel-seal-upgrade-'));
    extraKeyDirs.push(upgradedKeys);
    const upgraded = (await buildApp({ db: t.db, config: { ...t.config, auditKeyDir: upgradedKeys }, engine: t.engine })).app;
    expect(await verify(upgraded, 'ENGINE', admin)).toMatchObject({ ok: true, seals: { checked: 1, legacyUpTo: 3, brokenAt: null } });
    // A chain without seals after that point (its seals deleted) is a finding, and a restart does not seal it.
    await writeUnsealedChain('RADIO');
    const restarted = (await buildApp({ db: t.db, config: { ...t.config, auditKeyDir: upgradedKeys }, engine: t.engine })).app;
    expect(await verify(restarted, 'RADIO', admin)).toMatchObject({ ok: false, seals: { checked: 0, legacyUpTo: null, brokenAt: { seq: 2, problem: 'missingSeal' } } });
  });
});
