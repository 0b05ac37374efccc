/**
 * Modules that follow what crews record: each listener hears every entry saved in its logbook, after the save has
 * committed (the voyages module builds voyage legs from the deck log), or once per ship for a batch of saves. A
 * listener registers when its module is imported; one that fails is logged and does not undo or fail the save.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Registry, type RegistryEntry } from '../../../descriptors/lib/registry.js';
import type { Db } from '../../db/engine.js';
import type { EntryRow } from './entry-service.js';
import { describeForLog } from '../../http/database-errors.js';

export interface EntryListener extends RegistryEntry {
  /** A unique id (module and purpose). */
  id: string;
  /** The logbook whose entries it hears (elog code, e.g. DECK). */
  elogCode: string;
  entrySaved(db: Db, entry: EntryRow): Promise<void>;
}

export const entryListeners = new Registry<EntryListener>('logbook entry listener');

/** The notifications held back in a batch, the last entry per ship and logbook (see withEntryNotificationsBatched). */
const heldBack = new AsyncLocalStorage<Map<string, { db: Db; entry: EntryRow }>>();

/**
 * Runs `work` (which saves many entries, like the demo logbooks' history) with the notifications of its saves held back,
 * then tells the listeners once per ship and logbook, with the last entry saved: listeners rebuild what they follow
 * from the log, so hearing every entry of a month would only repeat that rebuild. Saves elsewhere are not held back.
 */
export async function withEntryNotificationsBatched<T>(work: () => Promise<T>): Promise<T> {
  const held = new Map<string, { db: Db; entry: EntryRow }>();
  try {
    return await heldBack.run(held, work);
  } finally {
    for (const { db, entry } of held.values()) await notifyEntrySaved(db, entry);
  }
}

/** Tells the listeners of the entry's logbook that it was saved. */
export async function notifyEntrySaved(db: Db, entry: EntryRow): Promise<void> {
  const held = heldBack.getStore();
  if (held) {
    held.set(`${entry.unitId}:${entry.elogCode}`, { db, entry });
    return;
  }
  for (const listener of entryListeners.list()) {
    if (listener.elogCode !== entry.elogCode) continue;
    try {
      await listener.entrySaved(db, entry);
    } catch (error) {
      console.error(`Keel: ${listener.name} failed after entry ${entry.id} of ${entry.elogCode} was saved: ${describeForLog(error)}`);
    }
  }
}
