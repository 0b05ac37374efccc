/**
 * The asset tree of a ship (SPEC §3 asset tree node) from its flat records: arrangements hold
 * arrangements and assets, each record names its parent. Pure helpers, no I/O.
 */
import type { ResourceRecord } from '../crud/resource-api.js';

/** SPEC §5: a node is an arrangement or an asset. */
export const assetNodeTypes = ['arrangement', 'asset'] as const;
export type AssetNodeType = (typeof assetNodeTypes)[number];

export interface AssetTreeItem {
  node: ResourceRecord;
  children: AssetTreeItem[];
}

export const nodeType = (node: ResourceRecord): AssetNodeType => (node.data.type === 'asset' ? 'asset' : 'arrangement');
export const parentOf = (node: ResourceRecord): string | undefined =>
  typeof node.data.parent === 'string' && node.data.parent ? node.data.parent : undefined;
export const isArrangement = (node: ResourceRecord) => nodeType(node) === 'arrangement';

/** Arrangements before assets, then by code (numbers in codes sort naturally). */
function compareNodes(a: ResourceRecord, b: ResourceRecord): number {
  if (nodeType(a) !== nodeType(b)) return nodeType(a) === 'arrangement' ? -1 : 1;
  return String(a.data.code ?? a.label).localeCompare(String(b.data.code ?? b.label), undefined, { numeric: true });
}

/** The forest: roots are nodes without a parent, or whose parent is not among the nodes (kept visible, not lost). */
export function buildAssetTree(nodes: readonly ResourceRecord[]): AssetTreeItem[] {
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<string | undefined, ResourceRecord[]>();
  for (const node of nodes) {
    const parent = parentOf(node);
    const key = parent && ids.has(parent) && parent !== node.id ? parent : undefined;
    children.set(key, [...(children.get(key) ?? []), node]);
  }
  const seen = new Set<string>();
  const grow = (node: ResourceRecord): AssetTreeItem => {
    seen.add(node.id);
    const kids = (children.get(node.id) ?? []).filter((kid) => !seen.has(kid.id)).sort(compareNodes);
    return { node, children: kids.map(grow) };
  };
  const roots = (children.get(undefined) ?? []).sort(compareNodes).map(grow);
  // Records caught in a loop of parents (bad data) have no root above them: show them at the top level.
  const stranded = nodes.filter((n) => !seen.has(n.id)).sort(compareNodes);
  for (const node of stranded) if (!seen.has(node.id)) roots.push(grow(node));
  return roots;
}

/** The direct children of a node. */
export function childrenOf(nodes: readonly ResourceRecord[], id: string): ResourceRecord[] {
  return nodes.filter((n) => parentOf(n) === id && n.id !== id);
}

/** Every node below the given one (not the node itself). */
export function descendantIds(nodes: readonly ResourceRecord[], id: string): Set<string> {
  const found = new Set<string>();
  const queue = [id];
  while (queue.length) {
    const current = queue.shift()!;
    for (const child of childrenOf(nodes, current)) {
      if (child.id !== id && !found.has(child.id)) {
        found.add(child.id);
        queue.push(child.id);
      }
    }
  }
  return found;
}

/**
 * Whether putting `nodeId` under `newParentId` would make a loop: the new parent is the node itself or
 * lies below it. Walks up from the new parent, so it also stops on loops already in the data.
 */
export function wouldCreateCycle(nodes: readonly ResourceRecord[], nodeId: string, newParentId: string | undefined): boolean {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const visited = new Set<string>();
  for (let current = newParentId; current; current = parentOf(byId.get(current)!)) {
    if (current === nodeId) return true;
    // A loop that does not pass through the node (bad data) or a missing parent ends the walk.
    if (visited.has(current) || !byId.has(current)) return false;
    visited.add(current);
  }
  return false;
}

/** Where a node may move: any arrangement that is not the node itself nor below it. */
export function moveTargets(nodes: readonly ResourceRecord[], nodeId: string): ResourceRecord[] {
  return nodes.filter((n) => isArrangement(n) && !wouldCreateCycle(nodes, nodeId, n.id)).sort(compareNodes);
}

/** The path of arrangements from the root down to (not including) the node, for breadcrumbs and selects. */
export function ancestorsOf(nodes: readonly ResourceRecord[], id: string): ResourceRecord[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const path: ResourceRecord[] = [];
  const seen = new Set<string>([id]);
  const start = byId.get(id);
  for (let current = start && parentOf(start); current && byId.has(current) && !seen.has(current); current = parentOf(byId.get(current)!)) {
    seen.add(current);
    path.unshift(byId.get(current)!);
  }
  return path;
}

/** "CODE — description", or whichever of the two the node has. */
export function nodeTitle(node: ResourceRecord): string {
  const code = typeof node.data.code === 'string' ? node.data.code : '';
  const description = typeof node.data.description === 'string' ? node.data.description : '';
  return [code, description].filter(Boolean).join(' — ') || node.label;
}
