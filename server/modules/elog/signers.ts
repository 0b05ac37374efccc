/**
 * The people behind a logbook day's signatures: who recorded each entry and whether they can still sign it themselves
 * (an entry whose author may not sign in the logbook, e.g. a cadet, a user who left the ship or may not sign at all,
 * is signed by any officer in charge), and the ranks that approve the day.
 */
import { signatureCapacity } from '../../../descriptors/lib/elog/elog-permission.js';
import type { SignerPerson } from '../../../descriptors/lib/elog/day-signing.js';
import type { Db } from '../../db/engine.js';
import { loadPrincipal } from '../access/principals.js';
import { enabledRolesOfRoleGroups } from '../access/roles.js';
import { userIdsByUsername } from '../access/users.js';
import { canChangeSignaturePassword, roleGroupCodesOf } from './elog-access.js';
import type { ElogDefinition } from './elog-definitions.js';
import { readUserSignature } from './signature-password.js';

export interface EntryAuthor {
  person: SignerPerson;
  /** holds the first signature in the logbook on the ship, and may sign at all */
  maySign: boolean;
}

const personOf = (s: SignerPerson): SignerPerson => ({ userName: s.userName, name: s.name, surname: s.surname, rank: s.rank, rankCode: s.rankCode });

/** The authors by user name; a name that is no longer a user stays a bare name that may not sign. */
export async function entryAuthors(db: Db, elog: ElogDefinition, unitId: string, usernames: readonly string[], dayStatus: string): Promise<Map<string, EntryAuthor>> {
  const wanted = [...new Set(usernames.filter(Boolean))];
  const authors = new Map<string, EntryAuthor>(wanted.map((userName) => [userName, { person: { userName, name: null, surname: null, rank: null, rankCode: null }, maySign: false }]));
  for (const [username, id] of await userIdsByUsername(db, wanted)) {
    const principal = await loadPrincipal(db, id);
    const seesShip = principal && (principal.userType === 'ADMIN' || principal.unitIds.includes(unitId));
    const capacity = principal && signatureCapacity({ userType: principal.userType, roleGroupIds: await roleGroupCodesOf(db, principal) }, elog.permissions, dayStatus);
    const maySign = Boolean(seesShip && capacity?.firstSign && canChangeSignaturePassword(principal));
    authors.set(username, { person: personOf(await readUserSignature(db, id)), maySign });
  }
  return authors;
}

/** The ranks (roles) of the role groups that give the logbook's main signature, as the roles name them. */
export async function approverRanks(db: Db, elog: ElogDefinition): Promise<{ code: string; name: string }[]> {
  const groups = [...new Set((elog.permissions?.permissions ?? []).filter((r) => r.permission === 'APPROVAL' && r.main).map((r) => r.idRoleGroup))];
  const rows = await enabledRolesOfRoleGroups(db, groups);
  return rows.sort((a, b) => a.code.localeCompare(b.code));
}
