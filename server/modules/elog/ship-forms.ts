/**
 * The form a ship's entries are filled with (issue 18, decision 54): the entry descriptor's base form with the
 * form overlays that reach the ship — its shipowner's, its unit groups', its own — and the snapshot that keeps
 * exactly that form for the entries saved with it.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ElogEntryDescriptorBody } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { resolveForm, type ShipScope } from '../../../descriptors/lib/forms/form-overlay.js';
import type { Db } from '../../db/engine.js';
import { KeelError } from '../../errors/keel-error.js';
import { findShip } from '../access/ships.js';
import { listUnitGroups } from '../access/unit-groups.js';
import { listDescriptors } from '../descriptors/store.js';
import { canonicalJson } from './audit-chain.js';
import { formOf } from './elog-definitions.js';
import { elogFormSnapshots } from './tables.js';

export interface ShipForm {
  code: string;
  version: number;
  body: FormBody;
  /** the overlays applied, in order, with the versions applied */
  overlays: { code: string; version: number }[];
}

/** What the ship belongs to, for the overlays that reach it: its shipowner (particulars) and unit groups. */
export async function shipScopeOf(db: Db, unitId: string): Promise<ShipScope> {
  const ship = await findShip(db, unitId);
  if (!ship) throw new KeelError('NOT_FOUND', 'error.notFound');
  const owner = ship.particulars.shipowner;
  const fleets = (await listUnitGroups(db)).filter((g) => g.unitIds.includes(unitId)).map((g) => g.code);
  return { shipId: unitId, ...(typeof owner === 'string' && owner ? { shipowner: owner } : {}), fleets };
}

/** The entry descriptor's form as the ship sees it; without a ship, the base form. */
export async function formForShip(db: Db, descriptor: ElogEntryDescriptorBody, unitId: string | undefined): Promise<ShipForm> {
  const base = await formOf(db, descriptor);
  const overlays = unitId ? (await listDescriptors(db, 'form-overlay')).filter((row) => row.body.form === base.code) : [];
  if (!unitId || !overlays.length) return { ...base, overlays: [] };
  const stored = overlays.map((row) => ({ ...row.body, code: row.code, disabled: row.disabled }));
  const resolved = resolveForm(base.body, base.code, await shipScopeOf(db, unitId), stored);
  const versions = new Map(overlays.map((row) => [row.code, row.version]));
  return { ...base, body: resolved.form, overlays: resolved.applied.map((code) => ({ code, version: versions.get(code)! })) };
}

/** Keeps the form an entry is saved with (once per distinct form) and answers its snapshot id. */
export async function snapshotOf(db: Db, form: ShipForm): Promise<string> {
  const id = createHash('sha256').update(canonicalJson({ code: form.code, body: form.body })).digest('hex').slice(0, 40);
  await db.insert(elogFormSnapshots).values({ id, formDescriptor: form.code, formVersion: form.version, overlays: form.overlays, body: form.body as Record<string, unknown> })
    .onConflictDoNothing();
  return id;
}

/** A kept form, or undefined when there is none by that id. */
export async function findSnapshot(db: Db, id: string) {
  const [row] = await db.select().from(elogFormSnapshots).where(eq(elogFormSnapshots.id, id));
  return row && { ...row, body: row.body as FormBody };
}
