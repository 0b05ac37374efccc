/**
 * Runs every benchmark, or only those named (`npm run bench -- timeseries`); each prints its results as ratios against
 * a baseline measured in the same run.
 */
import { alarmEvaluation } from './alarm-evaluation.bench.js';
import { algorithms } from './algorithms.js';
import { authOverhead } from './auth-overhead.js';
import { dashboard } from './dashboard.js';
import { dashboardBuiltins } from './dashboard-builtins.js';
import { elogPrintout } from './elog-printout.js';
import { firstLoad } from './first-load.js';
import { firstStart } from './first-start.js';
import { formTyping } from './form-typing.js';
import { httpThroughput } from './http-throughput.js';
import { signInFailures } from './sign-in.js';
import { timeseries } from './timeseries.js';

const benches = [httpThroughput, authOverhead, signInFailures, timeseries, dashboard, dashboardBuiltins, algorithms, formTyping, elogPrintout, alarmEvaluation, firstLoad, firstStart];
const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !benches.some((b) => b.id === id));
if (unknown.length) {
  console.error(`unknown bench ${unknown.join(', ')}; known: ${benches.map((b) => b.id).join(', ')}`);
  process.exit(2);
}
for (const bench of benches.filter((b) => !wanted.length || wanted.includes(b.id))) {
  console.log(`\n# ${bench.title}`);
  for (const line of await bench.run()) console.log(line);
}
process.exit(0);
