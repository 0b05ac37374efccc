import { describe, expect, it } from 'vitest';
import { compileExpression, ExpressionError } from '../../../../descriptors/lib/expression.js';

describe('descriptor expressions (JSONata with a budget)', () => {
  it('evaluates against the input', async () => {
    const key = compileExpression("$exists(group) and $exists(code) ? group & ':' & code");
    expect(await key.evaluate({ group: 'MEASURE_TYPE', code: 'SPEED' })).toBe('MEASURE_TYPE:SPEED');
    expect(await key.evaluate({ group: 'MEASURE_TYPE' })).toBeUndefined();
  });

  it('stops an endless tail recursion instead of hanging', async () => {
    const endless = compileExpression('( $f := function($n) { $f($n + 1) }; $f(0) )');
    await expect(endless.evaluate({}, {}, { timeoutMs: 200, maxDepth: 500 })).rejects.toMatchObject({ code: 'LIMIT' });
  });

  it('stops deep recursion at the depth limit', async () => {
    const deep = compileExpression('( $f := function($n) { $n = 0 ? 0 : 1 + $f($n - 1) }; $f(10000) )');
    await expect(deep.evaluate({}, {}, { timeoutMs: 5000, maxDepth: 300 })).rejects.toMatchObject({ code: 'LIMIT' });
  });

  it('gives one evaluation\'s budget to that evaluation only', async () => {
    const sum = compileExpression('$sum(values)');
    const results = await Promise.all([1, 2, 3].map((n) => sum.evaluate({ values: [n, n] })));
    expect(results).toEqual([2, 4, 6]);
  });

  it('reports a syntax error with its position', () => {
    expect(() => compileExpression('group & ')).toThrow(ExpressionError);
  });
});
