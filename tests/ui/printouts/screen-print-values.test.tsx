// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../runtime/api/api-client.js';
import { ScreenPrintoutsContext, screenPrintoutsScope } from '../../../runtime/renderers/printouts/screen-printouts-scope.js';
import type { PrintoutSummary } from '../../../runtime/renderers/printouts/printout-api.js';
import type { VesselReport } from '../../../runtime/renderers/voyage-report/voyage-report-api.js';
import { VoyageReportScreen } from '../../../runtime/renderers/voyage-report/VoyageReportScreen.js';
import type { Voyage } from '../../../runtime/renderers/voyage-summary/voyage-summary-api.js';
import { VoyageSummaryScreen } from '../../../runtime/renderers/voyage-summary/VoyageSummaryScreen.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

type FakeRoute = ReturnType<typeof on>;

afterEach(cleanup);

const shipId = '5b0f3c1e-7d2a-4c4e-9a61-3f2b8d0c1a01';
const reportId = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const voyageId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

/** A screen in the shell's printout scope of its menu item, with the address shown. */
function renderScreen(scope: string, printout: PrintoutSummary, routes: FakeRoute[], screenOf: (client: ApiClient) => ReactNode) {
  const server = fakeServer(on('GET', '/printout-reporting/printouts', { body: [printout] }), ...routes);
  renderWithShell(
    <MemoryRouter initialEntries={[`/${scope}`]}>
      <Routes>
        <Route path="*" element={<>
          <ScreenPrintoutsContext.Provider value={screenPrintoutsScope(server.client, scope)}>{screenOf(server.client)}</ScreenPrintoutsContext.Provider>
          <Address />
        </>} />
      </Routes>
    </MemoryRouter>,
  );
  return server;
}

describe('Print carries what the voyage screens show', () => {
  it('on /voyage-report, prints the report that is open, and offers an empty form while none is', async () => {
    const report: VesselReport = {
      id: reportId, unitId: shipId, kind: 'NOON', reportTime: '2026-10-02T10:30:00.000Z', offset: 120, status: 'SUBMITTED', version: 2, createdBy: 'officer',
      updatedAt: '2026-10-02T11:00:00.000Z', updatedBy: 'officer', warnings: 0, errors: 0, content: { reportTime: { timestamp: Date.parse('2026-10-02T10:30:00Z'), offset: 120 } },
      checks: [], submittedAt: '2026-10-02T11:00:00.000Z', submittedBy: 'officer', reviewedAt: null, reviewedBy: null, reviewNote: null,
      versions: [{ version: 1, status: 'DRAFT', author: 'officer', ts: '2026-10-02T10:45:00.000Z', note: null }, { version: 2, status: 'SUBMITTED', author: 'officer', ts: '2026-10-02T11:00:00.000Z', note: null }],
    };
    const { version: _, content: __, checks: ___, submittedAt: _a, submittedBy: _b, reviewedAt: _c, reviewedBy: _d, reviewNote: _e, versions: _f, ...summary } = report;
    renderScreen('voyage-report', { code: 'VESSEL_REPORT', title: { en: 'Vessel report' }, screens: ['voyage-report'] }, [
      on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: shipId }] }),
      on('GET', '/voyage-report/forms', { body: { forms: [{ kind: 'NOON', code: 'VOYAGE_REPORT_NOON', title: { en: 'Noon report' }, schema: { type: 'object', properties: {} }, uiSchema: {} }] } }),
      on('GET', `/voyage-report/${reportId}`, { body: report }),
      on('GET', '/voyage-report', { body: { reports: [{ ...summary, version: 2 }], total: 1 } }),
    ], (client) => <VoyageReportScreen client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(address()).toBe('/printout-reporting?printout=VESSEL_REPORT');
    fireEvent.click(await screen.findByRole('button', { name: /2026/ }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /2026/ })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(address()).toBe(`/printout-reporting?printout=VESSEL_REPORT&reportId=${reportId}`);
  });

  it('on /voyage-summary, Print gives the period shown and each voyage\'s icon its ship, days and the voyage', async () => {
    const voyage = {
      id: voyageId, version: 1, unitId: shipId, shipName: 'Nordic Ore', status: 'OPEN', fromPort: 'NLRTM', toPort: 'NONVK', departure: '2026-11-10T08:45:00.000Z',
      arrival: '2026-11-13T10:30:00.000Z', end: '2026-11-15T06:00:00.000Z', legs: [], distanceNm: 1100, hoursAtSea: 73.75, hoursAtAnchor: 0, hoursAtBerth: 43.5,
      cargoTonnes: 75_000, fuel: [], fuelTotalT: 47, co2T: 146.681, co2EuScopeT: 146.681, closedAt: null, closedBy: null, deletedAt: null, deletedBy: null,
    } satisfies Voyage;
    renderScreen('voyage-summary', { code: 'VOYAGE_SUMMARY', title: { en: 'Voyage summary' }, screens: ['voyage-summary'] }, [
      on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: shipId }] }),
      on('GET', '/common/list/ports', { body: [{ label: 'Rotterdam', value: 'NLRTM' }, { label: 'Narvik', value: 'NONVK' }] }),
      on('GET', '/voyage-summary', { body: { voyages: [voyage] } }),
    ], (client) => <VoyageSummaryScreen client={client} now={Date.parse('2026-11-20T06:00:00Z')} />);
    const row = (await screen.findByText('Rotterdam → Narvik')).closest('tr')!;
    // The icon comes once the screen's printouts are known, which may be after the row.
    fireEvent.click(await within(row).findByRole('button', { name: 'Print: Nordic Ore Rotterdam → Narvik' }));
    expect(address()).toBe(`/printout-reporting?printout=VOYAGE_SUMMARY&unitId=${shipId}&from=2026-11-10&to=2026-11-15&voyageId=${voyageId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(address()).toBe('/printout-reporting?printout=VOYAGE_SUMMARY&from=2026-08-23&to=2026-11-20');
  });
});
