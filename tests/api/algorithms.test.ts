import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AlgorithmAnswer, ArtifactContainerAnswer, ArtifactDescriptorAnswer, ContainerFileCheck, ContainerPage, TestRunAnswer, TrainAnswer,
} from '../../descriptors/lib/algorithms/algorithm-answers.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';
import { shipHistory } from '../support/ship-history.js';
import { shipIdOf } from '../support/elog-crew.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Refusal { message: string; errors?: { path: string; message: string }[] }

const minute = 60_000;
const day = 1_440 * minute;
const start = Math.floor(Date.now() / day) * day - 6 * day;
const iso = (t: number) => new Date(t).toISOString();

const trueWindScript = `import keel, math
rows = zip(keel.inputs["WIND_SPEED_REL"], keel.inputs["WIND_ANGLE_REL"], keel.inputs["HEADING"], keel.inputs["SOG"], keel.inputs["COG"])
for (t, aws), (_, awa), (_, hdg), (_, sog), (_, cog) in rows:
    f = math.radians(hdg + awa)
    e = -aws * math.sin(f) + sog * math.sin(math.radians(cog))
    n = -aws * math.cos(f) + sog * math.cos(math.radians(cog))
    keel.output("WIND_SPEED_TRUE_CALC", t, math.hypot(e, n))
print("rows", len(keel.inputs["SOG"]))
`;

const algorithmBody = (overrides: Record<string, unknown> = {}) => ({
  description: { en: 'True wind check', ru: 'Проверка истинного ветра' },
  script: { language: 'PYTHON', sourceCode: trueWindScript },
  algorithmFamily: 'OTHER', clusterId: 'SHIP', intervalMinutes: 60,
  tagsRequiredByScript: ['WIND_SPEED_REL', 'WIND_ANGLE_REL', 'HEADING', 'SOG', 'COG'].map((tag) => ({ tag, rule: 'MANDATORY' })),
  outputTags: ['WIND_SPEED_TRUE_CALC'],
  ...overrides,
});

describe('algorithms: descriptors, trained models and test runs (SPEC §7 Algorithms)', { timeout: 180_000 }, () => {
  let t: TestApp;
  let admin: string;
  let analyst: string;
  let chief: string;
  let captain: string;
  let nordicOre: string;
  let balticAmber: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.db);
    [admin, analyst, chief, captain] = await Promise.all([
      t.signIn('admin', 'Admin#2026'), t.signIn('analyst', 'Analyst#2026'), t.signIn('chief', 'Chief#2026'), t.signIn('captain', 'Captain#2026'),
    ]);
    [nordicOre, balticAmber] = await Promise.all([shipIdOf(t, 'NORDIC_ORE'), shipIdOf(t, 'BALTIC_AMBER')]);
    const now = () => start + 7 * day;
    for (const [ship, factor] of [['NORDIC_ORE', 1], ['BALTIC_AMBER', 1.05]] as const) {
      const result = await ingestMeasurements(t.db, shipHistory(ship, { start, days: 2, speedFactor: factor }), { now });
      expect(result.rejected).toBe(0);
    }
  });
  afterAll(async () => { await t.close(); });

  const json = async <T>(res: Response) => await res.json() as T;

  describe('algorithm and artifact descriptors', () => {
    it('lists the built-in algorithms and finds them by text, family and the artifact type they require', async () => {
      const all = await json<AlgorithmAnswer[]>(await t.call('GET', '/api/algorithm-descriptor', { token: analyst }));
      expect(all.map((a) => a.code)).toEqual(expect.arrayContaining(['SPEED_LOSS', 'ADMIRALTY_COEFFICIENT', 'TRUE_WIND']));
      const speedLoss = all.find((a) => a.code === 'SPEED_LOSS')!;
      expect(speedLoss).toMatchObject({ system: true, disabled: false, algorithmFamily: 'RANDOM_FOREST', script: { language: 'PYTHON' }, outputTags: ['SPEED_LOSS'] });
      expect(Date.parse(speedLoss.creationDateTime)).toBeGreaterThan(0);

      const wind = await json<AlgorithmAnswer[]>(await t.call('GET', '/api/algorithm-descriptor/retrieveAllFiltered?text=ветер', { token: analyst }));
      expect(wind.map((a) => a.code)).toEqual(['TRUE_WIND']);
      const forests = await json<AlgorithmAnswer[]>(await t.call('GET', '/api/algorithm-descriptor/retrieveAllFiltered?algorithmFamily=RANDOM_FOREST', { token: analyst }));
      expect(forests.map((a) => a.code)).toEqual(['SPEED_LOSS']);
      const bySpeedPower = await json<AlgorithmAnswer[]>(await t.call('GET', '/api/algorithm-descriptor/retrieveByArtifactType/SPEED_POWER', { token: analyst }));
      expect(bySpeedPower.map((a) => a.code)).toEqual(['SPEED_LOSS']);
      const one = await json<AlgorithmAnswer>(await t.call('GET', '/api/algorithm-descriptor/TRUE_WIND', { token: chief }));
      expect(one.outputTags).toEqual(['WIND_SPEED_TRUE_CALC', 'WIND_DIR_TRUE_CALC']);
      expect((await t.call('GET', '/api/algorithm-descriptor/NO_SUCH', { token: admin })).status).toBe(404);
    });

    it('answers the artifact descriptors by filter and language, checks codes and downloads the example as the template', async () => {
      const all = await json<ArtifactDescriptorAnswer[]>(await t.call('GET', '/api/artifact-descriptor/retrieveAllFiltered?regressionFamily=RANDOM_FOREST', { token: analyst }));
      expect(all.map((a) => a.code)).toEqual(['SPEED_POWER_REFERENCE']);
      expect(all[0]).toMatchObject({ targetTag: 'STW', artifactType: 'SPEED_POWER', additionalKeyAllowed: true });
      expect(await json<ArtifactDescriptorAnswer[]>(await t.call('GET', '/api/artifact-descriptor/R/bylanguage', { token: analyst }))).toEqual([]);
      expect((await json<ArtifactDescriptorAnswer[]>(await t.call('GET', '/api/artifact-descriptor/PYTHON/bylanguage', { token: analyst }))).map((a) => a.code)).toEqual(['SPEED_POWER_REFERENCE']);
      expect(await json(await t.call('GET', '/api/artifact-descriptor/checkCode/SPEED_POWER_REFERENCE', { token: analyst }))).toEqual({ valid: true, available: false });
      expect(await json(await t.call('GET', '/api/artifact-descriptor/checkCode/lower case', { token: analyst }))).toEqual({ valid: false, available: true });
      expect(await json(await t.call('GET', '/api/algorithm-descriptor/checkCode/MY_NEW', { token: analyst }))).toEqual({ valid: true, available: true });
      const template = await t.call('GET', '/api/artifact-descriptor/template/SPEED_POWER_REFERENCE', { token: analyst });
      expect(template.headers.get('content-disposition')).toContain('SPEED_POWER_REFERENCE.py');
      expect(await template.text()).toContain('keel.artifacts["SPEED_POWER_REFERENCE"]');
    });

    it('creates an algorithm, refuses unknown tags and clusters at their fields, and a stale version with 409', async () => {
      const bad = await t.call('POST', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: { code: 'BAD_ONE', ...algorithmBody({ clusterId: 'NOPE', outputTags: ['NO_SUCH_TAG'] }) } } });
      expect(bad.status).toBe(400);
      const refusal = await json<Refusal>(bad);
      expect(refusal.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['/requestValue/clusterId', '/requestValue/outputTags/0']));
      expect(refusal.errors?.find((e) => e.path === '/requestValue/outputTags/0')?.message).toBe('There is no tag NO_SUCH_TAG.');
      const loop = await t.call('POST', '/api/algorithm-descriptor', { token: analyst, language: 'ru', body: { requestValue: { code: 'LOOP', ...algorithmBody({ outputTags: ['SOG'] }) } } });
      expect((await json<Refusal>(loop)).errors?.find((e) => e.path === '/requestValue/outputTags/0')?.message).toBe('Тег SOG не может быть одновременно входом и выходом алгоритма.');
      const typo = await t.call('POST', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: { code: 'TYPO', ...algorithmBody(), outputTag: [] } } });
      expect(typo.status).toBe(400);

      const created = await t.call('POST', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: { code: 'WIND_CHECK', ...algorithmBody() } } });
      expect(created.status).toBe(200);
      const saved = await json<AlgorithmAnswer>(created);
      expect(saved).toMatchObject({ code: 'WIND_CHECK', version: 1, system: false, intervalMinutes: 60 });
      expect((await t.call('POST', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: { code: 'WIND_CHECK', ...algorithmBody() } } })).status).toBe(409);
      expect(await json(await t.call('GET', '/api/algorithm-descriptor/checkCode/WIND_CHECK', { token: analyst }))).toEqual({ valid: true, available: false });

      const updated = await t.call('PUT', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: { code: 'WIND_CHECK', version: 1, ...algorithmBody({ intervalMinutes: 30 }) } } });
      expect((await json<AlgorithmAnswer>(updated)).version).toBe(2);
      const stale = await t.call('PUT', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: { code: 'WIND_CHECK', version: 1, ...algorithmBody() } } });
      expect(stale.status).toBe(409);
      expect((await json<AlgorithmAnswer>(await t.call('GET', '/api/algorithm-descriptor/WIND_CHECK', { token: analyst }))).intervalMinutes).toBe(30);
    });

    it('lets only ALGORITHMS MANAGEMENT write: the chief engineer reads, the captain does not even read', async () => {
      expect((await t.call('POST', '/api/algorithm-descriptor', { token: chief, body: { requestValue: { code: 'CHIEF_ONE', ...algorithmBody() } } })).status).toBe(403);
      expect((await t.call('GET', '/api/algorithm-descriptor', { token: captain })).status).toBe(403);
      expect((await t.call('DELETE', '/api/algorithm-descriptor/WIND_CHECK', { token: chief })).status).toBe(403);
      expect((await t.call('GET', '/api/algorithm-descriptor/WIND_CHECK', { token: chief })).status).toBe(200);
    });
  });

  describe('test runs', () => {
    it('runs an edited algorithm on a ship and period: inputs, outputs, console and duration, nothing stored', async () => {
      const res = await t.call('POST', '/api/algorithm/test-run', { token: analyst, body: { requestValue: {
        algorithm: algorithmBody(), unitId: nordicOre, from: iso(start), to: iso(start + day),
      } } });
      expect(res.status).toBe(200);
      const run = await json<TestRunAnswer>(res);
      expect(run).toMatchObject({ ok: true, failure: null, rows: 24, ignored: 0 });
      expect(run.stdout).toBe('rows 24\n');
      expect(run.inputs.map((s) => s.tag)).toEqual(['WIND_SPEED_REL', 'WIND_ANGLE_REL', 'HEADING', 'SOG', 'COG']);
      const wind = run.outputs.find((s) => s.tag === 'WIND_SPEED_TRUE_CALC')!;
      expect(wind.points).toHaveLength(24);
      // The true wind the apparent wind was made from: 20 kn.
      for (const [, v] of wind.points) expect(v).toBeCloseTo(20, 6);
      expect(wind.points[0]![0]).toBe(start);
      const stored = await json<{ series: unknown[] }>(await t.call('POST', '/api/measures/extract', { token: admin, body: {
        units: ['NORDIC_ORE'], tags: ['WIND_SPEED_TRUE_CALC'], from: iso(start), to: iso(start + day),
      } }));
      expect(stored.series).toEqual([]);
    });

    it('answers a Python error with its message and the output so far, and a language Keel cannot run with a 422 naming it', async () => {
      const failing = await json<TestRunAnswer>(await t.call('POST', '/api/algorithm/test-run', { token: analyst, body: { requestValue: {
        algorithm: algorithmBody({ script: { language: 'PYTHON', sourceCode: 'print("before")\nraise ValueError("draft sensor missing")' } }),
        unitId: nordicOre, from: iso(start), to: iso(start + day),
      } } }));
      expect(failing).toMatchObject({ ok: false, failure: 'python', stdout: 'before\n' });
      expect(failing.error).toContain('ValueError: draft sensor missing');

      const java = await t.call('POST', '/api/algorithm/test-run', { token: analyst, language: 'ru', body: { requestValue: {
        algorithm: algorithmBody({ script: { language: 'JAVA', sourceCode: 'class A {}' } }), unitId: nordicOre, from: iso(start), to: iso(start + day),
      } } });
      expect(java.status).toBe(422);
      expect((await json<Refusal>(java)).message).toContain('JAVA');
      const saved = await t.call('POST', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: { code: 'IN_JAVA', ...algorithmBody({ script: { language: 'JAVA', sourceCode: 'class A {}' } }) } } });
      expect(saved.status).toBe(200);
    });

    it('refuses a ship the user does not see and a period the wrong way round, at their fields', async () => {
      const period = { from: iso(start), to: iso(start + day) };
      const backwards = await t.call('POST', '/api/algorithm/test-run', { token: analyst, body: { requestValue: { algorithm: algorithmBody(), unitId: nordicOre, from: period.to, to: period.from } } });
      expect((await json<Refusal>(backwards)).errors?.[0]?.path).toBe('/requestValue/to');
      const unknown = await t.call('POST', '/api/algorithm/test-run', { token: analyst, body: { requestValue: { algorithm: algorithmBody(), unitId: '00000000-0000-4000-8000-000000000000', ...period } } });
      expect((await json<Refusal>(unknown)).errors?.[0]?.path).toBe('/requestValue/unitId');
    });
  });

  describe('trained models', () => {
    const period = { trainingPeriodStart: iso(start), trainingPeriodEnd: iso(start + 2 * day) };
    let model: ArtifactContainerAnswer;

    it('trains a speed–power reference on a ship\'s history and answers train and test scores without keeping it', async () => {
      const res = await t.call('POST', '/api/algorithm/train', { token: analyst, body: { requestValue: {
        unitId: nordicOre, algorithm: 'SPEED_LOSS', artifactDescriptor: 'SPEED_POWER_REFERENCE', lineToSkip: 6, ...period,
      } } });
      expect(res.status).toBe(200);
      const answer = await json<TrainAnswer>(res);
      expect(answer.referringTags).toEqual(['SHAFT_POWER', 'DRAFT_FWD', 'DRAFT_AFT']);
      expect(answer.targetArtifact).toBe('STW');
      expect(answer.rows).toMatchObject({ available: 288, skipped: 6 });
      expect(answer.rows.train + answer.rows.test).toBe(282);
      const r2 = answer.scores.find((s) => s.score === 'R2')!;
      expect(r2.train).toBeGreaterThan(0.95);
      expect(r2.test).toBeGreaterThan(0.9);
      expect(answer.scores.find((s) => s.score === 'RMSE')!.test).toBeLessThan(0.3);
      expect(answer.container).toBeUndefined();
      expect((await json<ContainerPage>(await t.call('POST', '/api/artifact-container/search', { token: analyst, body: { requestValue: {} } }))).totalElements).toBe(0);
    });

    it('saves a model as the ship\'s current one, and finds it by search and current-model', async () => {
      const answer = await json<TrainAnswer>(await t.call('POST', '/api/algorithm/train/save', { token: analyst, body: { requestValue: {
        unitId: nordicOre, algorithm: 'SPEED_LOSS', artifactDescriptor: 'SPEED_POWER_REFERENCE', ...period, description: 'First weeks', currentModel: true,
      } } }));
      model = answer.container!;
      expect(model).toMatchObject({ unit: { code: 'NORDIC_ORE' }, artifactDescriptor: 'SPEED_POWER_REFERENCE', algorithm: 'SPEED_LOSS', currentModel: true, createdBy: 'analyst' });
      expect(model.trainedSetData).toMatchObject({ trainingSet: 'TRAINED_SET', targetArtifact: 'STW', trainingPeriodStart: period.trainingPeriodStart });
      expect(model.contentBytes).toBeGreaterThan(1_000);
      const current = await json<ArtifactContainerAnswer>(await t.call('GET', `/api/artifact-container/current-model?unitId=${nordicOre}&artifactDescriptor=SPEED_POWER_REFERENCE`, { token: chief }));
      expect(current.id).toBe(model.id);
      const found = await json<ContainerPage>(await t.call('POST', '/api/artifact-container/search', { token: analyst, body: { requestValue: { text: 'first', currentOnly: true } } }));
      expect(found.content.map((c) => c.id)).toEqual([model.id]);
    });

    it('keeps one current model per ship: setting another current unsets the first', async () => {
      const second = (await json<TrainAnswer>(await t.call('POST', '/api/algorithm/train/save', { token: analyst, body: { requestValue: {
        unitId: nordicOre, algorithm: 'SPEED_LOSS', artifactDescriptor: 'SPEED_POWER_REFERENCE', ...period, lineToSkip: 100,
      } } }))).container!;
      expect(second.currentModel).toBe(false);
      const set = await json<ArtifactContainerAnswer>(await t.call('PUT', `/api/artifact-container/set-current-model/${second.id}`, { token: analyst }));
      expect(set.currentModel).toBe(true);
      const page = await json<ContainerPage>(await t.call('POST', '/api/artifact-container/search', { token: analyst, body: { requestValue: { unitId: nordicOre } } }));
      expect(page.content.filter((c) => c.currentModel).map((c) => c.id)).toEqual([second.id]);
      await t.call('PUT', `/api/artifact-container/set-current-model/${model.id}`, { token: analyst });
    });

    it('runs an algorithm that requires the model: predict gives the expected speed, so the speed loss of the same ship is near zero', async () => {
      const speedLoss = await json<AlgorithmAnswer>(await t.call('GET', '/api/algorithm-descriptor/SPEED_LOSS', { token: analyst }));
      const { code, version, system, disabled, creationDateTime, firstUsage, ...body } = speedLoss;
      void [code, version, system, disabled, creationDateTime, firstUsage];
      const run = await json<TestRunAnswer>(await t.call('POST', '/api/algorithm/test-run', { token: analyst, body: { requestValue: {
        code: 'SPEED_LOSS', algorithm: body, unitId: nordicOre, from: iso(start + day), to: iso(start + 2 * day),
      } } }));
      expect(run.ok).toBe(true);
      const losses = run.outputs.find((s) => s.tag === 'SPEED_LOSS')!.points.map(([, v]) => v!);
      expect(losses.length).toBeGreaterThan(100);
      const mean = losses.reduce((a, b) => a + b, 0) / losses.length;
      expect(Math.abs(mean)).toBeLessThan(1);

      // Baltic Amber has no model of her own: the algorithm that requires one is refused there.
      const refused = await t.call('POST', '/api/algorithm/test-run', { token: analyst, body: { requestValue: {
        code: 'SPEED_LOSS', algorithm: body, unitId: balticAmber, from: iso(start + day), to: iso(start + 2 * day),
      } } });
      expect(refused.status).toBe(422);
      expect((await json<Refusal>(refused)).message).toBe('BALTIC_AMBER has no current model of SPEED_POWER_REFERENCE, which the algorithm requires.');
    });

    it('clones a model to a sister ship, where it predicts a 5 % faster ship as 5 % above her reference', async () => {
      const clone = await json<ArtifactContainerAnswer>(await t.call('POST', `/api/artifact-container/clone/${model.id}`, { token: analyst, body: { requestValue: { unitId: balticAmber, currentModel: true } } }));
      expect(clone).toMatchObject({ unit: { code: 'BALTIC_AMBER' }, currentModel: true, contentId: model.contentId, referringTags: model.referringTags });
      const speedLoss = await json<AlgorithmAnswer>(await t.call('GET', '/api/algorithm-descriptor/SPEED_LOSS', { token: analyst }));
      const { script, tagsRequiredByScript, artifactsRequired, clusterId, outputTags, algorithmFamily, description, intervalMinutes } = speedLoss;
      const run = await json<TestRunAnswer>(await t.call('POST', '/api/algorithm/test-run', { token: analyst, body: { requestValue: {
        algorithm: { script, tagsRequiredByScript, artifactsRequired, clusterId, outputTags, algorithmFamily, description, intervalMinutes },
        unitId: balticAmber, from: iso(start + day), to: iso(start + 2 * day),
      } } }));
      const losses = run.outputs.find((s) => s.tag === 'SPEED_LOSS')!.points.map(([, v]) => v!);
      expect(losses.reduce((a, b) => a + b, 0) / losses.length).toBeCloseTo(5, 0);
    });

    it('shows crew only the models of their ships', async () => {
      const page = await json<ContainerPage>(await t.call('POST', '/api/artifact-container/search', { token: chief, body: { requestValue: {} } }));
      expect(new Set(page.content.map((c) => c.unit.code))).toEqual(new Set(['NORDIC_ORE']));
      const baltic = (await json<ContainerPage>(await t.call('POST', '/api/artifact-container/search', { token: analyst, body: { requestValue: { unitId: balticAmber } } }))).content[0]!;
      expect((await t.call('GET', `/api/artifact-container/download/${baltic.id}`, { token: chief })).status).toBe(404);
      expect((await t.call('GET', `/api/artifact-container/current-model?unitId=${balticAmber}&artifactDescriptor=SPEED_POWER_REFERENCE`, { token: chief })).status).toBe(404);
    });

    it('downloads a model and imports the file for another ship after an upload and a check', async () => {
      const download = await t.call('GET', `/api/artifact-container/download/${model.id}`, { token: chief });
      expect(download.headers.get('content-disposition')).toContain('SPEED_POWER_REFERENCE-');
      const file = await download.text();
      expect(JSON.parse(file)).toMatchObject({ format: 'keel-trained-model', artifactDescriptor: 'SPEED_POWER_REFERENCE', model: { format: 'keel-forest' } });

      const notModel = await t.app.request('/api/artifact-container/import/upload?fileName=x.json', { method: 'POST', body: '{"hello":1}', headers: { authorization: `Bearer ${analyst}`, 'content-type': 'application/json' } });
      expect(notModel.status).toBe(400);
      const upload = await t.app.request('/api/artifact-container/import/upload?fileName=model.json', { method: 'POST', body: file, headers: { authorization: `Bearer ${analyst}`, 'content-type': 'application/json' } });
      const check = await upload.json() as ContainerFileCheck;
      expect(check).toMatchObject({ valid: true, fileName: 'model.json', artifactDescriptor: 'SPEED_POWER_REFERENCE', targetArtifact: 'STW', referringTags: model.referringTags });
      expect(check.trees).toBeGreaterThan(0);
      expect(await json<ContainerFileCheck>(await t.call('POST', '/api/artifact-container/check', { token: analyst, body: { requestValue: { fileObjectId: check.fileObjectId } } }))).toEqual(check);
      // An upload is its uploader's: another user cannot check or import it.
      expect((await t.call('POST', '/api/artifact-container/check', { token: admin, body: { requestValue: { fileObjectId: check.fileObjectId } } })).status).toBe(404);

      const gulfStar = await shipIdOf(t, 'GULF_STAR');
      const imported = await json<ArtifactContainerAnswer>(await t.call('POST', '/api/artifact-container/import', { token: analyst, body: { requestValue: { fileObjectId: check.fileObjectId, unitId: gulfStar } } }));
      expect(imported).toMatchObject({ unit: { code: 'GULF_STAR' }, currentModel: false, artifactDescriptor: 'SPEED_POWER_REFERENCE', trainedSetData: model.trainedSetData });
      expect((await t.call('POST', '/api/artifact-container/import', { token: analyst, body: { requestValue: { fileObjectId: check.fileObjectId, unitId: gulfStar } } })).status).toBe(404);
    });

    it('refuses to delete an algorithm or artifact descriptor that trained models or algorithms name, and a built-in', async () => {
      const created = await t.call('POST', '/api/algorithm-descriptor', { token: analyst, body: { requestValue: {
        code: 'SPEED_LOSS_COPY', ...algorithmBody({ artifactsRequired: [{ artifactDescriptor: 'SPEED_POWER_REFERENCE', requirement: 'OPTIONAL' }],
          tagsRequiredByScript: [{ tag: 'SHAFT_POWER', rule: 'MANDATORY' }, { tag: 'STW', rule: 'MANDATORY' }], outputTags: ['SPEED_LOSS'] }),
      } } });
      expect(created.status).toBe(200);
      await t.call('POST', '/api/algorithm/train/save', { token: analyst, body: { requestValue: {
        unitId: nordicOre, algorithm: 'SPEED_LOSS_COPY', artifactDescriptor: 'SPEED_POWER_REFERENCE', ...period,
      } } });
      const inUse = await t.call('DELETE', '/api/algorithm-descriptor/SPEED_LOSS_COPY', { token: analyst });
      expect(inUse.status).toBe(422);
      expect((await json<Refusal>(inUse)).message).toBe('The algorithm SPEED_LOSS_COPY cannot be deleted: 1 trained model(s) name it.');
      const artifact = await t.call('DELETE', '/api/descriptors/artifact-descriptor/SPEED_POWER_REFERENCE', { token: admin });
      expect(artifact.status).toBe(422);
      expect((await t.call('DELETE', '/api/algorithm-descriptor/SPEED_LOSS', { token: admin })).status).toBe(422);
      expect((await t.call('DELETE', '/api/algorithm-descriptor/WIND_CHECK', { token: analyst })).status).toBe(200);
      expect((await t.call('GET', '/api/algorithm-descriptor/WIND_CHECK', { token: analyst })).status).toBe(404);
    });

    it('refuses a training the data cannot give with a 422 saying why', async () => {
      const empty = await t.call('POST', '/api/algorithm/train', { token: analyst, body: { requestValue: {
        unitId: nordicOre, algorithm: 'SPEED_LOSS', artifactDescriptor: 'SPEED_POWER_REFERENCE',
        trainingPeriodStart: iso(start - 30 * day), trainingPeriodEnd: iso(start - 29 * day),
      } } });
      expect(empty.status).toBe(422);
      expect((await json<Refusal>(empty)).message).toContain('Only 0 rows');
      const wrongArtifact = await t.call('POST', '/api/algorithm/train', { token: analyst, body: { requestValue: {
        unitId: nordicOre, algorithm: 'TRUE_WIND', artifactDescriptor: 'SPEED_POWER_REFERENCE', ...period,
      } } });
      expect((await json<Refusal>(wrongArtifact)).errors?.[0]?.path).toBe('/requestValue/artifactDescriptor');
    });
  });
});
