/** Built-in descriptors shipped as files (descriptors/kinds/<kind>/builtin/<code>.json), loaded at start. */
import { withFieldOrder } from '../../../descriptors/lib/field-order.js';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { descriptorKinds, kindDefinitions, type DescriptorKind } from '../../../descriptors/kinds/index.js';
import { isJsonEqual } from '../../../descriptors/lib/json-diff.js';
import type { Db } from '../../db/engine.js';
import { descriptorRevisions, descriptors } from './tables.js';
import { forgetDescriptors } from './store.js';
import { kindCheckProblems } from './kind-checks.js';
import { validateDescriptorBody } from './validate.js';

export interface BuiltinDescriptor {
  kind: DescriptorKind;
  code: string;
  body: Record<string, unknown>;
}

const kindsFolder = fileURLToPath(new URL('../../../descriptors/kinds/', import.meta.url));
let cache: BuiltinDescriptor[] | undefined;

export function readBuiltins(): BuiltinDescriptor[] {
  cache ??= descriptorKinds.flatMap((kind) => {
    const folder = `${kindsFolder}${kind}/builtin/`;
    let files: string[];
    try { files = readdirSync(folder).filter((f) => f.endsWith('.json')).sort(); } catch { return []; }
    return files.map((file) => ({ kind, code: file.replace(/\.json$/, ''), body: withFieldOrder(JSON.parse(readFileSync(folder + file, 'utf8')) as Record<string, unknown>) }));
  });
  return cache;
}

export function findBuiltin(kind: DescriptorKind, code: string): BuiltinDescriptor | undefined {
  return readBuiltins().find((b) => b.kind === kind && b.code === code);
}

/**
 * Loads every built-in: a new one is inserted, a changed one gets a new version and revision,
 * and an implementer's non-system override is left as it is. An invalid built-in stops the start.
 */
export async function loadBuiltins(db: Db): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  for (const builtin of readBuiltins()) {
    const problems = [...validateDescriptorBody(builtin.kind, builtin.body), ...kindCheckProblems(builtin.kind, builtin.body, '')];
    if (problems.length) throw new Error(`built-in ${builtin.kind}/${builtin.code} is invalid: ${JSON.stringify(problems)}`);
    const schemaVersion = kindDefinitions[builtin.kind].schemaVersion;
    await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(descriptors).where(and(eq(descriptors.kind, builtin.kind), eq(descriptors.code, builtin.code)));
      if (!existing) {
        const [row] = await tx.insert(descriptors).values({ kind: builtin.kind, code: builtin.code, schemaVersion, body: builtin.body, system: true, createdBy: 'system', updatedBy: 'system' }).returning();
        await tx.insert(descriptorRevisions).values({ descriptorId: row.id, version: 1, schemaVersion, body: builtin.body, author: 'system', note: 'built-in' });
        inserted++;
      } else if (existing.system && !isJsonEqual(existing.body, builtin.body)) {
        const version = existing.version + 1;
        await tx.update(descriptors).set({ body: builtin.body, schemaVersion, version, updatedAt: new Date(), updatedBy: 'system' }).where(eq(descriptors.id, existing.id));
        await tx.insert(descriptorRevisions).values({ descriptorId: existing.id, version, schemaVersion, body: builtin.body, author: 'system', note: 'built-in updated' });
        updated++;
      }
    });
  }
  if (inserted || updated) forgetDescriptors(db);
  return { inserted, updated };
}
