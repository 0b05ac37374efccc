import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/http/i18n.js';
import { listResources } from '../../server/modules/resources/definitions.js';
import { schemaErrors } from '../../server/modules/resources/record-validation.js';
import { assertReferencesExist } from '../../server/modules/resources/references.js';
import { storeFor } from '../../server/modules/resources/stores/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('the data a new installation starts with', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('every seeded record satisfies its resource descriptor and its references resolve', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const resource of await listResources(t.db)) {
      for (const record of await storeFor(resource).listAll(t.db, resource)) {
        checked++;
        const data = Object.fromEntries(Object.entries(record.data).filter(([, v]) => v !== undefined));
        for (const e of schemaErrors(resource, data)) problems.push(`${resource.code}/${record.code ?? record.id}: ${e.path} ${translate('en', e.messageKey, e.params)}`);
        await assertReferencesExist(t.db, resource, data).catch((e: { fields?: { path: string }[] }) =>
          problems.push(`${resource.code}/${record.code ?? record.id}: reference ${e.fields?.map((f) => f.path).join(', ')}`));
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });

  it('the demo lists, parameters and particulars a user opens are there', async () => {
    const admin = await t.signIn('admin', 'Admin#2026');
    const total = async (resource: string) => ((await (await t.call('GET', `/api/${resource}`, { token: admin })).json()) as { total: number }).total;
    expect(await total('distribution-list')).toBe(2);
    expect(await total('additional-info')).toBe(3);
    expect(await total('app-parameter')).toBeGreaterThanOrEqual(8);
    const ships = await (await t.call('GET', '/api/ship?search=Keel%20Horizon', { token: admin })).json() as { items: { data: Record<string, unknown> }[] };
    expect(ships.items[0].data).toMatchObject({ shipType: 'container_ship', cargoCapacity: { value: 8500, unit: 'TEU' } });
  });
});
