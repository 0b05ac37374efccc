/**
 * What the voyage record follows in other modules: deck-log entries (legs are built from them: the deck log is the
 * first-ranked report source), ports (their EU
 * flags decide the scopes) and ships (the transhipment-port rule is for container ships). Imported once by routes.ts.
 */
import type { Db } from '../../db/engine.js';
import { entryListeners } from '../elog/entry-listeners.js';
import { writeHooks } from '../resources/write-hooks.js';
import type { StoredRecord } from '../resources/stores/store-adapter.js';
import { syncReportedRecords } from './reported-records-sync.js';
import { refreshVoyageRecords, shipsCallingAt } from './voyage-upkeep.js';

const scopeFields = ['unlocode', 'euEea', 'neighbouringTranshipmentPort'];
const changedIn = (fields: readonly string[], before?: StoredRecord, after?: StoredRecord) =>
  fields.some((f) => JSON.stringify(before?.data[f] ?? null) !== JSON.stringify(after?.data[f] ?? null));

entryListeners.register({
  id: 'voyages.deck-log', name: 'voyage legs from the deck log', elogCode: 'DECK',
  entrySaved: (db, entry) => syncReportedRecords(db, entry.unitId),
});

writeHooks.register({
  id: 'voyages.port-scope', name: 'EU scope of voyage legs', resource: 'port',
  async afterWrite(db: Db, before, after) {
    if (!changedIn(scopeFields, before, after)) return;
    const ports = [before?.data.unlocode, after?.data.unlocode].filter((p): p is string => typeof p === 'string');
    await refreshVoyageRecords(db, await shipsCallingAt(db, ports));
  },
});

writeHooks.register({
  id: 'voyages.ship-type', name: 'transhipment-port rule of container ships', resource: 'ship',
  async afterWrite(db: Db, before, after) {
    if (after && changedIn(['shipType'], before, after)) await refreshVoyageRecords(db, [after.id]);
  },
});
