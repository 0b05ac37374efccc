/**
 * The operator's command line (`npm run keel -- <command> [arguments]`): maintenance that must work when nobody can
 * sign in. It opens the same database the server uses (DATABASE_URL, else the embedded one in DATA_DIR, which the
 * server must not hold open at the same time).
 */
import { readConfig } from '../config.js';
import { openDatabase } from '../db/engine.js';
import { cliCommands } from './commands.js';

function usage(): string {
  const lines = Object.entries(cliCommands).map(([name, command]) => `  ${name} ${command.arguments}\n      ${command.summary}`);
  return `Usage: npm run keel -- <command> [arguments]\n\nCommands:\n${lines.join('\n')}`;
}

const [name, ...args] = process.argv.slice(2);
const command = name ? cliCommands[name] : undefined;
if (!command) {
  console.error(name ? `Unknown command: ${name}\n\n${usage()}` : usage());
  process.exit(2);
}
const config = readConfig(process.env, []);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const output = await command.run({ db: database.db, config, args });
  console.log(output);
  process.exitCode = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
