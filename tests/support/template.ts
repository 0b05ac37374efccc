/** Builds a database with migrations, built-ins and the demo accounts: the starting point of every API test. */
import type { Db } from '../../server/db/engine.js';
import { loadBuiltins } from '../../server/modules/descriptors/builtins.js';
import { seedDemo } from '../../seeds/demo.js';

export async function prepareTemplate(db: Db): Promise<void> {
  await loadBuiltins(db);
  await seedDemo(db);
}
