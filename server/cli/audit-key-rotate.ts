/** `audit-key-rotate`: a new logbook audit key becomes current; the old public key stays so that older seals verify. */
import { rotateAuditKey } from '../modules/elog/audit-key.js';
import type { CliCommand } from './commands.js';

export const auditKeyRotate: CliCommand = {
  arguments: '',
  summary: 'make a new logbook audit key current, keeping the old public key (restart the servers afterwards)',
  async run({ config }) {
    const { retiredKeyId, keyId } = await rotateAuditKey(config.auditKeyDir);
    return [
      `The logbook audit key in ${config.auditKeyDir} is now ${keyId}.`,
      `The previous key ${retiredKeyId} is kept as a public key in retired/, so seals it made still verify.`,
      'Restart every Keel server that uses this folder (and copy the folder to those that keep their own copy).',
    ].join('\n');
  },
};
