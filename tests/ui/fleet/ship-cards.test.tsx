// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShipState } from '../../../runtime/renderers/fleet/fleet-state.js';
import { ShipCards } from '../../../runtime/renderers/fleet/ShipCards.js';
import { renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const ship = (over: Partial<ShipState>): ShipState => ({
  code: 'NORDIC_ORE', name: 'Nordic Ore', lat: 57.9, lon: 11.2, sog: 12.4, heading: 205, status: 'AT_SEA', port: null,
  lastDataAt: new Date().toISOString(), shipType: 'bulk_carrier', destination: null, eta: null, ...over,
});
const ships = [
  ship({ destination: { code: 'NONVK', name: 'Narvik' }, eta: '2026-09-13T10:00:00.000Z' }),
  ship({ code: 'BALTIC_AMBER', name: 'Baltic Amber', shipType: 'tanker', status: 'IN_PORT', port: 'FIHEL', portName: 'Helsinki', sog: 0 }),
];

describe('the fleet list on a phone', () => {
  it('shows a card per ship: its name as a link to the ship, its type, where it is bound and when', () => {
    renderWithShell(<MemoryRouter><ShipCards ships={ships} emptyText="none" /></MemoryRouter>);
    const nordic = screen.getByRole('listitem', { name: 'Nordic Ore' });
    expect(within(nordic).getByRole('link', { name: 'Nordic Ore' }).getAttribute('href')).toBe('/fleet/route?ship=NORDIC_ORE');
    expect(within(nordic).getByText('Bulk carrier')).toBeTruthy();
    expect(within(nordic).getByText('Narvik')).toBeTruthy();
    expect(within(nordic).getByText('ETA Sep 13, 2026, 10:00 AM UTC')).toBeTruthy();
    expect(within(nordic).getByText('12.4 kn')).toBeTruthy();
    const baltic = screen.getByRole('listitem', { name: 'Baltic Amber' });
    expect(within(baltic).getByText('Tanker')).toBeTruthy();
    expect(within(baltic).getByText('In port · Helsinki')).toBeTruthy();
  });

  it('speaks Russian: ship types, statuses and the reported time of arrival', () => {
    renderWithShell(<MemoryRouter><ShipCards ships={ships} emptyText="нет" /></MemoryRouter>, 'ru');
    const nordic = screen.getByRole('listitem', { name: 'Nordic Ore' });
    expect(within(nordic).getByText('Навалочное судно')).toBeTruthy();
    expect(within(nordic).getByText('Следует в')).toBeTruthy();
    expect(within(nordic).getByText(/^Прибытие 13 сент\. 2026 г\., 10:00 UTC$/)).toBeTruthy();
  });
});
