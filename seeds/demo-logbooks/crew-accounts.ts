/**
 * The people who keep and sign the demo ships' logbooks. Nordic Ore's crew are the demo accounts; every other ship
 * gets a master, a chief engineer and a deck officer as persons (their names and ranks go on the signatures) with
 * user accounts given that ship alone. Those accounts have no password: nobody signs in as them until an
 * administrator sets one, like any account created on the users screen. Idempotent.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../descriptors/lib/access.js';
import type { Db } from '../../server/db/engine.js';
import { records, roles, units, userUnits, users } from '../../server/db/schema.js';
import { loadPrincipal } from '../../server/modules/access/principals.js';
import { logbookHabits, type CrewMember, type Rank } from './logbook-habits.js';

const author = 'demo-logbooks';

/** Each ship's crew as principals, by ship code and rank. */
export type CrewPrincipals = Map<string, Map<Rank, Principal>>;

/** Makes the missing crew persons and accounts, then loads every crew member's principal. */
export async function ensureCrew(db: Db, ships: readonly string[]): Promise<CrewPrincipals> {
  const roleIds = new Map((await db.select({ id: roles.id, code: roles.code }).from(roles)).map((r) => [r.code, r.id]));
  const unitIds = new Map((await db.select({ id: units.id, code: units.code }).from(units)).map((u) => [u.code, u.id]));
  const crew = ships.flatMap((ship) => logbookHabits[ship].crew.map((member) => ({ ship, member })));
  const existing = new Set((await db.select({ username: users.username }).from(users)
    .where(inArray(users.username, crew.map((c) => c.member.username)))).map((u) => u.username));
  for (const { ship, member } of crew.filter((c) => !existing.has(c.member.username))) {
    await createMember(db, member, roleIds.get(member.rank), unitIds.get(ship));
  }
  const principals: CrewPrincipals = new Map();
  for (const { ship, member } of crew) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, member.username));
    const principal = user && await loadPrincipal(db, user.id);
    if (!principal) throw new Error(`demo crew member ${member.username} of ${ship} cannot act (disabled or gone)`);
    if (!principals.has(ship)) principals.set(ship, new Map());
    principals.get(ship)!.set(member.rank, principal);
  }
  return principals;
}

async function createMember(db: Db, member: CrewMember, roleId: string | undefined, unitId: string | undefined): Promise<void> {
  if (!roleId || !unitId) throw new Error(`demo crew member ${member.username}: role ${member.rank} or the ship is missing`);
  await db.transaction(async (tx) => {
    await tx.insert(records).values({
      resource: 'person', code: member.username, createdBy: author, updatedBy: author,
      data: { nickname: member.username, name: member.name, surname: member.surname, role: roleId, address: { country: member.nationality } },
    }).onConflictDoNothing();
    const [person] = await tx.select({ id: records.id }).from(records).where(and(eq(records.resource, 'person'), eq(records.code, member.username)));
    const [user] = await tx.insert(users).values({
      username: member.username, userType: 'USER', displayName: `${member.name} ${member.surname}`, passwordState: 'TEMPORARY',
      passwordDoesNotExpire: true, roleId, personId: person.id, createdBy: author, updatedBy: author,
    }).returning({ id: users.id });
    await tx.insert(userUnits).values({ userId: user.id, unitId });
  });
}
