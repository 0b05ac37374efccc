/** The EU flags of the ports (records of the `port` resource), read through the resource store. */
import type { Db } from '../../db/engine.js';
import { findResource } from '../resources/definitions.js';
import { storeFor } from '../resources/stores/index.js';
import type { PortFlags } from './leg-scope.js';

/** Flags by UN/LOCODE of every port record, disabled ones included (history still names them). */
export async function loadPortFlags(db: Db): Promise<Map<string, PortFlags>> {
  const resource = await findResource(db, 'port');
  if (!resource) return new Map();
  const rows = await storeFor(resource).listAll(db, resource);
  return new Map(rows.map((row) => [String(row.data.unlocode ?? row.code), {
    euEea: row.data.euEea === true, neighbouringTranshipmentPort: row.data.neighbouringTranshipmentPort === true,
  }]));
}
