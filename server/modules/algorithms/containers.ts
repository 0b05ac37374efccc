/**
 * Trained models (artifact containers, SPEC §3): stored with their content (gzip JSON, shared by clones), read only for
 * the ships the user may see (another ship's model is a 404), at most one current model per ship, artifact and
 * additional key. Every write is audited.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ArtifactContainerAnswer, ContainerPage, TrainedSetData } from '../../../descriptors/lib/algorithms/algorithm-answers.js';
import { canSeeUnit, type Principal } from '../../../descriptors/lib/access.js';
import { inTransaction, type Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { listShips } from '../access/ships.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { writeAudit } from '../audit/audit.js';
import type { Actor } from '../descriptors/descriptor-writes.js';
import { artifactContainers, artifactContents } from './tables.js';

type ContainerRow = typeof artifactContainers.$inferSelect;
interface ShipName { code: string; name: string }

export interface NewContainer {
  unitId: string;
  algorithm: string | null;
  artifactDescriptor: string;
  description?: string | null;
  referringTags: string[];
  lineToSkip: number;
  trainedSetData: TrainedSetData;
  additionalKey?: string | null;
  currentModel?: boolean;
}

const entity = 'artifact-container';

export function containerAnswer(row: ContainerRow, ship: ShipName, contentBytes: number): ArtifactContainerAnswer {
  return {
    id: row.id, version: row.version, unitId: row.unitId, unit: ship, algorithm: row.algorithm, artifactDescriptor: row.artifactDescriptor,
    description: row.description, referringTags: row.referringTags, lineToSkip: row.lineToSkip, trainedSetData: row.trainedSetData,
    contentId: row.contentId, contentBytes, creationDateTime: row.createdAt.toISOString(), createdBy: row.createdBy,
    additionalKey: row.additionalKey || null, currentModel: row.currentModel,
  };
}

async function answersOf(db: Db, rows: ContainerRow[]): Promise<ArtifactContainerAnswer[]> {
  if (!rows.length) return [];
  const ships = new Map((await listShips(db, { ids: rows.map((r) => r.unitId) })).map((s) => [s.id, s]));
  const sizes = new Map((await db.select({ id: artifactContents.id, bytes: artifactContents.bytes }).from(artifactContents)
    .where(inArray(artifactContents.id, [...new Set(rows.map((r) => r.contentId))]))).map((c) => [c.id, c.bytes]));
  return rows.map((row) => containerAnswer(row, ships.get(row.unitId) ?? { code: '?', name: '?' }, sizes.get(row.contentId) ?? 0));
}

/** How many trained models name an algorithm or an artifact descriptor (what keeps them from being deleted). */
export async function containersNaming(db: Db, naming: { algorithm?: string; artifactDescriptor?: string }): Promise<number> {
  const where = naming.algorithm !== undefined ? eq(artifactContainers.algorithm, naming.algorithm) : eq(artifactContainers.artifactDescriptor, naming.artifactDescriptor ?? '');
  const [row] = await db.select({ n: count() }).from(artifactContainers).where(where);
  return Number(row?.n ?? 0);
}

export interface ContainerSearchInput {
  unitId?: string; artifactDescriptor?: string; algorithm?: string; currentOnly?: boolean; text?: string; page?: number; size?: number;
}

/** SPEC §7 artifact-container search: the trained models of the ships the user may see, newest first. */
export async function searchContainers(db: Db, principal: Principal, search: ContainerSearchInput): Promise<ContainerPage> {
  const visible = (await listVisibleShips(db, principal, { includeDisabled: true })).map((s) => s.id);
  const unitIds = search.unitId ? visible.filter((id) => id === search.unitId) : visible;
  if (!unitIds.length) return { content: [], totalElements: 0 };
  const conditions: SQL[] = [inArray(artifactContainers.unitId, unitIds)];
  if (search.artifactDescriptor) conditions.push(eq(artifactContainers.artifactDescriptor, search.artifactDescriptor));
  if (search.algorithm) conditions.push(eq(artifactContainers.algorithm, search.algorithm));
  if (search.currentOnly) conditions.push(eq(artifactContainers.currentModel, true));
  if (search.text) {
    const like = `%${search.text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(or(ilike(artifactContainers.description, like), ilike(artifactContainers.artifactDescriptor, like), ilike(artifactContainers.algorithm, like))!);
  }
  const where = and(...conditions);
  const size = search.size ?? 50;
  const rows = await db.select().from(artifactContainers).where(where)
    .orderBy(desc(artifactContainers.createdAt), desc(artifactContainers.id)).limit(size).offset((search.page ?? 0) * size);
  const [total] = await db.select({ n: count() }).from(artifactContainers).where(where);
  return { content: await answersOf(db, rows), totalElements: Number(total?.n ?? 0) };
}

/** A trained model of a ship the user may see; 404 otherwise (its existence is not told). */
export async function loadContainer(db: Db, principal: Principal, id: string): Promise<ContainerRow> {
  const [row] = await db.select().from(artifactContainers).where(eq(artifactContainers.id, id));
  if (!row || !canSeeUnit(principal, row.unitId)) throw new KeelError('NOT_FOUND', 'algorithms.modelNotFound', { id });
  return row;
}

export async function containerView(db: Db, row: ContainerRow): Promise<ArtifactContainerAnswer> {
  return (await answersOf(db, [row]))[0]!;
}

/** The ship's current model of an artifact (for an additional key), or undefined. */
export async function findCurrentModel(db: Db, unitId: string, artifactDescriptor: string, additionalKey = ''): Promise<ContainerRow | undefined> {
  const [row] = await db.select().from(artifactContainers).where(and(eq(artifactContainers.unitId, unitId),
    eq(artifactContainers.artifactDescriptor, artifactDescriptor), eq(artifactContainers.additionalKey, additionalKey), eq(artifactContainers.currentModel, true)));
  return row;
}

/** Every current model of a ship for an artifact, one per additional key. */
export async function currentModelsOf(db: Db, unitId: string, artifactDescriptor: string): Promise<ContainerRow[]> {
  return db.select().from(artifactContainers).where(and(eq(artifactContainers.unitId, unitId),
    eq(artifactContainers.artifactDescriptor, artifactDescriptor), eq(artifactContainers.currentModel, true)));
}

/** Stores a model's content once: gzip JSON with the digest of its text. */
export async function storeContent(db: Db, model: unknown): Promise<string> {
  const text = JSON.stringify(model);
  const [row] = await db.insert(artifactContents).values({
    content: gzipSync(text), bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex'),
  }).returning({ id: artifactContents.id });
  return row!.id;
}

export async function readContent(db: Db, contentId: string): Promise<unknown> {
  const [row] = await db.select({ content: artifactContents.content }).from(artifactContents).where(eq(artifactContents.id, contentId));
  if (!row) throw new KeelError('NOT_FOUND', 'algorithms.modelNotFound', { id: contentId });
  return JSON.parse(gunzipSync(row.content).toString('utf8'));
}

async function clearCurrent(tx: Db, row: Pick<ContainerRow, 'unitId' | 'artifactDescriptor' | 'additionalKey'>, actor: Actor) {
  await tx.update(artifactContainers).set({ currentModel: false, updatedAt: new Date(), updatedBy: actor.username })
    .where(and(eq(artifactContainers.unitId, row.unitId), eq(artifactContainers.artifactDescriptor, row.artifactDescriptor),
      eq(artifactContainers.additionalKey, row.additionalKey), eq(artifactContainers.currentModel, true)));
}

/** Saves a trained model with its content (or an existing content's id); `currentModel` makes it the ship's current one. */
export async function saveContainer(db: Db, actor: Actor, input: NewContainer, content: { model: unknown } | { contentId: string }): Promise<ContainerRow> {
  return inTransaction(db, async (tx) => {
    const contentId = 'contentId' in content ? content.contentId : await storeContent(tx, content.model);
    const additionalKey = input.additionalKey ?? '';
    if (input.currentModel) await clearCurrent(tx, { unitId: input.unitId, artifactDescriptor: input.artifactDescriptor, additionalKey }, actor);
    const [row] = await tx.insert(artifactContainers).values({
      unitId: input.unitId, algorithm: input.algorithm, artifactDescriptor: input.artifactDescriptor, description: input.description ?? null,
      referringTags: input.referringTags, lineToSkip: input.lineToSkip, trainedSetData: input.trainedSetData, contentId, additionalKey,
      currentModel: input.currentModel ?? false, createdBy: actor.username, updatedBy: actor.username,
    }).returning();
    await writeAudit(tx, { actor, action: 'CREATE', entity, entityId: row!.id, toVersion: 1, details: { unitId: input.unitId, artifactDescriptor: input.artifactDescriptor } });
    return row!;
  });
}

/** Makes a model its ship's current one for its artifact and additional key (the previous current one stops being). */
export async function setCurrentModel(db: Db, actor: Actor, row: ContainerRow): Promise<ContainerRow> {
  return inTransaction(db, async (tx) => {
    await clearCurrent(tx, row, actor);
    const [updated] = await tx.update(artifactContainers).set({ currentModel: true, version: row.version + 1, updatedAt: new Date(), updatedBy: actor.username })
      .where(eq(artifactContainers.id, row.id)).returning();
    await writeAudit(tx, { actor, action: 'SET_CURRENT', entity, entityId: row.id, fromVersion: row.version, toVersion: row.version + 1 });
    return updated!;
  });
}

/** A copy of a model for a sister ship: the same content, its own record, current only when asked. */
export async function cloneContainer(db: Db, actor: Actor, row: ContainerRow, unitId: string, currentModel = false): Promise<ContainerRow> {
  return saveContainer(db, actor, {
    unitId, algorithm: row.algorithm, artifactDescriptor: row.artifactDescriptor, description: row.description, referringTags: row.referringTags,
    lineToSkip: row.lineToSkip, trainedSetData: row.trainedSetData, additionalKey: row.additionalKey || null, currentModel,
  }, { contentId: row.contentId });
}
