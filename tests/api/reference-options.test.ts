import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

type Option = { label: string; value: string };

describe('reference lists a user needs to read his own records', () => {
  let t: TestApp;
  let officer: string;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    officer = await t.signIn('officer', 'Officer#2026');
    analyst = await t.signIn('analyst', 'Analyst#2026');
  });
  afterAll(async () => { await t.close(); });

  const options = async (token: string, path: string) => {
    const res = await t.call('GET', path, { token });
    return { status: res.status, items: res.status === 200 ? await res.json() as Option[] : [] };
  };

  it('names the ports and fuels of voyage legs for the officer and the analyst, who may read legs but not master data', async () => {
    for (const token of [officer, analyst]) {
      const ports = await options(token, '/api/common/list/port?key=unlocode');
      expect(ports.status).toBe(200);
      expect(ports.items).toContainEqual({ label: 'Rotterdam', value: 'NLRTM' });
      const fuels = await options(token, '/api/common/list/fuel-category?key=code');
      expect(fuels.status).toBe(200);
      expect(fuels.items.map((f) => f.value)).toContain('HFO');
    }
  });

  it('keeps people out of it: persons are no reference data', async () => {
    expect((await options(officer, '/api/common/list/person')).status).toBe(403);
    expect((await options(analyst, '/api/common/list/person')).status).toBe(403);
  });
});
