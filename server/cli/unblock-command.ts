/** `npm run keel -- unblock <username>`: the operator's way in when no administrator can sign in to unblock. */
import { userInfo } from 'node:os';
import { pickLanguage, translate } from '../http/i18n.js';
import { findUserByUsername } from '../modules/access/principals.js';
import { unblockUser } from '../modules/access/unblock-user.js';
import type { CliCommand } from './commands.js';

export const unblockCommand: CliCommand = {
  arguments: '<username>',
  summary: 'ends the lockout of a user blocked after failed sign-ins and clears its sign-in counters',
  async run({ db, args }) {
    const language = pickLanguage(process.env.LC_ALL || process.env.LANG);
    if (args.length !== 1) throw new Error(translate(language, 'cli.unblock.usage'));
    const user = await findUserByUsername(db, args[0]);
    if (!user) throw new Error(translate(language, 'cli.unblock.unknownUser', { username: args[0] }));
    const { wasBlocked } = await unblockUser(db, user, { username: `cli:${operatingSystemUser()}` });
    return translate(language, wasBlocked ? 'cli.unblock.unblocked' : 'cli.unblock.notBlocked', { username: user.username });
  },
};

/** The audit row names the operating-system account that ran the command. */
function operatingSystemUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER || process.env.USERNAME || 'unknown';
  }
}
