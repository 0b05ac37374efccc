// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../descriptors/lib/resource.js';
import { resourceApi } from '../../../runtime/renderers/crud/resource-api.js';
import { AssetTreeScreen } from '../../../runtime/renderers/tree/AssetTreeScreen.js';
import { moveNodeView, type MoveTarget } from '../../../runtime/renderers/tree/MoveNodeEditor.js';
import { errorBody, fakeServer, on, renderOpener, renderWithShell } from '../../support/ui/fake-server.js';
import { nodes } from '../../support/ui/asset-tree-nodes.js';

afterEach(cleanup);

const assetNodeDefinition: ResourceDefinition = {
  title: { en: 'Asset tree', ru: 'Дерево объектов' },
  labelField: 'description',
  schema: {
    type: 'object', required: ['type', 'unit', 'code', 'description'],
    properties: {
      type: { type: 'string', enum: ['arrangement', 'asset'], title: 'Type' },
      unit: { type: 'string', title: 'Ship' },
      parent: { type: 'string', title: 'Parent' },
      code: { type: 'string', title: 'Code' },
      description: { type: 'string', title: 'Description' },
      assetModel: { type: 'string', title: 'Model' },
    },
  },
  references: { unit: { resource: 'ship' }, parent: { resource: 'asset-node' } },
  access: { view: {}, manage: {} },
};

function renderTree() {
  const server = fakeServer(
    on('GET', '/resource-definitions/asset-node', { body: { code: 'asset-node', version: 1, definition: assetNodeDefinition, canManage: true } }),
    on('GET', '/common/list/units', { body: [{ label: 'Aurora Spirit', value: 'ship-1' }, { label: 'Baltic Amber', value: 'ship-2' }] }),
    on('GET', '/asset-node', (call) => ({ body: { items: call.path.includes('f.unit=ship-1') ? nodes : [], total: call.path.includes('f.unit=ship-1') ? nodes.length : 0, page: 1, size: 500 } })),
    on('DELETE', '/asset-node/wl1', { body: { deleted: true } }),
  );
  renderWithShell(<AssetTreeScreen resource="asset-node" client={server.client} />);
  return server;
}

const treeItem = (code: string) => screen.getAllByRole('treeitem').find((item) => item.querySelector('span')?.parentElement?.textContent?.startsWith(code))
  ?? screen.getAllByRole('treeitem').filter((item) => item.textContent?.includes(code)).at(-1)!;
/** The tree element appears before its items have loaded: wait for the item itself. */
const findTreeItem = (code: string) => waitFor(() => {
  const item = screen.queryAllByRole('treeitem').length ? treeItem(code) : undefined;
  if (!item) throw new Error(`no tree item ${code} yet`);
  return item;
});

describe('asset tree screen', () => {
  it("loads all nodes of the first ship at once and shows them as a tree", async () => {
    const { calls } = renderTree();
    expect(await screen.findByRole('tree', { name: 'Asset tree of Aurora Spirit' })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/asset-node?') && c.path.includes('size=500') && c.path.includes('f.unit=ship-1'))).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('treeitem')).toHaveLength(nodes.length));
    expect(screen.getByText('ME1')).toBeTruthy();
  });

  it('says a node with children cannot be removed, and removes a leaf after a confirmation', async () => {
    const { calls } = renderTree();
    await screen.findByRole('tree');
    fireEvent.click(within(await findTreeItem('DECK')).getByText('DECK'));
    const remove = await screen.findByRole('button', { name: 'Remove' });
    expect((remove as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/cannot be removed while it holds 1 node/)).toBeTruthy();

    fireEvent.click(within(await findTreeItem('WL1')).getByText('WL1'));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/asset-node/wl1')).toBe(true));
  });

  it('adds an asset inside the selected arrangement with its ship and parent set', async () => {
    renderTree();
    await screen.findByRole('tree');
    fireEvent.click(within(await findTreeItem('PWR')).getByText('PWR'));
    fireEvent.click(await screen.findByRole('button', { name: 'Add asset inside' }));
    const dialog = await screen.findByRole('dialog', { name: 'New asset' });
    expect(within(dialog).queryByRole('textbox', { name: /^Parent/ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toBeTruthy();
    expect((dialog.querySelector('input[type=hidden][id$="_parent"]') as HTMLInputElement).value).toBe('pwr');
    expect((dialog.querySelector('input[type=hidden][id$="_unit"]') as HTMLInputElement).value).toBe('ship-1');
  });

  it('shows an empty ship with a way to start its tree', async () => {
    renderTree();
    await screen.findByRole('tree');
    fireEvent.click(screen.getByRole('combobox', { name: 'Ship' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Baltic Amber', hidden: true }));
    expect(await screen.findByText('This ship has no arrangements or assets yet.')).toBeTruthy();
  });
});

describe('moving a node', () => {
  function openMove(parent: string) {
    const { client, calls } = fakeServer(
      on('PUT', '/asset-node/prop', { status: 422, body: errorBody('BUSINESS_RULE', 'A node cannot be moved under itself.') }),
    );
    const moved: unknown[] = [];
    const { openEditor } = renderOpener();
    const node = nodes.find((n) => n.id === 'prop')!;
    openEditor<MoveTarget>(
      { id: 'move', title: 'Move', closable: true, component: moveNodeView({ api: resourceApi(client, 'asset-node'), nodes, node, onMoved: (r) => moved.push(r) }) },
      { mode: 'edit', value: { parent } },
    );
    return { calls, moved };
  }

  it('refuses a new parent inside the node itself, before asking the server', async () => {
    const { calls } = openMove('me1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A node cannot be moved inside itself or one of its own nodes.');
    expect(calls).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Move' })).toBeTruthy();
  });

  it('offers only arrangements outside the node, and the top level', async () => {
    openMove('eng');
    fireEvent.click(screen.getByRole('combobox', { name: 'New place' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['Top level of the ship', 'DECK — deck', 'ENG — eng', 'ENG / PWR — pwr']);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const { calls } = openMove('deck');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A node cannot be moved under itself.');
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { requestValue: { version: 1, data: { parent: 'deck', code: 'PROP' } } } });
    expect(screen.getByRole('dialog', { name: 'Move' })).toBeTruthy();
  });
});
