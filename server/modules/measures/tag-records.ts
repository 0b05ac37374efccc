/** Tags are records of the `measure` resource: reading them by code, by generic asset and by search filters. */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { records } from '../../db/schema.js';
import { KeelError } from '../../http/errors.js';
import { dataText, likePattern } from '../resources/record-sql.js';

export const tagResource = 'measure';

export type TagRow = typeof records.$inferSelect;

/** A tag as the measures calls answer it: its record fields flattened, the clusters of its definitions listed. */
export function tagView(row: TagRow) {
  const data = row.data as Record<string, unknown>;
  const text = (field: string) => (typeof data[field] === 'string' ? (data[field] as string) : null);
  const definitions = Array.isArray(data.definitions) ? (data.definitions as { cluster?: unknown }[]) : [];
  return {
    id: row.id, version: row.version, tag: String(row.code ?? data.tag ?? ''), description: text('description') ?? '',
    measureType: text('measureType'), measureUnit: text('measureUnit'), genericAsset: text('genericAsset'),
    valueType: text('valueType') ?? 'NUMERIC', aggregationType: text('aggregationType') ?? 'AVG',
    precision: typeof data.precision === 'number' ? data.precision : null,
    clusters: [...new Set(definitions.map((d) => d.cluster).filter((c): c is string => typeof c === 'string'))],
    formatter: (data.formatter ?? null) as { type?: string; parameters?: Record<string, unknown> } | null,
    system: data.system === true, disabled: row.disabled,
  };
}

export type TagView = ReturnType<typeof tagView>;

const isTag = eq(records.resource, tagResource);

/** The tag with this code; 404 when there is none. */
export async function requireTag(db: Db, tag: string): Promise<TagRow> {
  const [row] = await db.select().from(records).where(and(isTag, eq(records.code, tag)));
  if (!row) throw new KeelError('NOT_FOUND', 'measures.tagNotFound', { tag });
  return row;
}

/** The tag record with this id, or undefined. */
export async function findTagById(db: Db, id: string): Promise<TagRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db.select().from(records).where(and(isTag, eq(records.id, id)));
  return row;
}

/** The tags with these codes, by code. */
export async function tagsByCode(db: Db, codes: readonly string[]): Promise<Map<string, TagRow>> {
  if (!codes.length) return new Map();
  const rows = await db.select().from(records).where(and(isTag, inArray(records.code, [...new Set(codes)])));
  return new Map(rows.map((row) => [String(row.code), row]));
}

/** Every enabled tag's value type by code (what the CSV import converts cells to). */
export async function tagValueTypes(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ code: records.code, valueType: sql<string | null>`${records.data} ->> 'valueType'` }).from(records)
    .where(and(isTag, eq(records.disabled, false)));
  return new Map(rows.map((r) => [String(r.code), r.valueType ?? 'NUMERIC']));
}

/** Tags whose genericAsset is this generic asset (named by its code, or by its record id). */
export async function tagsOfAsset(db: Db, asset: string): Promise<TagRow[]> {
  const [byId] = /^[0-9a-f-]{36}$/i.test(asset)
    ? await db.select({ code: records.code }).from(records).where(and(eq(records.resource, 'generic-asset'), eq(records.id, asset)))
    : [];
  const code = byId?.code ?? asset;
  return db.select().from(records).where(and(isTag, sql`${dataText('genericAsset')} = ${code}`)).orderBy(asc(records.code));
}

export interface TagSearch {
  /** contained in the code or the description, any case */
  text?: string;
  measureType?: string;
  valueType?: string;
  /** a cluster one of the tag's definitions names */
  cluster?: string;
  includeDisabled?: boolean;
  page: number;
  size: number;
}

export async function searchTags(db: Db, search: TagSearch): Promise<{ items: TagRow[]; total: number }> {
  const conditions: SQL[] = [isTag];
  if (!search.includeDisabled) conditions.push(eq(records.disabled, false));
  const text = search.text?.trim();
  if (text) conditions.push(sql`(${records.code} ilike ${likePattern(text)} or coalesce(${dataText('description')}, '') ilike ${likePattern(text)})`);
  if (search.measureType) conditions.push(sql`${dataText('measureType')} = ${search.measureType}`);
  // A tag without a valueType holds numbers (the resource's default).
  if (search.valueType) conditions.push(sql`coalesce(${dataText('valueType')}, 'NUMERIC') = ${search.valueType}`);
  if (search.cluster) conditions.push(sql`${records.data} -> 'definitions' @> ${JSON.stringify([{ cluster: search.cluster }])}::jsonb`);
  const where = and(...conditions);
  const [items, [{ total }]] = await Promise.all([
    db.select().from(records).where(where).orderBy(asc(records.code)).limit(search.size).offset((search.page - 1) * search.size),
    db.select({ total: count() }).from(records).where(where),
  ]);
  return { items, total };
}
