// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageViewerScreen } from '../../../runtime/renderers/analytics-admin/PageViewerScreen.js';
import { fakeServer, on } from '../../support/ui/fake-server.js';
import { hullAnswer, hullPage } from '../../support/ui/analytics-fixtures.js';
import { renderScreen, summary } from '../../support/ui/analytics-admin-screen.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

const draft = summary('A_DRAFT', { title: { en: 'A draft' } });
const hull = summary('HULL', { title: { en: 'Hull performance' }, published: true });
const fuel = summary('FUEL', { title: { en: 'Fuel' }, published: true });

function renderViewer(path = '/custom-analytics') {
  const server = fakeServer(
    on('GET', '/custom-analytics', { body: [draft, hull, fuel] }),
    on('GET', '/custom-analytics/by-code/HULL', { body: hullPage }),
    on('GET', '/custom-analytics/by-code/FUEL', { body: { ...hullPage, code: 'FUEL', title: { en: 'Fuel' } } }),
    on('POST', '/custom-analytics/extract', { body: hullAnswer }),
  );
  renderScreen(<PageViewerScreen client={server.client} />, { path });
  return server;
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('the analytics page viewer', () => {
  it('shows the first published page when the address names none', async () => {
    renderViewer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fuel' })).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Analytics page' }) as HTMLInputElement).value).toBe('Fuel');
  });

  it('keeps the chosen page in the address and shows it', async () => {
    renderViewer();
    await screen.findByRole('heading', { level: 1, name: 'Fuel' });
    fireEvent.click(screen.getByRole('combobox', { name: 'Analytics page' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hull performance', hidden: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hull performance' })).toBeTruthy();
    expect(address()).toBe('/custom-analytics?page=HULL');
  });

  it('opens the page the address names, and says so when the user may not see it', async () => {
    renderViewer('/custom-analytics?page=HULL');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hull performance' })).toBeTruthy();
    cleanup();
    const server = renderViewer('/custom-analytics?page=SECRET');
    expect(await screen.findByText('There is no analytics page SECRET you may see. Choose another one.')).toBeTruthy();
    await waitFor(() => expect(server.calls.some((c) => c.path.startsWith('/custom-analytics/by-code'))).toBe(false));
  });

  it('marks the pages that are not published in the picker', async () => {
    renderViewer();
    fireEvent.click(await screen.findByRole('combobox', { name: 'Analytics page' }));
    expect(await screen.findByRole('option', { name: 'A draft (not published)', hidden: true })).toBeTruthy();
  });
});
