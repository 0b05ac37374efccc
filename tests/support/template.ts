/** Builds a database with migrations, built-ins and the demo accounts: the starting point of every API test. */
import type { Db } from '../../server/db/engine.js';
import { loadBuiltins } from '../../server/modules/descriptors/builtins.js';
import { seedDemo } from '../../seeds/demo.js';
import { seedDemoMasterData } from '../../seeds/demo-master-data.js';
import { seedReferenceData } from '../../seeds/reference-seed.js';

export async function prepareTemplate(db: Db): Promise<void> {
  await loadBuiltins(db);
  await seedReferenceData(db);
  await seedDemo(db);
  await seedDemoMasterData(db);
}
