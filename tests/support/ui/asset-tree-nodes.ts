/** Asset tree nodes for the tree tests. */
import type { ResourceRecord } from '../../../runtime/renderers/crud/resource-api.js';

/** A node record: id, type, parent and code. */
export function node(id: string, type: 'arrangement' | 'asset', parent?: string, description = id): ResourceRecord {
  return {
    id, version: 1, code: id, label: description, disabled: false, updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'admin',
    data: { type, unit: 'ship-1', code: id.toUpperCase(), description, ...(parent ? { parent } : {}) },
  };
}

// ENG ─┬─ PROP ─┬─ ME1
//      │        └─ SHAFT
//      └─ PWR ─── DG1
// DECK ── WL1
export const nodes = [
  node('eng', 'arrangement'), node('prop', 'arrangement', 'eng'), node('me1', 'asset', 'prop'), node('shaft', 'asset', 'prop'),
  node('pwr', 'arrangement', 'eng'), node('dg1', 'asset', 'pwr'), node('deck', 'arrangement'), node('wl1', 'asset', 'deck'),
];

