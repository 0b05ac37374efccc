/**
 * Modules that follow what crews record: each listener hears every entry saved in its logbook, after the save has
 * committed (the voyages module builds voyage legs from the deck log). A listener registers when its module is
 * imported; one that fails is logged and does not undo or fail the save.
 */
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

/** Tells the listeners of the entry's logbook that it was saved. */
export async function notifyEntrySaved(db: Db, entry: EntryRow): Promise<void> {
  for (const listener of entryListeners.list()) {
    if (listener.elogCode !== entry.elogCode) continue;
    try {
      await listener.entrySaved(db, entry);
    } catch (error) {
      console.error(`Keel: ${listener.name} failed after entry ${entry.id} of ${entry.elogCode} was saved: ${describeForLog(error)}`);
    }
  }
}
