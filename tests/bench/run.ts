/** Runs every benchmark; each prints its results as ratios against a baseline measured in the same run. */
import { authOverhead } from './auth-overhead.js';

const benches = [authOverhead];
for (const bench of benches) {
  console.log(`\n# ${bench.title}`);
  for (const line of await bench.run()) console.log(line);
}
process.exit(0);
