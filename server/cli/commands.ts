/** Every command of the operator's command line, by name (one line per command). */
import type { Config } from '../config.js';
import type { Db } from '../db/engine.js';
import { auditKeyRotate } from './audit-key-rotate.js';
import { unblockCommand } from './unblock-command.js';

export interface CliContext {
  db: Db;
  config: Config;
  args: string[];
}

export interface CliCommand {
  /** how the arguments are written in the usage text, e.g. `<username>` */
  arguments: string;
  summary: string;
  /** Does the work and answers what to print; throws an Error whose message is printed on failure. */
  run(context: CliContext): Promise<string>;
}

export const cliCommands: Record<string, CliCommand> = {
  'audit-key-rotate': auditKeyRotate,
  unblock: unblockCommand,
};
