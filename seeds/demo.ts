/** The demo seed: ships, roles, role groups, demo accounts and a demo licence. Idempotent. */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { moduleCatalogue } from '../descriptors/lib/modules.js';
import type { Db } from '../server/db/engine.js';
import {
  roleFunctions, roleGroupRoles, roleGroups, roles, unitGroupUnits, unitGroups, units, userUnitGroups, userUnits, users,
} from '../server/db/schema.js';
import { findUserByUsername } from '../server/modules/access/principals.js';
import { forgetRoleGroupCodes } from '../server/modules/access/roles.js';
import { setPassword } from '../server/modules/auth/passwords.js';
import { signLicence } from '../server/modules/licence/licence-document.js';
import { installLicence } from '../server/modules/licence/licences.js';
import { demoAccounts, demoFleetGroup, demoRoleGroups, demoRoles, demoShips } from './demo-accounts.js';

export interface SeedOptions {
  log?: (line: string) => void;
}

const by = 'demo-seed';

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const shipIds = await seedShips(db);
  const roleIds = await seedRoles(db);
  await seedAccounts(db, shipIds, roleIds);
  await installDemoLicence(db);
  log(`${demoShips.length} ships, ${demoRoles.length} roles, ${demoAccounts.length} accounts, demo licence`);
}

async function seedShips(db: Db): Promise<Map<string, string>> {
  for (const ship of demoShips) {
    const particulars = structuredClone(ship.particulars) as Record<string, unknown>;
    await db.insert(units).values({ code: ship.code, name: ship.name, imoNumber: ship.imoNumber, particulars, createdBy: by, updatedBy: by })
      .onConflictDoNothing({ target: units.code });
  }
  const ids = new Map((await db.select().from(units)).map((u) => [u.code, u.id]));
  await db.insert(unitGroups).values({ ...demoFleetGroup, createdBy: by, updatedBy: by }).onConflictDoNothing({ target: unitGroups.code });
  const [group] = await db.select().from(unitGroups).where(eq(unitGroups.code, demoFleetGroup.code));
  for (const ship of demoShips) {
    await db.insert(unitGroupUnits).values({ groupId: group.id, unitId: ids.get(ship.code)! }).onConflictDoNothing();
  }
  return ids;
}

async function seedRoles(db: Db): Promise<Map<string, string>> {
  for (const role of demoRoles) {
    const [existing] = await db.select().from(roles).where(eq(roles.code, role.code));
    if (existing) continue;
    const [row] = await db.insert(roles).values({ code: role.code, description: role.description, hq: role.hq, createdBy: by, updatedBy: by }).returning();
    await db.insert(roleFunctions).values(Object.entries(role.functions).map(([fn, level]) => ({ roleId: row.id, function: fn, level, applyAs: 'APPLY' })));
  }
  const ids = new Map((await db.select().from(roles)).map((r) => [r.code, r.id]));
  for (const group of demoRoleGroups) {
    await db.insert(roleGroups).values({ code: group.code, description: group.description, createdBy: by, updatedBy: by }).onConflictDoNothing({ target: roleGroups.code });
    const [row] = await db.select().from(roleGroups).where(eq(roleGroups.code, group.code));
    for (const role of group.roles) await db.insert(roleGroupRoles).values({ groupId: row.id, roleId: ids.get(role)! }).onConflictDoNothing();
  }
  forgetRoleGroupCodes(db);
  return ids;
}

async function seedAccounts(db: Db, shipIds: Map<string, string>, roleIds: Map<string, string>): Promise<void> {
  const [fleet] = await db.select().from(unitGroups).where(eq(unitGroups.code, demoFleetGroup.code));
  for (const account of demoAccounts) {
    if (await findUserByUsername(db, account.username)) continue;
    const [user] = await db.insert(users).values({
      username: account.username, userType: account.userType, displayName: account.displayName, passwordState: 'VALID',
      passwordDoesNotExpire: true, roleId: account.role ? roleIds.get(account.role) : null, createdBy: by, updatedBy: by,
    }).returning();
    await setPassword(db, user.id, account.password, 'VALID', by);
    for (const ship of account.ships) await db.insert(userUnits).values({ userId: user.id, unitId: shipIds.get(ship)! });
    if (account.fleetGroup) await db.insert(userUnitGroups).values({ userId: user.id, groupId: fleet.id });
  }
}

/** A licence for every licensed module for a year, signed with the development key. */
export async function installDemoLicence(db: Db, validDays = 365): Promise<void> {
  const privateKey = readFileSync(new URL('./licence/development-licence-key.pem', import.meta.url), 'utf8');
  const validUntil = new Date(Date.now() + validDays * 86_400_000).toISOString().slice(0, 10);
  const document = signLicence({
    licensee: 'Keel demo',
    issuedAt: new Date().toISOString().slice(0, 10),
    modules: moduleCatalogue.filter((m) => m.licensed).map((m) => ({ module: m.name, validUntil })),
  }, privateKey);
  await installLicence(db, document);
}
