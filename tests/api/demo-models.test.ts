import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContainerPage } from '../../descriptors/lib/algorithms/algorithm-answers.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { seedDemoModels } from '../../seeds/demo-models.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { shipHistory } from '../support/ship-history.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const day = 86_400_000;
const start = Math.floor(Date.now() / day) * day - 4 * day;

describe('the demo\'s trained models', { timeout: 120_000 }, () => {
  let t: TestApp;
  let analyst: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    analyst = await t.signIn('analyst', 'Analyst#2026');
    await ingestMeasurements(t.db, shipHistory('NORDIC_ORE', { start, days: 2 }), { now: () => start + 3 * day });
  });
  afterAll(async () => { await t.close(); });

  const models = async () => await (await t.call('POST', '/api/artifact-container/search', { token: analyst, body: { requestValue: {} } })).json() as ContainerPage;

  it('trains the speed–power reference of each ship with data, as the shore analyst, and makes it current', async () => {
    const lines: string[] = [];
    await seedDemoModels(t.db, (line) => lines.push(line));
    const page = await models();
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({
      unit: { code: 'NORDIC_ORE' }, artifactDescriptor: 'SPEED_POWER_REFERENCE', algorithm: 'SPEED_LOSS', currentModel: true, createdBy: 'analyst',
      trainedSetData: { trainingPeriodStart: new Date(start).toISOString() },
    });
    expect(lines).toEqual([expect.stringMatching(/^NORDIC_ORE: SPEED_POWER_REFERENCE trained on 288 rows, R² test 0\.9\d\d$/)]);
  });

  it('leaves a ship that has a model alone at the next start', async () => {
    await seedDemoModels(t.db, () => {});
    expect((await models()).totalElements).toBe(1);
  });
});
