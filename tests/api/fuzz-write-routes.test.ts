/**
 * Every write route of the OpenAPI document, called with generated hostile bodies (property-based, fast-check): the
 * server never answers 5xx, a refused request writes nothing, and the server keeps answering. A route added to the
 * document is fuzzed the day it is written. More runs per route: KEEL_FUZZ_RUNS=200.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptorKinds } from '../../descriptors/kinds/index.js';
import { hostileBodies, hostileScalar, type HostileBody, type JsonSchema } from '../support/hostile-json.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { watchWrites, type WriteWatch } from '../support/write-fingerprint.js';

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApiDocument { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } }

const runs = Number(process.env.KEEL_FUZZ_RUNS ?? 12);
const writeMethods = ['post', 'put', 'patch', 'delete'];
/** Ending the fuzzer's own session would turn every later call into a 401 and test nothing. */
const notFuzzed = new Set(['DELETE /authentication']);
/** Refused sign-ins and password changes are counted on purpose (throttling, lockout, audit). */
const countsRefusals: Record<string, string[]> = {
  '/authentication': ['sign_in_throttle', 'users', 'audit_log'],
  '/user/changeSignaturePassword': ['sign_in_throttle', 'users', 'audit_log'],
};

/** Path parameters drawn from values that reach real rows, and some that reach none. */
const pathValues: Record<string, fc.Arbitrary<string>> = {
  resource: fc.constantFrom('port', 'ship', 'person', 'nation', 'fuel-category', 'users', 'roles', 'role-groups', 'voyage-leg', 'equipment', 'embarkation', 'managed-document', 'no-such-thing'),
  kind: fc.constantFrom(...descriptorKinds, 'no-such-kind'),
  elog: fc.constantFrom('DECK', 'ENGINE', 'RADIO', 'ORB1', 'NOPE'),
  code: fc.constantFrom('MAIN', 'DECK', '@MAIN_KPI_HULL', 'NLRTM', 'x'),
  form: fc.constantFrom('REGISTRY_BUNKER_DELIVERY', 'REGISTRY_HOURS_OF_REST', 'ELOG_DECK_NOON', 'NOPE'),
};
const anyPathValue = fc.oneof(fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_@-]{1,24}$/), fc.constantFrom('%00', '0', '-1', '..'));

describe('fuzzing every write route with hostile bodies', () => {
  let t: TestApp;
  let admin: string;
  let writes: WriteWatch;
  let operations: { method: string; path: string; operation: Operation; schema?: JsonSchema }[];
  let resolve: (ref: string) => JsonSchema;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('admin', 'Admin#2026');
    writes = await watchWrites(t.db);
    const doc = await (await t.call('GET', '/api/openapi.json')).json() as OpenApiDocument;
    resolve = (ref) => doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {};
    operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops)
      .filter(([method]) => writeMethods.includes(method) && !notFuzzed.has(`${method.toUpperCase()} ${path}`))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation, schema: operation.requestBody?.content['application/json']?.schema })));
  });
  afterAll(async () => { await t.close(); });

  const send = async (method: string, path: string, body: HostileBody | undefined) => {
    const headers: Record<string, string> = { authorization: `Bearer ${admin}` };
    if (body) headers['content-type'] = 'application/json';
    const text = body === undefined ? undefined : 'raw' in body ? body.raw : JSON.stringify(body.json);
    return t.app.request(`/api${path}`, { method, headers, body: text });
  };

  it('finds the write routes in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.map((o) => `${o.method} ${o.path}`)).toEqual(expect.arrayContaining(['POST /authentication', 'POST /{resource}', 'POST /elog-entry/{elog}/save', 'POST /printout-reporting/preview']));
  });

  it('answers every hostile body without a 5xx and writes nothing when it refuses', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const { method, path, operation, schema } of operations) {
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');
      const tolerated = countsRefusals[path] ?? [];
      const request = fc.record({
        path: fc.tuple(...params.map((p) => pathValues[p.name] ?? anyPathValue), fc.constant('')).map((values) =>
          params.reduce((at, p, i) => at.replace(`{${p.name}}`, values[i] === '%00' ? '%00' : encodeURIComponent(values[i])), path)),
        query: fc.tuple(...query.map(() => fc.option(fc.oneof(anyPathValue, hostileScalar.map(String)), { nil: undefined })), fc.constant(undefined))
          .map((values) => query.map((p, i) => (values[i] === undefined ? '' : `${p.name}=${encodeURIComponent(values[i]!).slice(0, 2_000)}`)).filter(Boolean).join('&')),
        body: schema ? hostileBodies(schema, resolve).map((b) => b as HostileBody | undefined) : fc.constant(undefined),
      });
      await fc.assert(fc.asyncProperty(request, async ({ path: at, query: q, body }) => {
        await writes.mark();
        const res = await send(method, q ? `${at}?${q}` : at, body);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${method} ${at} → ${res.status}: ${(await res.text()).slice(0, 200)} for ${JSON.stringify(body)?.slice(0, 300)}`);
        if (res.status >= 400 && res.status < 500) {
          const changed = (await writes.changedSince()).filter((table) => !tolerated.includes(table));
          if (changed.length) failures.push(`${method} ${at} → ${res.status} but wrote ${changed.join(', ')} for ${JSON.stringify(body)?.slice(0, 300)}`);
          const answer = await res.json().catch(() => undefined) as { message?: unknown } | undefined;
          if (typeof answer?.message !== 'string' || !answer.message) failures.push(`${method} ${at} → ${res.status} without a message`);
        }
        return true;
      }), { numRuns: runs, seed: Number(process.env.KEEL_FUZZ_SEED ?? 14) });
      const ping = await t.call('GET', '/api/authentication/ping', { token: admin });
      expect(await ping.text(), `the server stopped answering after ${method} ${path}`).toBe('pong');
    }
    expect(failures).toEqual([]);
    // Bodies reach the services: some are accepted, most are refused for what they hold, not for who sends them.
    expect(statuses.get(200)).toBeGreaterThan(0);
    expect(statuses.get(400)).toBeGreaterThan(operations.length);
    expect(statuses.get(401) ?? 0).toBe(0);
    if (process.env.KEEL_FUZZ_RUNS) console.log('answers by status', Object.fromEntries([...statuses].sort(([a], [b]) => a - b)));
  }, 600_000);
});
