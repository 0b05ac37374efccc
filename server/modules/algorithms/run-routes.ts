/**
 * The algorithm editor's test run (`POST algorithm/test-run`, ALGORITHMS MANAGEMENT: it executes code): the algorithm
 * as edited, saved or not, on a ship the user may see over at most 92 days; its inputs, outputs, console and duration
 * are answered and nothing is stored.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { TestRunAnswer, TestRunRequest } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { principalOf } from '../../http/auth.js';
import { jsonBody, jsonResponse } from '../../http/openapi.js';
import { createRouter } from '../../http/router.js';
import { prepareBody } from '../descriptors/descriptor-writes.js';
import { writeCheckProblems } from '../descriptors/write-checks.js';
import { manageAlgorithms } from './access.js';
import { requirePeriod, requireVisibleShip } from './request-checks.js';
import { runAlgorithm } from './run-algorithm.js';
import type { PythonSandbox } from './sandbox/python-sandbox.js';

const tags = ['Algorithms'];
const maxTestDays = 92;

export function runRoutes(db: Db, sandbox: () => PythonSandbox) {
  const router = createRouter();

  router.openapi(createRoute({ method: 'post', path: '/algorithm/test-run', tags, middleware: [manageAlgorithms],
    summary: 'Run an algorithm as edited on a ship and period; answers inputs, outputs, console and duration, stores nothing',
    request: { body: jsonBody(z.object({ requestValue: TestRunRequest })) }, responses: { 200: jsonResponse(TestRunAnswer, 'The run') } }), async (c) => {
    const request = c.req.valid('json').requestValue;
    const principal = principalOf(c);
    const code = request.code ?? 'TEST_RUN';
    const prepared = prepareBody('algorithm', code, { body: request.algorithm }, '/requestValue/algorithm');
    const problems = await writeCheckProblems(db, 'algorithm', prepared.body, '/requestValue/algorithm');
    if (problems.length) throw new KeelError('INVALID_INPUT', 'descriptors.invalid', { kind: 'algorithm', code }, problems);
    const ship = await requireVisibleShip(db, principal, request.unitId);
    const { from, to } = requirePeriod(request.from, request.to, 'to', maxTestDays);
    const run = await runAlgorithm(db, sandbox(), { algorithm: prepared.body, code, ship, from, to });
    const result = run.result!;
    const series = (points: Record<string, [number, number | null][]>) => Object.entries(points).map(([tag, p]) => ({ tag, points: p }));
    return c.json({
      ok: result.ok, failure: result.ok ? null : result.failure, error: !result.ok && result.failure === 'python' ? result.error : null,
      stdout: 'stdout' in result ? result.stdout : '', stderr: 'stderr' in result ? result.stderr : '', truncated: 'truncated' in result ? result.truncated : false,
      ms: Math.round(result.ms), rows: run.rows,
      inputs: series(run.inputs), outputs: series(run.outputs), ignored: run.ignored,
    }, 200);
  });

  return router;
}
