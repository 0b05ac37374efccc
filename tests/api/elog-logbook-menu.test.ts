import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { units } from '../../server/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface MenuItem { routerLink?: string; items?: MenuItem[] }
const links = (items: MenuItem[]): string[] => items.flatMap((item) => [...(item.routerLink ? [item.routerLink] : []), ...links(item.items ?? [])]);

describe('logbooks in the menu follow the eLog permissions', () => {
  let t: TestApp;
  let officer: string;
  let chief: string;
  let ship: string;

  beforeAll(async () => {
    t = await createTestApp();
    [officer, chief] = await Promise.all([t.signIn('officer', 'Officer#2026'), t.signIn('chief', 'Chief#2026')]);
    ship = (await t.db.select().from(units).where(eq(units.code, 'NORDIC_ORE')))[0].id;
  });
  afterAll(async () => { await t.close(); });

  const menuOf = async (token: string) => links(await (await t.call('GET', '/api/menu', { token })).json() as MenuItem[]);
  const screensOf = async (token: string) => (await (await t.call('GET', '/api/screens', { token })).json() as { route: string }[]).map((s) => s.route);

  it('offers the deck officer the deck log but not the Oil Record Book his role group may not view', async () => {
    expect(await menuOf(officer)).toContain('/elb/DECK');
    expect(await menuOf(officer)).not.toContain('/elb/ORB1');
    expect(await screensOf(officer)).not.toContain('/elb/ORB1');
  });

  it('offers the chief engineer the Oil Record Book his engine-room group keeps', async () => {
    expect(await menuOf(chief)).toContain('/elb/ORB1');
    expect(await screensOf(chief)).toContain('/elb/ORB1');
  });

  it('says in words, by the logbook\'s name, why a logbook refuses the officer, in English and Russian', async () => {
    const path = `/api/elog-entry/ORB1/load?unitId=${ship}&day=2026-11-18`;
    const refused = await t.call('GET', path, { token: officer });
    expect(refused.status).toBe(403);
    expect((await refused.json() as { message: string }).message)
      .toBe('Oil Record Book Part I (machinery space operations): your role may not open this logbook. Ask your administrator if you need it.');
    const inRussian = await t.call('GET', path, { token: officer, language: 'ru' });
    expect((await inRussian.json() as { message: string }).message).toBe(
      '«Журнал нефтяных операций, часть I (операции в машинных помещениях)»: ваша роль не позволяет открывать этот журнал. Если он вам нужен, обратитесь к администратору.',
    );
  });
});
