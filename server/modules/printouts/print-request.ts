/** What a printout's generation needs besides the printout: the language and its translator, who prints and when, the footer's "printed … by …". */
import type { Principal } from '../../../descriptors/lib/access.js';
import type { Db } from '../../db/engine.js';
import { findUserByUsername } from '../access/principals.js';
import type { GenerateRequest } from './printout-reports.js';

export async function printRequest(
  db: Db, principal: Principal, language: string, t: GenerateRequest['t'], code: string, parameters: Record<string, unknown>, at: number,
): Promise<GenerateRequest> {
  const user = await findUserByUsername(db, principal.username);
  const person = user?.displayName ?? principal.username;
  const printedBy = t('printouts.printedBy', { time: new Date(at).toISOString().slice(0, 16).replace('T', ' '), person });
  return { code, parameters, language, t, printedBy, person, now: at };
}
