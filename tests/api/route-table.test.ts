import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** A route's Hono pattern as a regular expression over request paths (`:name` and `:name{regex}` are one segment). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:\w+(\{[^}]*\})?/g, '[^/]+')}$`);
/** A request path the pattern answers: each parameter filled with a value no route spells literally. */
const sampleOf = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, 'x1');
const isConvention = (path: string) => path.startsWith('/api/:resource');
const firstSegment = (path: string) => path.split('/')[2];
/**
 * SPEC's `GET algorithm-descriptor/retrieveAllFiltered` beside `GET algorithm-descriptor/{id}`: a literal route a
 * parametric one of the same resource also answers is fine when it is registered first — one file declares both,
 * so no mount order can put them the other way round.
 */
const literalFirst = (a: { path: string; order: number }, b: { path: string; order: number }) =>
  firstSegment(a.path) === firstSegment(b.path) && !a.path.includes(':') && b.path.includes(':') && a.order < b.order;

describe('the API route table', () => {
  let t: TestApp;
  let routes: { method: string; path: string; order: number }[];

  beforeAll(async () => {
    t = await createTestApp();
    // Route-level middleware is listed under its route's method and path: one entry per route, at its first place.
    const seen = new Map<string, { method: string; path: string; order: number }>();
    t.app.routes.forEach((r, order) => {
      const key = `${r.method} ${r.path}`;
      if (r.method !== 'ALL' && r.path.startsWith('/api/') && !seen.has(key)) seen.set(key, { method: r.method, path: r.path, order });
    });
    routes = [...seen.values()];
  });
  afterAll(() => t.close());

  it('answers each request path with at most one module route, so the order modules are mounted in does not matter', () => {
    const modules = routes.filter((r) => !isConvention(r.path));
    const overlaps = modules.flatMap((a) => modules
      .filter((b) => b !== a && b.method === a.method && patternOf(b.path).test(sampleOf(a.path)) && !literalFirst(a, b))
      .map((b) => `${a.method} ${a.path} is also answered by ${b.path}`));
    expect(overlaps).toEqual([]);
    expect(modules.length).toBeGreaterThan(100);
  });

  it('mounts the generic resource convention after every module route it would otherwise shadow', () => {
    const convention = routes.filter((r) => isConvention(r.path));
    expect(convention.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/:resource/:id');
    const shadowed = routes.filter((r) => !isConvention(r.path)).flatMap((m) => convention
      .filter((c) => c.method === m.method && patternOf(c.path).test(sampleOf(m.path)) && c.order < m.order)
      .map((c) => `${m.method} ${m.path} comes after ${c.path}`));
    expect(shadowed).toEqual([]);
  });
});
