// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkSummary } from '../../../runtime/renderers/analytics-admin/analytics-admin-api.js';
import { WallboardLinksScreen } from '../../../runtime/renderers/analytics-admin/WallboardLinksScreen.js';
import { errorBody, fakeServer, on, type Route } from '../../support/ui/fake-server.js';
import { administrator, renderScreen } from '../../support/ui/analytics-admin-screen.js';

afterEach(cleanup);

const link = (id: string, overrides: Partial<LinkSummary> = {}): LinkSummary => ({
  id, page: 'BRIDGE_WALL', pageTitle: { en: 'Bridge wall', ru: 'Табло мостика' }, createdBy: 'captain', createdByName: 'Erik Larsen',
  createdOn: '2026-11-10T08:00:00.000Z', expiresAt: '2026-12-10T08:00:00.000Z', revokedAt: null, status: 'ACTIVE', ...overrides,
});
const active = link('11111111-1111-4111-8111-111111111111');
const expired = link('22222222-2222-4222-8222-222222222222', { page: 'ENGINE_WALL', pageTitle: { en: 'Engine wall' }, createdOn: '2026-09-01T08:00:00.000Z', status: 'EXPIRED' });
const revoked = link('33333333-3333-4333-8333-333333333333', { createdBy: 'admin', createdByName: 'Administrator', createdOn: '2026-10-01T08:00:00.000Z', status: 'REVOKED', revokedAt: '2026-10-02T08:00:00.000Z' });

function renderLinks(...routes: Route[]) {
  let links = [active, expired, revoked];
  const server = fakeServer(
    ...routes,
    on('GET', '/wallboard-links', () => ({ body: links })),
    on('DELETE', `/wallboard-links/${active.id}`, () => { links = links.map((l) => (l.id === active.id ? { ...l, status: 'REVOKED', revokedAt: new Date().toISOString() } : l)); return { body: { revoked: true } }; }),
  );
  renderScreen(<WallboardLinksScreen client={server.client} />, { user: administrator, path: '/wall-boards' });
  return server;
}

const rows = () => screen.getAllByRole('row').slice(1);
const statusOf = (row: HTMLElement) => within(row).getAllByRole('cell')[4].textContent;

describe('the wallboard links', () => {
  it('lists every link with page, author, dates and status, newest first', async () => {
    renderLinks();
    await screen.findByText('Engine wall');
    expect(rows().map((row) => [within(row).getAllByRole('link')[0].textContent, within(row).getAllByRole('cell')[1].textContent, statusOf(row)])).toEqual([
      ['Bridge wall', 'Erik Larsen', 'Active'],
      ['Bridge wall', 'Administrator', 'Revoked'],
      ['Engine wall', 'Erik Larsen', 'Expired'],
    ]);
    expect(screen.getAllByRole('button', { name: /^Revoke the link of/ })).toHaveLength(1);
  });

  it('narrows the list by status', async () => {
    renderLinks();
    await screen.findByText('Engine wall');
    fireEvent.click(screen.getByRole('radio', { name: 'Expired' }));
    expect(rows().map(statusOf)).toEqual(['Expired']);
  });

  it('revokes an active link after confirmation, and shows it revoked', async () => {
    const server = renderLinks();
    await screen.findByText('Engine wall');
    fireEvent.click(screen.getByRole('button', { name: /^Revoke the link of Bridge wall/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the link of Bridge wall?' });
    expect(within(dialog).getByText(/made by Erik Larsen/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(rows().map(statusOf)).toEqual(['Revoked', 'Revoked', 'Expired']));
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/wallboard-links/${active.id}`]);
    expect(screen.queryAllByRole('button', { name: /^Revoke the link of/ })).toHaveLength(0);
  });

  it("shows the server's reason when a revoke is refused", async () => {
    renderLinks(on('DELETE', `/wallboard-links/${active.id}`, { status: 404, body: errorBody('NOT_FOUND', 'This wallboard link does not exist, has expired or was revoked.') }));
    await screen.findByText('Engine wall');
    fireEvent.click(screen.getByRole('button', { name: /^Revoke the link of Bridge wall/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This wallboard link does not exist, has expired or was revoked.')).toBeTruthy();
  });
});
