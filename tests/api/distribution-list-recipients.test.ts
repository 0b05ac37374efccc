/** Who a distribution list reaches, per recipient type, limited to the list's units and to the ships a user sees. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { records, roles, units } from '../../server/db/schema.js';
import { resolveDistributionList } from '../../server/modules/notifications/distribution-lists.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { eq } from 'drizzle-orm';

describe('distribution lists decide recipients', () => {
  let t: TestApp;
  let admin: string;
  let ships: Record<string, string>;
  let roleIds: Record<string, string>;
  let persons: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
    ships = Object.fromEntries((await t.db.select().from(units)).map((u) => [u.code, u.id]));
    roleIds = Object.fromEntries((await t.db.select().from(roles)).map((r) => [r.code, r.id]));
    persons = Object.fromEntries((await t.db.select().from(records).where(eq(records.resource, 'person'))).map((p) => [p.code!, p.id]));
  });
  afterAll(async () => { await t.close(); });

  const list = async (code: string, details: object[]) => {
    const res = await t.call('POST', '/api/distribution-list', { token: admin, body: { requestValue: { data: { code, description: code, listType: 'USER_DEF', distributionListDetails: details } } } });
    expect(res.status).toBe(200);
  };
  const usernames = (r: { users: { username: string }[] }) => r.users.map((u) => u.username).sort();

  it('BY_ROLE: the enabled users holding the role, only those who see the event\'s ship', async () => {
    await list('MASTERS_ALL', [{ recipientType: 'BY_ROLE', role: roleIds.MASTER }]);
    const anywhere = await resolveDistributionList(t.db, 'MASTERS_ALL');
    expect(usernames(anywhere)).toEqual(['captain']);
    expect(anywhere.users[0]).toMatchObject({ userId: expect.any(String), language: expect.stringMatching(/^(en|ru)$/) });
    expect(usernames(await resolveDistributionList(t.db, 'MASTERS_ALL', { unitId: ships.NORDIC_ORE }))).toEqual(['captain']);
    // The captain serves Nordic Ore only: an event of Baltic Amber does not reach him.
    expect(usernames(await resolveDistributionList(t.db, 'MASTERS_ALL', { unitId: ships.BALTIC_AMBER }))).toEqual([]);
  });

  it('BY_PERSON: the user of the person; a person without an account by their own e-mail', async () => {
    const [{ id: noAccount }] = await t.db.insert(records).values({
      resource: 'person', code: 'pilot', data: { nickname: 'pilot', name: 'Jon', surname: 'Lind', email: 'jon.lind@pilots.example', languageCode: 'ru' },
    }).returning();
    await list('PEOPLE', [{ recipientType: 'BY_PERSON', person: persons.chief }, { recipientType: 'BY_PERSON', person: noAccount }]);
    const resolved = await resolveDistributionList(t.db, 'PEOPLE');
    expect(usernames(resolved)).toEqual(['chief']);
    expect(resolved.emails).toEqual([{ address: 'jon.lind@pilots.example', language: 'ru' }]);
  });

  it('BY_EMAIL: plain addresses, each once', async () => {
    await list('MAILS', [{ recipientType: 'BY_EMAIL', email: 'ops@example.com' }, { recipientType: 'BY_EMAIL', email: 'OPS@example.com' }]);
    expect(await resolveDistributionList(t.db, 'MAILS')).toEqual({ users: [], emails: [{ address: 'ops@example.com' }] });
  });

  it('BY_CONTACTS: the e-mail of the shipowner of the event\'s ship, or of every listed ship', async () => {
    await list('OWNERS', [{ recipientType: 'BY_CONTACTS', units: [ships.NORDIC_ORE, ships.BALTIC_AMBER] }]);
    expect((await resolveDistributionList(t.db, 'OWNERS', { unitId: ships.NORDIC_ORE })).emails).toEqual([{ address: 'operations@keel-demo.example' }]);
    expect((await resolveDistributionList(t.db, 'OWNERS')).emails.map((e) => e.address).sort())
      .toEqual(['fleet@amber-line.keel-demo.example', 'operations@keel-demo.example']);
  });

  it('a detail limited to units applies only to events of those ships', async () => {
    await list('LIMITED', [
      { recipientType: 'BY_EMAIL', email: 'nordic@example.com', units: [ships.NORDIC_ORE] },
      { recipientType: 'BY_EMAIL', email: 'everyone@example.com' },
      { recipientType: 'BY_PERSON', person: persons.analyst, units: [ships.BALTIC_AMBER] },
    ]);
    const nordic = await resolveDistributionList(t.db, 'LIMITED', { unitId: ships.NORDIC_ORE });
    expect(nordic.emails.map((e) => e.address)).toEqual(['nordic@example.com', 'everyone@example.com']);
    expect(nordic.users).toEqual([]);
    const baltic = await resolveDistributionList(t.db, 'LIMITED', { unitId: ships.BALTIC_AMBER });
    expect(baltic.emails.map((e) => e.address)).toEqual(['everyone@example.com']);
    expect(usernames(baltic)).toEqual(['analyst']);
  });

  it('an unknown list is not found', async () => {
    await expect(resolveDistributionList(t.db, 'NO_SUCH_LIST')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
