// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenHeader } from '../../../runtime/renderers/ScreenHeader.js';
import { ScreenPrintoutsContext, screenPrintoutsScope } from '../../../runtime/renderers/printouts/screen-printouts-scope.js';
import type { PrintoutSummary } from '../../../runtime/renderers/printouts/printout-api.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

const nordicOre = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const cii: PrintoutSummary = { code: 'CII_ANNUAL', title: { en: 'CII annual report' }, screens: ['cii-overview'] };
const aer: PrintoutSummary = { code: 'AER_YEAR', title: { en: 'Annual efficiency ratio' }, screens: ['cii-overview'] };

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function renderHeader({ printouts = [cii], withScope = true, values = { unitId: nordicOre, year: 2026 } }: { printouts?: PrintoutSummary[]; withScope?: boolean; values?: Record<string, unknown> } = {}) {
  const server = fakeServer(on('GET', '/printout-reporting/printouts', { body: printouts }));
  const header = <ScreenHeader fallback="CII overview" subtitle="The fleet's CII" printValues={values} />;
  renderWithShell(
    <MemoryRouter initialEntries={['/cii-calculator/cii-overview']}>
      <Routes>
        <Route path="*" element={<>
          {withScope ? <ScreenPrintoutsContext.Provider value={screenPrintoutsScope(server.client, 'cii-overview')}>{header}</ScreenPrintoutsContext.Provider> : header}
          <Address />
        </>} />
      </Routes>
    </MemoryRouter>,
  );
  return server;
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

afterEach(cleanup);

describe('Print on a screen that report contexts name', () => {
  it('asks which printouts the screen offers and opens the one offered with what the screen shows', async () => {
    const { calls } = renderHeader();
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(calls.map((c) => c.path)).toEqual(['/printout-reporting/printouts?screen=cii-overview']);
    expect(address()).toBe(`/printout-reporting?printout=CII_ANNUAL&unitId=${nordicOre}&year=2026`);
  });

  it('leaves out what the screen does not show', async () => {
    renderHeader({ values: { year: 2025, unitId: undefined } });
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(address()).toBe('/printout-reporting?printout=CII_ANNUAL&year=2025');
  });

  it('offers several printouts in a menu', async () => {
    renderHeader({ printouts: [cii, aer] });
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Annual efficiency ratio' }));
    await waitFor(() => expect(address()).toBe(`/printout-reporting?printout=AER_YEAR&unitId=${nordicOre}&year=2026`));
  });

  it('shows nothing where no context names the screen, and asks nothing outside the shell', async () => {
    const { calls } = renderHeader({ printouts: [] });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
    cleanup();
    const outside = renderHeader({ withScope: false });
    expect(screen.getByRole('heading', { name: 'CII overview' })).toBeTruthy();
    expect(outside.calls).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });
});
