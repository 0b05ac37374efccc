/**
 * User Python against a derived series (issue 17): the same computation — speed through water from knots to m/s over a
 * day of minute data — as a warm sandbox run and as a JSONata derived series, and a sandbox child's cold start with and without pyodide's
 * memory snapshot, training a RANDOM_FOREST on 2 000 rows of 3 features in a worker thread, and a year of minute data
 * through the algorithm as continuous runs feed it (two days a run, 183 runs) against the derived series over the same
 * year, each as a ratio of the derived series in the same run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChartPoint } from '../../descriptors/lib/analytics/extract-answer.js';
import { evaluateDerived } from '../../server/modules/analytics/derived-series.js';
import { PythonSandbox, defaultSandboxLimits, type SeriesPoints } from '../../server/modules/algorithms/sandbox/python-sandbox.js';
import { trainInWorker } from '../../server/modules/algorithms/training/training-worker.js';
import { speedPowerFeatures, speedPowerRows } from '../support/speed-power-rows.js';
import { msOnce, msPerOp, ratioLine, type Bench } from './measure.js';

const minute = 60_000;
const minutesOf = (count: number): ChartPoint[] => Array.from({ length: count }, (_, i) => [Date.UTC(2026, 0, 1) + i * minute, 12 + Math.sin(i / 60)]);
const day = minutesOf(1_440);
const year = minutesOf(525_600);
/** What one continuous run covers at most (continuous-runs.ts maxRunDays). */
const runMinutes = 2 * 1_440;
const script = [
  'import keel',
  'for t, knots in keel.inputs["STW"]:',
  '    keel.output("STW_MS", t, knots * 1852 / 3600)',
].join('\n');

export const algorithms: Bench = {
  id: 'algorithms',
  title: 'User Python (sandboxed child process) and forest training against a JSONata derived series, 1 440 points',
  async run() {
    const derived = await msPerOp(() => evaluateDerived('stw * 1852 / 3600', { stw: [day] }, {}), 5, 5);
    const sandbox = new PythonSandbox({ ...defaultSandboxLimits, runsPerChild: 1_000 });
    const cold = await msOnce(() => sandbox.run(script, { STW: day as SeriesPoints }));
    const warm = await msPerOp(async () => {
      const result = await sandbox.run(script, { STW: day as SeriesPoints });
      if (!result.ok || result.outputs.STW_MS.length !== day.length) throw new Error('the script did not answer every point');
    }, 10, 5);
    const tiny = await msPerOp(() => sandbox.run('import keel\nkeel.output("X", 0, 1)'), 20, 5);
    const yearDerived = await msOnce(() => evaluateDerived('stw * 1852 / 3600', { stw: [year] }, {}));
    const yearThroughPython = await msOnce(async () => {
      for (let start = 0; start < year.length; start += runMinutes) {
        const result = await sandbox.run(script, { STW: year.slice(start, start + runMinutes) as SeriesPoints });
        if (!result.ok) throw new Error(`a run of the year failed: ${result.failure}`);
      }
    });
    sandbox.close();
    // From the memory snapshot: the first sandbox makes it, the second one's start is what every later child costs.
    const snapshotDir = mkdtempSync(join(tmpdir(), 'keel-bench-pyodide-'));
    const maker = new PythonSandbox(defaultSandboxLimits, { snapshotDir });
    await maker.run('pass');
    maker.close();
    const fromSnapshot = new PythonSandbox(defaultSandboxLimits, { snapshotDir });
    const snapshotCold = await msOnce(() => fromSnapshot.run(script, { STW: day as SeriesPoints }));
    fromSnapshot.close();
    rmSync(snapshotDir, { recursive: true, force: true });
    const history = speedPowerRows(2_000);
    const training = await msOnce(() => trainInWorker({ features: speedPowerFeatures, target: 'POWER', ...history }));
    const baseline = 'JSONata derived series';
    return [
      ratioLine(baseline, derived, derived, baseline),
      ratioLine('Python, warm child', warm, derived, baseline),
      ratioLine('Python, warm child, one output point (the per-run cost)', tiny, derived, baseline),
      ratioLine('Python, cold child (pyodide load + the run)', cold, derived, baseline),
      ratioLine('Python, cold child from the memory snapshot (+ the run)', snapshotCold, derived, baseline),
      ratioLine('RANDOM_FOREST training, 2 000 rows × 3 features, in a worker thread (start included)', training, derived, baseline),
      ratioLine('a year of minute data (525 600 points), JSONata derived series', yearDerived, derived, baseline),
      ratioLine('a year of minute data through Python, 183 runs of two days in a warm child', yearThroughPython, derived, baseline),
    ];
  },
};
