// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageListScreen } from '../../../runtime/renderers/analytics-admin/PageListScreen.js';
import { errorBody, fakeServer, on, type Route } from '../../support/ui/fake-server.js';
import { administrator, captain, renderScreen, summary, type TestUser } from '../../support/ui/analytics-admin-screen.js';

afterEach(cleanup);

const own = summary('MY_HULL', { title: { en: 'My hull check', ru: 'Мой корпус' } });
const builtin = summary('MAIN_KPI_HULL', {
  title: { en: 'Hull performance', ru: 'Состояние корпуса' }, owner: 'system', published: true, editable: false, system: true,
  owned: false, canEdit: false, liveExtractionPeriod: 0,
});
const live = summary('LIVE_BOARD', { title: { en: 'Live board' }, owner: 'admin', published: true, owned: false, canEdit: false, liveExtractionPeriod: 3600, topic: 'LIVE' });

function renderList(user: TestUser = captain, ...routes: Route[]) {
  let pages = [own, builtin, live];
  const server = fakeServer(
    ...routes,
    on('GET', '/custom-analytics', () => ({ body: pages })),
    on('PUT', '/custom-analytics/publish/MY_HULL', () => { pages = pages.map((p) => (p.code === 'MY_HULL' ? { ...p, published: true } : p)); return { body: pages[0] }; }),
    on('PUT', '/custom-analytics/duplicate/MAIN_KPI_HULL', () => {
      const copy = summary('MAIN_KPI_HULL_COPY', { title: { en: 'Hull performance (copy)' } });
      pages = [...pages, copy];
      return { body: copy };
    }),
    on('DELETE', '/custom-analytics/MY_HULL', () => { pages = pages.filter((p) => p.code !== 'MY_HULL'); return { body: { deleted: true } }; }),
  );
  renderScreen(<PageListScreen client={server.client} />, { user, path: '/custom-analytics/list' });
  return server;
}

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;
/** Opens the row menu of a page (Mantine's dropdown is still in its transition, hence `hidden`). */
async function openMenu(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${title}` }));
  return await screen.findByRole('menu', { hidden: true });
}
const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name, hidden: true });

describe('the analytics page list', () => {
  it('shows each page with its title, code, topic, owner, publication, live and built-in marks', async () => {
    renderList();
    const row = await rowOf('Hull performance');
    expect(within(row).getByText('MAIN_KPI_HULL')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByText('Built-in')).toBeTruthy();
    expect(within(await rowOf('My hull check')).getByText('Not published')).toBeTruthy();
    expect(within(await rowOf('Live board')).getByText('Live')).toBeTruthy();
    expect((screen.getByRole('link', { name: 'My hull check' }) as HTMLAnchorElement).getAttribute('href')).toBe('/custom-analytics/view/MY_HULL');
  });

  it('finds pages by title in either language, code, topic or owner', async () => {
    renderList();
    await rowOf('Hull performance');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'корпус' } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Hull performance', 'My hull check']);
    fireEvent.change(search, { target: { value: 'live' } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Live board']);
    expect(screen.getByText('1 of 3')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No records match the search or the filters')).toBeTruthy();
  });

  it('offers an owner without ANALYTICS_PAGEDS MANAGEMENT no publishing, copying or wallboard link, not even of their own page', async () => {
    renderList(captain);
    await rowOf('My hull check');
    expect(itemNames(await openMenu('My hull check'))).toEqual(['Open', 'Delete…']);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for My hull check' }));
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(itemNames(await openMenu('Hull performance'))).toEqual(['Open']);
  });

  it('gives an administrator of dashboards the designer, and every page to publish or link', async () => {
    renderList(administrator);
    await rowOf('Live board');
    const menu = await openMenu('Live board');
    expect(itemNames(menu)).toEqual(['Open', 'Edit in the designer', 'Unpublish', 'Duplicate', 'Wallboard link…']);
    expect(item(menu, 'Edit in the designer').getAttribute('href')).toBe('/designer?kind=analytics-page&code=LIVE_BOARD');
    expect(screen.getByRole('link', { name: 'Wallboard links' }).getAttribute('href')).toBe('/wall-boards');
  });

  it('publishes a page and shows it published', async () => {
    const server = renderList(administrator);
    await openMenu('My hull check').then((menu) => fireEvent.click(item(menu, 'Publish')));
    await waitFor(() => expect(within(screen.getByRole('link', { name: 'My hull check' }).closest('tr')!).getByText('Published')).toBeTruthy());
    expect(server.calls.some((c) => c.method === 'PUT' && c.path === '/custom-analytics/publish/MY_HULL')).toBe(true);
  });

  it('duplicates a page and shows the copy, highlighted, even when the search hid it', async () => {
    renderList(administrator);
    await rowOf('Hull performance');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'MAIN_KPI_HULL' } });
    await openMenu('Hull performance').then((menu) => fireEvent.click(item(menu, 'Duplicate')));
    const copy = await rowOf('Hull performance (copy)');
    expect(copy.getAttribute('data-code')).toBe('MAIN_KPI_HULL_COPY');
    expect(copy.className).toMatch(/highlighted/);
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'My hull check' })).toBeTruthy();
  });

  it('deletes a page only once the user confirms', async () => {
    const server = renderList();
    await openMenu('My hull check').then((menu) => fireEvent.click(item(menu, 'Delete…')));
    const dialog = await screen.findByRole('dialog', { name: 'Delete My hull check?' });
    expect(within(dialog).getByText(/MY_HULL and its wallboard links are deleted/)).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My hull check' })).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/custom-analytics/MY_HULL']);
  });

  it("shows the server's reason when it refuses", async () => {
    renderList(administrator, on('PUT', '/custom-analytics/publish/MY_HULL', { status: 403, body: errorBody('FORBIDDEN', 'You do not have permission for this (ANALYTICS_PAGEDS, MANAGEMENT).') }));
    await openMenu('My hull check').then((menu) => fireEvent.click(item(menu, 'Publish')));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('My hull check could not be published')).toBeTruthy();
    expect(within(alert).getByText('You do not have permission for this (ANALYTICS_PAGEDS, MANAGEMENT).')).toBeTruthy();
  });

  it('shows the page titles in Russian to a Russian user', async () => {
    const server = fakeServer(on('GET', '/custom-analytics', { body: [own, builtin] }));
    renderScreen(<PageListScreen client={server.client} />, { path: '/custom-analytics/list', language: 'ru' });
    expect(await screen.findByRole('link', { name: 'Состояние корпуса' })).toBeTruthy();
    expect(screen.getByText('Встроенная', { selector: 'span.mantine-Badge-label' })).toBeTruthy();
  });
});
