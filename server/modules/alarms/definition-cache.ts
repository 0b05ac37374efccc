/**
 * The enabled alarm definitions, kept per database so an ingested batch costs no descriptor read (docs/alarms.md
 * "Engine"). A write of an `alarm-definition` descriptor in this process drops the copy at once (the descriptor
 * change hook); a write on another instance is seen within `recheckMs`, when the copy is read again.
 */
import type { Db } from '../../db/engine.js';
import { onDescriptorChange } from '../descriptors/descriptor-changes.js';
import { listDescriptors } from '../descriptors/store.js';
import type { AlarmDefinition } from './subject-state.js';

/** How long a copy is trusted without a change announced here (another instance's write shows after this). */
export const recheckMs = 10_000;

interface Cached { loadedAt: number; definitions: Promise<AlarmDefinition[]> }

const cache = new WeakMap<Db, Cached>();

onDescriptorChange((db, kind) => { if (kind === 'alarm-definition') cache.delete(db); });

/** Whether the definition applies to the ship (named by code, as descriptors name ships): every ship when it names none. */
export const appliesToShip = (definition: AlarmDefinition, ship: { code: string }) =>
  !definition.body.units?.length || definition.body.units.includes(ship.code);

/** The enabled definitions (descriptor not disabled and `enabled` not false), by code. */
export function enabledAlarmDefinitions(db: Db, now = Date.now()): Promise<AlarmDefinition[]> {
  const cached = cache.get(db);
  if (cached && now - cached.loadedAt < recheckMs && now >= cached.loadedAt) return cached.definitions;
  const definitions = listDescriptors(db, 'alarm-definition')
    .then((rows) => rows.filter((row) => row.body.enabled !== false).map((row) => ({ code: row.code, body: row.body })));
  const entry = { loadedAt: now, definitions };
  cache.set(db, entry);
  // A failed read is not kept: the next batch asks again.
  definitions.catch(() => { if (cache.get(db) === entry) cache.delete(db); });
  return definitions;
}
