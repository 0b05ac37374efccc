/**
 * The one migration runner (STYLE §2): steps a stored body from its schema version to the latest,
 * one pure step at a time. It runs on the server only, on read and before write.
 */
import type { KindDefinition } from '../../../descriptors/kinds/kind.js';

export class DescriptorMigrationError extends Error {}

export interface MigratedBody {
  body: Record<string, unknown>;
  schemaVersion: number;
}

export function migrateDescriptor(kind: KindDefinition, code: string, body: Record<string, unknown>, fromVersion: number): MigratedBody {
  const latest = kind.schemaVersion;
  const minimum = kind.minimumSchemaVersion ?? 1;
  if (fromVersion > latest) {
    throw new DescriptorMigrationError(`${kind.id}/${code}: schema version ${fromVersion} is newer than this server knows (${latest})`);
  }
  if (fromVersion < minimum) {
    throw new DescriptorMigrationError(`${kind.id}/${code}: schema version ${fromVersion} is below the minimum ${minimum} and cannot be upgraded`);
  }
  let current = structuredClone(body);
  for (let to = fromVersion + 1; to <= latest; to++) {
    const step = kind.migrations.find((m) => m.to === to);
    if (!step) throw new DescriptorMigrationError(`${kind.id}/${code}: no migration step to schema version ${to}`);
    try {
      current = step.migrate(current);
    } catch (error) {
      throw new DescriptorMigrationError(`${kind.id}/${code}: migration ${to - 1} → ${to} failed: ${(error as Error).message}`);
    }
  }
  return { body: current, schemaVersion: latest };
}
