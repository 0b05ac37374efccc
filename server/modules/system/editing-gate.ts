/** The editing gate of SPEC §6 on the server: configuration edits on a ship's installation need the parameter on. */
import { isEditingOpen } from '../../../descriptors/lib/access.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { readNumberParameter } from '../params/parameters.js';

export type Installation = 'SHORE' | 'UNIT';

export const installationOf = (config: Pick<Config, 'installationUnit'>): Installation => (config.installationUnit ? 'UNIT' : 'SHORE');

export async function isConfigurationEditable(db: Db, config: Pick<Config, 'installationUnit'>): Promise<boolean> {
  const installation = installationOf(config);
  return isEditingOpen(installation, installation === 'UNIT' && (await readNumberParameter(db, 'unit.configurationEditable')) === 1);
}

export async function assertConfigurationEditable(db: Db, config: Pick<Config, 'installationUnit'>): Promise<void> {
  if (!(await isConfigurationEditable(db, config))) {
    throw new KeelError('FORBIDDEN', 'access.configurationClosedOnUnit', { unit: config.installationUnit ?? '' });
  }
}
