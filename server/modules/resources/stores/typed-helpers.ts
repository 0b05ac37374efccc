/** Shared steps of the typed-table adapters: version checks, unique values, audit. */
import { KeelError } from '../../../http/errors.js';
import { translate, type Language } from '../../../http/i18n.js';
import type { Db } from '../../../db/engine.js';
import { writeAudit } from '../../audit/audit.js';
import type { LoadedResource } from '../definitions.js';
import type { StoredRecord, WriteContext } from './store-adapter.js';

export function assertCurrentVersion(current: { version: number }, expected: number): void {
  if (current.version !== expected) throw new KeelError('CONFLICT', 'records.staleVersion', { version: expected, current: current.version });
}

/** 409 with the field's pointer when another row already holds the value. */
export function assertFree(taken: boolean, field: string, value: unknown, language: Language): void {
  if (!taken) return;
  throw new KeelError('CONFLICT', 'records.duplicateValue', { field }, [
    { path: `/requestValue/data/${field}`, code: 'unique', message: translate(language, 'records.duplicate', { field, value: String(value) }) },
  ]);
}

export function notFound(resource: LoadedResource): never {
  throw new KeelError('NOT_FOUND', 'records.notFound', { resource: resource.code });
}

export async function auditWrite(
  ctx: WriteContext, resource: LoadedResource, action: string, before: StoredRecord | undefined, after: StoredRecord | undefined,
): Promise<void> {
  await writeAudit(ctx.db as Db, {
    actor: ctx.actor, action, entity: resource.code, entityId: (after ?? before)?.id,
    fromVersion: before?.version, toVersion: after?.version, details: { before: before?.data, after: after?.data },
  });
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const asStrings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
export const asText = (value: unknown): string | null => (value === undefined || value === null || value === '' ? null : String(value));
