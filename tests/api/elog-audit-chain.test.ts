import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/engine.js';
import { units } from '../../server/db/schema.js';
import { appendAudit, canonicalJson, verifyAuditChain } from '../../server/modules/elog/audit-chain.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the hash-chained logbook audit trail', () => {
  let t: TestApp;
  let ship: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    [ship, other] = (await t.db.select({ id: units.id }).from(units).where(eq(units.disabled, false)).limit(2)).map((u) => u.id);
    const append = (unitId: string, elogCode: string, action: string, payload: Record<string, unknown>) =>
      t.db.transaction((tx) => appendAudit(tx as unknown as Db, { unitId, elogCode, username: 'officer', action, subjectId: 'entry-1', payload }));
    await append(ship, 'DECK', 'ENTRY_CREATED', { status: 'DRAFT', content: { sog: 12.4, remarks: 'Pilot on board' } });
    await append(ship, 'DECK', 'ENTRY_COMPLETED', { status: 'COMPLETED' });
    await append(other, 'DECK', 'ENTRY_CREATED', { status: 'DRAFT' });
    await append(ship, 'DECK', 'DAY_SIGNED', { signature: 'MAIN' });
    await append(ship, 'ENGINE', 'ENTRY_CREATED', { status: 'DRAFT' });
  });
  afterAll(async () => { await t.close(); });

  it('keeps one numbered chain per ship and logbook, and verifies it', async () => {
    expect(await verifyAuditChain(t.db, ship, 'DECK')).toMatchObject({ ok: true, rows: 3 });
    expect(await verifyAuditChain(t.db, other, 'DECK')).toMatchObject({ ok: true, rows: 1 });
    expect(await verifyAuditChain(t.db, ship, 'ENGINE')).toMatchObject({ ok: true, rows: 1 });
  });

  it('detects a row changed directly in the database, from that row on', async () => {
    await t.db.execute(sql`update elog_audit set payload = '{"status": "DRAFT"}'::jsonb where unit_id = ${ship} and elog_code = 'DECK' and seq = 2`);
    expect(await verifyAuditChain(t.db, ship, 'DECK')).toMatchObject({ ok: false, brokenAt: { seq: 2, problem: 'hash' } });
    expect(await verifyAuditChain(t.db, other, 'DECK')).toMatchObject({ ok: true });
  });

  it('detects a row removed from the middle of the chain', async () => {
    await t.db.execute(sql`delete from elog_audit where unit_id = ${ship} and elog_code = 'DECK' and seq = 2`);
    expect(await verifyAuditChain(t.db, ship, 'DECK')).toMatchObject({ ok: false, brokenAt: { seq: 3, problem: 'gap' } });
  });

  it('hashes the same content the same way whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
  });
});
