/** The listeners the `tcp-config` records ask for, with the ship's code resolved for the grouping key. */
import { z } from 'zod';
import { formatGroupingKey } from '../../../descriptors/lib/grouping-key.js';
import type { Db } from '../../db/engine.js';
import { listShips } from '../access/ships.js';
import { selectRecords } from '../resources/record-queries.js';
import type { NmeaProtocol } from './nmea-listener.js';
import type { MappingRule } from './tag-mapping.js';

export const tcpConfigResource = 'tcp-config';

/** The fields the listener needs; the resource descriptor validated them on write, this only guards against edits of the descriptor. */
const TcpConfigData = z.object({
  code: z.string(),
  description: z.string().optional(),
  protocol: z.enum(['TCP', 'UDP']).default('TCP'),
  port: z.number().int().min(0).max(65535),
  bindAddress: z.string().min(1).default('0.0.0.0'),
  unit: z.string(),
  enabled: z.boolean().default(true),
  mapping: z.array(z.object({ sentence: z.string(), field: z.string(), tag: z.string().optional() })).default([]),
});

export interface TcpConfig {
  id: string;
  code: string;
  description: string;
  protocol: NmeaProtocol;
  port: number;
  bindAddress: string;
  /** The ship's code, or undefined when the record points at no ship (or a disabled one). */
  unitCode?: string;
  mapping: MappingRule[];
  /** Why the record cannot run, when it cannot. */
  problem?: string;
}

/** Enabled tcp-config records, in creation order. */
export async function loadTcpConfigs(db: Db): Promise<TcpConfig[]> {
  const rows = await selectRecords(db, tcpConfigResource, { enabledOnly: true }, { order: 'created' });
  const ships = new Map((await listShips(db)).map((u) => [u.id, u]));
  const configs: TcpConfig[] = [];
  for (const row of rows) {
    const parsed = TcpConfigData.safeParse(row.data);
    if (!parsed.success) {
      configs.push({ id: row.id, code: row.code ?? row.id, description: '', protocol: 'TCP', port: 0, bindAddress: '', mapping: [], problem: 'invalid record' });
      continue;
    }
    const data = parsed.data;
    if (!data.enabled) continue;
    const ship = ships.get(data.unit);
    const problem = !ship ? 'unknown ship' : ship.disabled ? 'ship disabled' : undefined;
    configs.push({
      id: row.id, code: data.code, description: data.description ?? '', protocol: data.protocol, port: data.port, bindAddress: data.bindAddress,
      mapping: data.mapping, unitCode: problem ? undefined : ship?.code, ...(problem ? { problem } : {}),
    });
  }
  return configs;
}

/** Grouping key of a ship's own tags: `SHIP-UNIT-<ship code>`. */
export const shipUnitKey = (shipCode: string) => formatGroupingKey({ clusterCode: 'SHIP', clusterGroup: 'UNIT', values: [shipCode] });
