import { readdirSync, readFileSync } from 'node:fs';
import jsonata from 'jsonata';
import { describe, expect, it } from 'vitest';
import { compileExpression } from '../../../../descriptors/lib/expression.js';
import { compileFastPath, jsonataNumericFunctions as numericFunctions, leftToJsonata } from '../../../../descriptors/lib/expression-fast-path.js';

/** What JSONata itself answers: the value, or that it failed (a derived series' bucket is then a gap). */
async function byJsonata(source: string, input: unknown, bindings: Record<string, unknown>) {
  try {
    return { value: await jsonata(source).evaluate(input, bindings) as unknown };
  } catch {
    return { failed: true };
  }
}

async function byKeel(source: string, input: unknown, bindings: Record<string, unknown>) {
  try {
    return { value: await compileExpression(source).evaluate(input, bindings) };
  } catch {
    return { failed: true };
  }
}

/** Every derived series expression of the built-in analytics pages. */
function builtinDerivedExpressions(): string[] {
  const dir = 'descriptors/kinds/analytics-page/builtin';
  return readdirSync(dir).filter((f) => f.endsWith('.json')).flatMap((file) => {
    const page = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { datasets?: unknown[]; charts: { datasets?: unknown[] }[] };
    const datasets = [...(page.datasets ?? []), ...page.charts.flatMap((c) => c.datasets ?? [])] as { derived?: { expression: string }[] }[];
    return datasets.flatMap((d) => (d.derived ?? []).map((x) => x.expression));
  });
}

const tricky = [
  'a + b', 'a - b * c', 'a / b', 'a % b', '-a', '-(a / b)', 'a < b', 'a <= b', 'a > b', 'a >= b', 'a = b', 'a != b',
  'a and b', 'a or b', 'a ? b', 'a ? b : c', '(a; b)', '$round(a)', '$round(a, 2)', '$round(a / b, 1)', '$power(a, b)',
  '$abs(a)', '$floor(a)', '$ceil(a)', '$sqrt(a)', '$ship.pitch * a', '$ship.pitch > 0 ? a / $ship.pitch', 'a = "x"',
  'true and a', 'null = a', 'a + 1 > b ? $round(a * 24 / 1000, 2) : -1', 'c.d', '$round(a, b)', '$power(a, 2/3) * b',
];

/** Values that take each operator off its plain path: missing, zero, negative, text, booleans, null, arrays, objects. */
const values: unknown[] = [undefined, 0, 1, -2.5, 3.25, 1e308, 0.5, 2.5, -0.5, 'x', '', true, false, null, [1], [1, 2], { n: 1 }];

describe('the fast path of plain arithmetic expressions', () => {
  it('takes every derived series expression of the built-in pages', async () => {
    const functions = await numericFunctions();
    const expressions = builtinDerivedExpressions();
    expect(expressions.length).toBeGreaterThan(15);
    for (const source of expressions) expect(compileFastPath(jsonata(source).ast(), functions), source).toBeDefined();
  });

  it('leaves to JSONata what it does not take: lambdas, paths with predicates, string functions, the input itself', async () => {
    const functions = await numericFunctions();
    for (const source of ['$map(a, function($v) { $v * 2 })', 'a[0]', '$string(a)', '$', 'a & b', '$sum(a)', 'a.b[c > 1]', '$x := 1', '$round()']) {
      expect(compileFastPath(jsonata(source).ast(), functions), source).toBeUndefined();
    }
  });

  it('answers what JSONata answers, value for value, and fails where JSONata fails', async () => {
    const ship = { pitch: 4.2 };
    const sources = [...tricky, ...builtinDerivedExpressions()];
    let compared = 0;
    for (const source of sources) {
      for (const a of values) {
        for (const b of [undefined, 0, 2, -3, 'y', 0.5]) {
          const input = { a, b, c: 7, me: a, ae: b, boiler: a, stw: a, stwMin: b, power: 8000, disp: 50000, rpm: a, sog: b, fwd: a, aft: b, hfo: a, mgo: b, lng: undefined, wind: b, aePower: a, aeFuel: b, $ship: 1 };
          const expected = await byJsonata(source, input, { ship });
          const actual = await byKeel(source, input, { ship });
          expect(actual, `${source} with a=${JSON.stringify(a)}, b=${JSON.stringify(b)}`).toEqual(expected);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(4000);
  });

  it('calls a binding of a function\'s name rather than the built-in, as JSONata does', async () => {
    const expression = compileExpression('$round(a)');
    expect(await expression.evaluate({ a: 2.5 })).toBe(2);
    expect(await expression.evaluate({ a: 2.5 }, { round: (x: number) => x * 10 })).toBe(25);
  });

  it('answers an input that is not an object through JSONata', async () => {
    const functions = await numericFunctions();
    const fast = compileFastPath(jsonata('a').ast(), functions)!;
    expect(fast([{ a: 1 }], {})).toBe(leftToJsonata);
    expect([...await compileExpression('a').evaluate([{ a: 1 }, { a: 2 }]) as number[]]).toEqual([1, 2]);
  });
});
