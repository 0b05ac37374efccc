/** A group with members as a resource: a code and description in the groups' table, one link row a member. */
import { eq, inArray } from 'drizzle-orm';
import { inTransaction, type Db } from '../../../db/engine.js';
import type { roleGroupRoles, roleGroups, unitGroupUnits, unitGroups } from '../tables.js';
import { listInMemory } from '../../resources/stores/in-memory-list.js';
import type { StoreAdapter, StoredRecord } from '../../resources/stores/store-adapter.js';
import { asStrings, existsByCodeOrId, type CodeColumn, isUuid, notFound, typedWrite } from '../../resources/stores/typed-helpers.js';

type GroupTable = typeof roleGroups | typeof unitGroups;
type LinkTable = typeof roleGroupRoles | typeof unitGroupUnits;

export interface GroupTables {
  table: GroupTable;
  links: LinkTable;
  /** The link table's column naming the member; `link` builds a link row from group and member. */
  memberColumn: typeof roleGroupRoles.roleId | typeof unitGroupUnits.unitId;
  link(groupId: string, memberId: string): LinkTable['$inferInsert'];
  /** The record field that lists the members' ids. */
  field: string;
  /** Who holds a group through a link table no descriptor declares (users given a unit group). */
  typedReferrers?: StoreAdapter['typedReferrers'];
}

export function groupAdapter({ table, links, memberColumn, link, field, typedReferrers }: GroupTables): StoreAdapter {
  const groupCode: CodeColumn = { table, column: table.code, field: 'code' };

  async function groupRecords(db: Db, rows: GroupTable['$inferSelect'][]): Promise<StoredRecord[]> {
    const members = rows.length
      ? await db.select({ groupId: links.groupId, memberId: memberColumn }).from(links).where(inArray(links.groupId, rows.map((r) => r.id)))
      : [];
    return rows.map((row) => ({
      id: row.id, version: row.version, code: row.code, disabled: false, updatedAt: row.updatedAt, updatedBy: row.updatedBy,
      data: { code: row.code, description: row.description, [field]: members.filter((m) => m.groupId === row.id).map((m) => m.memberId) },
    }));
  }

  async function writeMembers(db: Db, groupId: string, memberIds: string[]): Promise<void> {
    await db.delete(links).where(eq(links.groupId, groupId));
    if (memberIds.length) await db.insert(links).values([...new Set(memberIds)].map((memberId) => link(groupId, memberId)));
  }

  return {
    async listAll(db) { return groupRecords(db, await db.select().from(table)); },
    async list(db, resource, query) { return listInMemory(resource, await this.listAll(db, resource), query); },
    async get(db, resource, id) {
      return (await groupRecords(db, isUuid(id) ? await db.select().from(table).where(eq(table.id, id)) : []))[0] ?? notFound(resource);
    },
    exists: (db, _resource, key, value) => existsByCodeOrId(db, groupCode, key, value),
    async create(ctx, resource, data) {
      const code = String(data.code);
      return typedWrite(ctx, resource, {
        unique: { ...groupCode, value: code },
        write: async () => {
          const id = await inTransaction(ctx.db, async (tx) => {
            const [row] = await tx.insert(table).values({ code, description: String(data.description ?? code), createdBy: ctx.actor.username, updatedBy: ctx.actor.username }).returning();
            await writeMembers(tx, row.id, asStrings(data[field]));
            return row.id;
          });
          return this.get(ctx.db, resource, id);
        },
      });
    },
    async update(ctx, resource, id, update) {
      const before = await this.get(ctx.db, resource, id);
      const data = update.data ?? before.data;
      const code = String(data.code);
      return typedWrite(ctx, resource, {
        before, version: update.version, unique: { ...groupCode, value: code },
        write: async () => {
          await inTransaction(ctx.db, async (tx) => {
            await tx.update(table).set({ code, description: String(data.description ?? data.code), version: before.version + 1, updatedAt: new Date(), updatedBy: ctx.actor.username })
              .where(eq(table.id, id));
            await writeMembers(tx, id, asStrings(data[field]));
          });
          return this.get(ctx.db, resource, id);
        },
      });
    },
    async remove(ctx, resource, id) {
      const before = await this.get(ctx.db, resource, id);
      await typedWrite(ctx, resource, { before, write: async () => { await ctx.db.delete(table).where(eq(table.id, id)); } });
    },
    typedReferrers,
  };
}
