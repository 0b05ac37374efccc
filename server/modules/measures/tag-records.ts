/** Tags are records of the `measure` resource: reading them by code, by generic asset and by search filters. */
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { countRecords, findRecordById, selectRecords } from '../resources/record-queries.js';
import { dataText, likePattern, recordCode, recordData } from '../resources/record-sql.js';
import type { RecordRow } from '../resources/record-store.js';
import type { TagAnswer } from '../../../descriptors/lib/tags/tag-answers.js';
import { defaultValueType, tagSemanticsOf, type TagValueType } from '../../../descriptors/lib/tags/tag-semantics.js';

export const tagResource = 'measure';

export type TagRow = RecordRow;

/** A tag as the measures calls answer it: its record fields flattened, the clusters of its definitions listed. */
export function tagView(row: TagRow): TagAnswer {
  const data = row.data as Record<string, unknown>;
  const text = (field: string) => (typeof data[field] === 'string' ? (data[field] as string) : null);
  const definitions = Array.isArray(data.definitions) ? (data.definitions as { cluster?: unknown }[]) : [];
  const { valueType, aggregation, precision } = tagSemanticsOf(data);
  return {
    id: row.id, version: row.version, tag: String(row.code ?? data.tag ?? ''), description: text('description') ?? '',
    measureType: text('measureType'), measureUnit: text('measureUnit'), genericAsset: text('genericAsset'),
    valueType, aggregationType: aggregation, precision,
    clusters: [...new Set(definitions.map((d) => d.cluster).filter((c): c is string => typeof c === 'string'))],
    formatter: (data.formatter ?? null) as TagAnswer['formatter'],
    system: data.system === true, disabled: row.disabled,
  };
}


/** The tag with this code; 404 when there is none. */
export async function requireTag(db: Db, tag: string): Promise<TagRow> {
  const [row] = await selectRecords(db, tagResource, { codes: [tag] });
  if (!row) throw new KeelError('NOT_FOUND', 'measures.tagNotFound', { tag });
  return row;
}

/** The tag record with this id, or undefined. */
export async function findTagById(db: Db, id: string): Promise<TagRow | undefined> {
  const [row] = await selectRecords(db, tagResource, { ids: [id] });
  return row;
}

/** The tags with these codes, by code. */
export async function tagsByCode(db: Db, codes: readonly string[]): Promise<Map<string, TagRow>> {
  if (!codes.length) return new Map();
  const rows = await selectRecords(db, tagResource, { codes });
  return new Map(rows.map((row) => [String(row.code), row]));
}

/** Every enabled tag's value type by code (what the CSV import converts cells to). */
export async function tagValueTypes(db: Db): Promise<Map<string, TagValueType>> {
  const rows = await selectRecords(db, tagResource, { enabledOnly: true });
  return new Map(rows.map((r) => [String(r.code), tagSemanticsOf(r.data).valueType]));
}

/** Tags whose genericAsset is this generic asset (named by its code, or by its record id). */
export async function tagsOfAsset(db: Db, asset: string): Promise<TagRow[]> {
  const byId = await findRecordById(db, asset);
  const code = (byId?.resource === 'generic-asset' ? byId.code : undefined) ?? asset;
  return selectRecords(db, tagResource, { where: sql`${dataText('genericAsset')} = ${code}` });
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
  const conditions: SQL[] = [];
  const text = search.text?.trim();
  if (text) conditions.push(sql`(${recordCode} ilike ${likePattern(text)} or coalesce(${dataText('description')}, '') ilike ${likePattern(text)})`);
  if (search.measureType) conditions.push(sql`${dataText('measureType')} = ${search.measureType}`);
  // A tag without a valueType holds numbers (the resource's default).
  if (search.valueType) conditions.push(sql`coalesce(${dataText('valueType')}, ${defaultValueType}) = ${search.valueType}`);
  if (search.cluster) conditions.push(sql`${recordData} -> 'definitions' @> ${JSON.stringify([{ cluster: search.cluster }])}::jsonb`);
  const selection = { enabledOnly: !search.includeDisabled, where: and(...conditions) };
  const [items, total] = await Promise.all([
    selectRecords(db, tagResource, selection, { page: { page: search.page, size: search.size } }),
    countRecords(db, tagResource, selection),
  ]);
  return { items, total };
}
