/**
 * Checks a module adds before a descriptor of a kind is written, beyond its schema: what the body names must exist
 * (an algorithm's data cluster, tags and artifacts). Keyed by kind; the owning module registers its check when imported.
 */
import type { DescriptorBody, DescriptorKind } from '../../../descriptors/kinds/index.js';
import type { Db } from '../../db/engine.js';
import type { FieldError } from '../../errors/keel-error.js';

/** The problems of a body that passed its schema, each at its pointer under `pointerPrefix`; `code` is the descriptor's ('' for a body tried unsaved). */
export type DescriptorWriteCheck<K extends DescriptorKind> = (db: Db, body: DescriptorBody<K>, pointerPrefix: string, code: string) => Promise<FieldError[]>;

const checks = new Map<DescriptorKind, DescriptorWriteCheck<DescriptorKind>>();

export function registerWriteCheck<K extends DescriptorKind>(kind: K, check: DescriptorWriteCheck<K>): void {
  if (checks.has(kind)) throw new Error(`Duplicate descriptor write check: ${kind}`);
  checks.set(kind, check as DescriptorWriteCheck<DescriptorKind>);
}

/** What the kind's module finds wrong with a body that prepareBody has validated against the kind's schema. */
export async function writeCheckProblems(db: Db, kind: DescriptorKind, validatedBody: Record<string, unknown>, pointerPrefix: string, code = ''): Promise<FieldError[]> {
  const check = checks.get(kind);
  return check ? check(db, validatedBody as DescriptorBody<DescriptorKind>, pointerPrefix, code) : [];
}
