/**
 * The alarm tree (/alarm/treeview, docs/alarms.md): the user's ships → their systems → the open alarms, with the worst
 * state and the most urgent priority rolled up at every node. A system is a top-level node of the ship's asset tree
 * (resource `asset-node`): an episode belongs to the one holding (or being) an asset node of the ship with the
 * episode's `genericAsset`; episodes with no such node go under `other`. Shelved alarms are left out, as on
 * /alarm-event. Ships with no open alarm are listed too (NORMAL): the tree tells that they are quiet.
 */
import { inArray } from 'drizzle-orm';
import type { Principal } from '../../../descriptors/lib/access.js';
import type { AlarmEpisode } from '../../../descriptors/lib/alarms/alarm.js';
import { rollUp, type AlarmTree, type AlarmTreeShip, type AlarmTreeSystem } from '../../../descriptors/lib/alarms/episode-views.js';
import type { Db } from '../../db/engine.js';
import { listVisibleShips } from '../access/visible-ships.js';
import { dataText } from '../resources/record-sql.js';
import { selectRecords } from '../resources/record-queries.js';
import { listOpenEpisodes } from './episode-queries.js';

interface AssetNode { id: string; unit: string; parent?: string; code: string; description: string; genericAsset?: string }

async function assetNodesOf(db: Db, unitIds: string[]): Promise<AssetNode[]> {
  if (!unitIds.length) return [];
  const rows = await selectRecords(db, 'asset-node', { enabledOnly: true, where: inArray(dataText('unit'), unitIds) });
  return rows.map((r) => ({ ...(r.data as Omit<AssetNode, 'id'>), id: r.id }));
}

/** Each (ship, generic asset) → the top-level node its first asset node sits under. */
function systemsByAsset(nodes: AssetNode[]): Map<string, AssetNode> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const rootOf = (node: AssetNode) => {
    let at = node;
    for (let depth = 0; at.parent && byId.has(at.parent) && depth < 50; depth++) at = byId.get(at.parent)!;
    return at;
  };
  const systems = new Map<string, AssetNode>();
  for (const node of [...nodes].sort((a, b) => a.code.localeCompare(b.code))) {
    if (!node.genericAsset) continue;
    const key = `${node.unit}|${node.genericAsset}`;
    if (!systems.has(key)) systems.set(key, rootOf(node));
  }
  return systems;
}

export async function alarmTree(db: Db, principal: Principal, now: number): Promise<AlarmTree> {
  const ships = await listVisibleShips(db, principal);
  const open = await listOpenEpisodes(db, principal, { includeShelved: false, now });
  const systems = systemsByAsset(await assetNodesOf(db, ships.map((s) => s.id)));
  const byShip = new Map<string, AlarmEpisode[]>();
  for (const episode of open) byShip.set(episode.unitId ?? '', [...(byShip.get(episode.unitId ?? '') ?? []), episode]);

  const shipNode = (unitId: string | null, name: string | null): AlarmTreeShip => {
    const episodes = byShip.get(unitId ?? '') ?? [];
    const groups = new Map<string, { node?: AssetNode; alarms: AlarmEpisode[] }>();
    for (const episode of episodes) {
      const node = episode.genericAsset && unitId ? systems.get(`${unitId}|${episode.genericAsset}`) : undefined;
      const key = node?.id ?? 'other';
      groups.set(key, { node, alarms: [...(groups.get(key)?.alarms ?? []), episode] });
    }
    const systemNodes: AlarmTreeSystem[] = [...groups.entries()].map(([key, { node, alarms }]) => ({
      key, code: node?.code ?? null, label: node?.description ?? null, ...rollUp(alarms), alarms,
    })).sort((a, b) => (a.key === 'other' ? 1 : b.key === 'other' ? -1 : (a.label ?? '').localeCompare(b.label ?? '')));
    return { unitId, name, ...rollUp(episodes), systems: systemNodes };
  };
  // Ships with an open alarm but no longer enabled still show, after the others.
  const listed = new Set(ships.map((s) => s.id));
  const names = new Map(open.map((e) => [e.unitId ?? '', e.unitName]));
  const extra = [...byShip.keys()].filter((u) => u !== '' && !listed.has(u));
  return {
    ships: [
      ...ships.map((s) => shipNode(s.id, s.name)),
      ...extra.map((u) => shipNode(u, names.get(u) ?? null)),
      ...(byShip.has('') ? [shipNode(null, null)] : []),
    ],
  };
}
