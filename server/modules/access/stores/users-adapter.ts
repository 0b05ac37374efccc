/** Users as a resource: details, role, person, units and unit groups; created with a temporary password. */
import { eq, inArray } from 'drizzle-orm';
import { inTransaction, type Db } from '../../../db/engine.js';
import { userUnitGroups, userUnits, users } from '../tables.js';
import { KeelError } from '../../../errors/keel-error.js';
import { generateTemporaryPassword } from '../routes.js';
import { normaliseUsername } from '../principals.js';
import { setPassword } from '../../auth/passwords.js';
import { effectivePasswordState } from '../../auth/lockout.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { listInMemory } from '../../resources/stores/in-memory-list.js';
import type { StoreAdapter, StoredRecord } from '../../resources/stores/store-adapter.js';
import { asStrings, asText, existsByCodeOrId, type CodeColumn, isUuid, notFound, typedWrite } from '../../resources/stores/typed-helpers.js';

type UserRow = typeof users.$inferSelect;

const userCode: CodeColumn = { table: users, column: users.username, field: 'username' };

async function userRecords(db: Db, rows: UserRow[]): Promise<StoredRecord[]> {
  const ids = rows.map((r) => r.id);
  const unitLinks = ids.length ? await db.select().from(userUnits).where(inArray(userUnits.userId, ids)) : [];
  const groupLinks = ids.length ? await db.select().from(userUnitGroups).where(inArray(userUnitGroups.userId, ids)) : [];
  return rows.map((row) => ({
    id: row.id, version: row.version, code: row.username, disabled: row.disabled, updatedAt: row.updatedAt, updatedBy: row.updatedBy,
    data: {
      username: row.username, userType: row.userType, displayName: row.displayName ?? undefined, email: row.email ?? undefined,
      languageCode: row.languageCode ?? undefined, phoneNumber: row.phoneNumber ?? undefined, timezone: row.timezone ?? undefined,
      role: row.roleId ?? undefined, person: row.personId ?? undefined, customHomePath: row.customHomePath ?? undefined,
      customMenu: row.customMenu ?? [], passwordDoesNotExpire: row.passwordDoesNotExpire, passwordState: effectivePasswordState(row),
      units: unitLinks.filter((l) => l.userId === row.id).map((l) => l.unitId),
      unitGroups: groupLinks.filter((l) => l.userId === row.id).map((l) => l.groupId),
    },
  }));
}

const userColumns = (data: Record<string, unknown>) => ({
  username: normaliseUsername(String(data.username)), userType: String(data.userType ?? 'USER'), displayName: asText(data.displayName),
  email: asText(data.email), languageCode: asText(data.languageCode), phoneNumber: asText(data.phoneNumber), timezone: asText(data.timezone),
  roleId: asText(data.role), personId: asText(data.person), customHomePath: asText(data.customHomePath),
  customMenu: asStrings(data.customMenu), passwordDoesNotExpire: Boolean(data.passwordDoesNotExpire),
});

async function writeLinks(db: Db, userId: string, data: Record<string, unknown>) {
  await db.delete(userUnits).where(eq(userUnits.userId, userId));
  await db.delete(userUnitGroups).where(eq(userUnitGroups.userId, userId));
  const unitIds = [...new Set(asStrings(data.units))];
  const groupIds = [...new Set(asStrings(data.unitGroups))];
  if (unitIds.length) await db.insert(userUnits).values(unitIds.map((unitId) => ({ userId, unitId })));
  if (groupIds.length) await db.insert(userUnitGroups).values(groupIds.map((groupId) => ({ userId, groupId })));
}

export const usersAdapter: StoreAdapter = {
  async listAll(db) { return userRecords(db, await db.select().from(users)); },
  async list(db, resource, query) { return listInMemory(resource, await this.listAll(db, resource), query); },
  async get(db, resource, id) {
    return (await userRecords(db, isUuid(id) ? await db.select().from(users).where(eq(users.id, id)) : []))[0] ?? notFound(resource);
  },
  exists: (db, _resource, key, value) =>
    existsByCodeOrId(db, userCode, key, key === 'username' ? normaliseUsername(value) : value),
  async create(ctx, resource, data) {
    const columns = userColumns(data);
    const temporaryPassword = generateTemporaryPassword();
    const record = await typedWrite(ctx, resource, {
      unique: { ...userCode, value: columns.username },
      write: async () => {
        const id = await inTransaction(ctx.db, async (tx) => {
          const [row] = await tx.insert(users).values({ ...columns, passwordState: 'TEMPORARY', createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
          await writeLinks(tx, row.id, data);
          return row.id;
        });
        await setPassword(ctx.db, id, temporaryPassword, 'TEMPORARY', ctx.actor.username);
        return this.get(ctx.db, resource, id);
      },
    });
    return { ...record, notice: { key: 'users.createdWithPassword', params: { username: columns.username, password: temporaryPassword } } };
  },
  async update(ctx, resource, id, update) {
    const before = await this.get(ctx.db, resource, id);
    const data = update.data ?? before.data;
    const columns = userColumns(data);
    const disabled = update.disabled ?? before.disabled;
    return typedWrite(ctx, resource, {
      before, version: update.version, unique: { ...userCode, value: columns.username },
      action: disabled !== before.disabled ? (disabled ? 'DISABLE' : 'ENABLE') : 'UPDATE',
      write: async () => {
        await inTransaction(ctx.db, async (tx) => {
          await tx.update(users).set({ ...columns, disabled, version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username }).where(eq(users.id, id));
          await writeLinks(tx, id, data);
        });
        if (disabled && !before.disabled) await revokeUserSessions(ctx.db, id);
        return this.get(ctx.db, resource, id);
      },
    });
  },
  async remove() {
    // The audit trail and signatures name users: they are disabled, never deleted.
    throw new KeelError('BUSINESS_RULE', 'users.disableInstead');
  },
};
