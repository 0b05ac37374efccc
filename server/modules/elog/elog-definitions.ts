/**
 * A logbook as its descriptors say: the elog-config, its enabled entry descriptors, their forms and the permission
 * set. Read per request (descriptors change without a release); a missing or disabled logbook is a 404.
 */
import type { ElogPermissionSet } from '../../../descriptors/lib/elog/elog-permission.js';
import type { ElogConfigBody } from '../../../descriptors/kinds/elog-config/elog-config.schema.js';
import type { ElogEntryDescriptorBody } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { getDescriptor, listDescriptors } from '../descriptors/store.js';

export interface ElogDefinition {
  code: string;
  config: ElogConfigBody;
  entryDescriptors: ElogEntryDescriptorBody[];
  permissions: ElogPermissionSet | undefined;
}

export async function loadElog(db: Db, code: string): Promise<ElogDefinition> {
  const row = await getDescriptor(db, 'elog-config', code);
  if (!row || row.disabled) throw new KeelError('NOT_FOUND', 'elog.unknownElog', { elog: code });
  const entryDescriptors = (await listDescriptors(db, 'elog-entry-descriptor'))
    .map((d) => d.body).filter((d) => d.eLog === code);
  const permissions = await getDescriptor(db, 'elog-permission', code);
  return {
    code, config: row.body, entryDescriptors,
    permissions: permissionSetOf(permissions),
  };
}

/** A logbook's permission set as its descriptor row holds it; a disabled set grants nothing. */
export function permissionSetOf(row: { disabled: boolean; body: unknown } | undefined): ElogPermissionSet | undefined {
  return row && !row.disabled ? row.body as ElogPermissionSet : undefined;
}

export function entryDescriptorOf(elog: ElogDefinition, code: string): ElogEntryDescriptorBody {
  const descriptor = elog.entryDescriptors.find((d) => d.code === code);
  if (!descriptor) throw new KeelError('INVALID_INPUT', 'elog.workflow.unknownDescriptor', { descriptor: code });
  return descriptor;
}

/** The form an entry descriptor is filled with, with the version that keys its compiled schema. */
export async function formOf(db: Db, descriptor: ElogEntryDescriptorBody): Promise<{ code: string; version: number; body: FormBody }> {
  const row = await getDescriptor(db, 'form', descriptor.dfdSelector);
  if (!row) throw new KeelError('BUSINESS_RULE', 'elog.formMissing', { form: descriptor.dfdSelector });
  return { code: row.code, version: row.version, body: row.body };
}
