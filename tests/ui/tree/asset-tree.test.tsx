// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  ancestorsOf, buildAssetTree, childrenOf, descendantIds, moveTargets, nodeTitle, wouldCreateCycle, type AssetTreeItem,
} from '../../../runtime/renderers/tree/asset-tree.js';
import { withParent } from '../../../runtime/renderers/tree/MoveNodeEditor.js';
import { orderedFields } from '../../../runtime/renderers/tree/AssetNodePanel.js';
import { nodeFormOverrides } from '../../../runtime/renderers/tree/AssetTreeScreen.js';
import { node, nodes } from '../../support/ui/asset-tree-nodes.js';

const shape = (items: AssetTreeItem[]): unknown => items.map((i) => (i.children.length ? { [i.node.id]: shape(i.children) } : i.node.id));

describe('asset tree', () => {
  it('builds the forest from parent links, arrangements first, then by code', () => {
    expect(shape(buildAssetTree(nodes))).toEqual([
      { deck: ['wl1'] },
      { eng: [{ prop: ['me1', 'shaft'] }, { pwr: ['dg1'] }] },
    ]);
  });

  it('keeps nodes whose parent is missing, or caught in a loop, visible at the top level', () => {
    const broken = [node('a', 'arrangement', 'b'), node('b', 'arrangement', 'a'), node('orphan', 'asset', 'gone')];
    const ids = shape(buildAssetTree(broken));
    expect(JSON.stringify(ids)).toContain('orphan');
    expect(JSON.stringify(ids)).toContain('"a"');
    expect(JSON.stringify(ids)).toContain('"b"');
  });

  it('finds children, descendants and ancestors', () => {
    expect(childrenOf(nodes, 'eng').map((n) => n.id)).toEqual(['prop', 'pwr']);
    expect([...descendantIds(nodes, 'eng')].sort()).toEqual(['dg1', 'me1', 'prop', 'pwr', 'shaft']);
    expect(ancestorsOf(nodes, 'me1').map((n) => n.id)).toEqual(['eng', 'prop']);
    expect(ancestorsOf(nodes, 'nowhere')).toEqual([]);
  });

  it('refuses a move into the node itself or below it, and allows every other place', () => {
    expect(wouldCreateCycle(nodes, 'eng', 'eng')).toBe(true);
    expect(wouldCreateCycle(nodes, 'eng', 'prop')).toBe(true);
    expect(wouldCreateCycle(nodes, 'eng', 'me1')).toBe(true);
    expect(wouldCreateCycle(nodes, 'prop', 'deck')).toBe(false);
    expect(wouldCreateCycle(nodes, 'prop', undefined)).toBe(false);
    expect(wouldCreateCycle(nodes, 'me1', 'pwr')).toBe(false);
  });

  it('stops on loops already in the data instead of walking forever', () => {
    const looped = [node('a', 'arrangement', 'b'), node('b', 'arrangement', 'a'), node('c', 'arrangement')];
    expect(wouldCreateCycle(looped, 'c', 'a')).toBe(false);
    expect(wouldCreateCycle(looped, 'a', 'b')).toBe(true);
  });

  it('offers as new parents only arrangements outside the moved node', () => {
    expect(moveTargets(nodes, 'prop').map((n) => n.id)).toEqual(['deck', 'eng', 'pwr']);
    expect(moveTargets(nodes, 'eng').map((n) => n.id)).toEqual(['deck']);
  });

  it('moves to the top level by removing the parent', () => {
    expect(withParent({ code: 'X', parent: 'a' }, '')).toEqual({ code: 'X' });
    expect(withParent({ code: 'X' }, 'b')).toEqual({ code: 'X', parent: 'b' });
  });

  it('titles a node by code and description', () => {
    expect(nodeTitle(node('me1', 'asset', 'prop', 'Main engine'))).toBe('ME1 — Main engine');
  });

  it('hides the fields the tree sets, and the asset-only ones for arrangements', () => {
    expect(Object.keys(nodeFormOverrides('asset')).sort()).toEqual(['parent', 'type', 'unit']);
    expect(Object.keys(nodeFormOverrides('arrangement')).sort()).toEqual(['assetMakersReference', 'assetModel', 'assetType', 'parent', 'type', 'unit']);
  });

  it('orders the panel fields by the uiSchema ui:order', () => {
    const definition = { schema: { type: 'object' as const, properties: { a: {}, b: {}, c: {}, d: {} } }, uiSchema: { 'ui:order': ['c', '*', 'a'] } };
    expect(orderedFields(definition)).toEqual(['c', 'b', 'd', 'a']);
    expect(orderedFields({ schema: definition.schema })).toEqual(['a', 'b', 'c', 'd']);
  });
});
