/** One contract for every resource store: the generic record store and the typed tables behind users, roles, ships. */
import type { Db } from '../../../db/engine.js';
import type { Language } from '../../../../descriptors/lib/text.js';
import type { DateStatusWindow } from '../../../../descriptors/lib/date-status.js';
import type { Actor } from '../../descriptors/descriptor-writes.js';
import type { LoadedResource } from '../definitions.js';

/** A record as the resource convention shows it, whatever table holds it. */
export interface StoredRecord {
  id: string;
  version: number;
  code: string | null;
  data: Record<string, unknown>;
  disabled: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}

export interface ListQuery {
  page: number;
  size: number;
  sort?: { field: string; direction: 'asc' | 'desc' };
  /** Field → value: contains for text columns, exact for select/boolean columns. */
  filters?: Record<string, string>;
  search?: string;
  includeDisabled?: boolean;
  /** Only records of these ships (resources with a unitField, and the ships themselves; undefined: every ship). */
  unitIds?: readonly string[];
  /** Today's boundaries of the resource's dateStatus, for a filter by it. */
  dateStatusWindow?: DateStatusWindow;
}

export interface RecordUpdate {
  version: number;
  data?: Record<string, unknown>;
  disabled?: boolean;
}

export interface WriteContext {
  db: Db;
  actor: Actor;
  language: Language;
}

export interface StoreAdapter {
  list(db: Db, resource: LoadedResource, query: ListQuery): Promise<{ items: StoredRecord[]; total: number }>;
  /** Every record (for reference checks over typed stores; typed tables are small). */
  listAll(db: Db, resource: LoadedResource): Promise<StoredRecord[]>;
  get(db: Db, resource: LoadedResource, id: string): Promise<StoredRecord>;
  /** True when a record has `value` in field `key` (or as its id when no key). */
  exists(db: Db, resource: LoadedResource, key: string | undefined, value: string): Promise<boolean>;
  /** Creates a record; `notice` is a message key (with parameters) shown to the user once, e.g. a temporary password. */
  create(ctx: WriteContext, resource: LoadedResource, data: Record<string, unknown>): Promise<StoredRecord & { notice?: { key: string; params: Record<string, string> } }>;
  update(ctx: WriteContext, resource: LoadedResource, id: string, update: RecordUpdate): Promise<StoredRecord>;
  remove(ctx: WriteContext, resource: LoadedResource, id: string): Promise<void>;
  /** Rows of typed link tables that hold the record (e.g. users given a ship), whether or not a descriptor declares them. */
  typedReferrers?(db: Db, resource: LoadedResource, id: string): Promise<{ id: string; label: string }[]>;
}
