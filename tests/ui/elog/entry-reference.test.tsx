// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ElogDayScreen } from '../../../runtime/renderers/elog/ElogDayScreen.js';
import type { ElogEntry } from '../../../runtime/renderers/elog/elog-api.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';
import { day, definitions, entry, shipDay, unitId } from '../../support/ui/elog-fixtures.js';

afterEach(cleanup);

/** The departure form's port field, as the built-in deck log declares it. */
const departureForm: FormBody = {
  title: { en: 'Deck log: departure', ru: 'Судовой журнал: отход' },
  usage: 'CUSTOMIZER',
  schema: { type: 'object', required: ['port'], properties: { port: { type: 'string', pattern: '^[A-Z]{2}[A-Z0-9]{3}$' } } },
  uiSchema: {
    port: { 'ui:title': { en: 'Port of departure', ru: 'Порт отхода' }, 'ui:widget': 'reference', 'ui:options': { reference: { resource: 'port', key: 'unlocode' } } },
  },
};

const ports = [
  { label: 'Rostock', value: 'DEROS', search: 'DEROS Rostock Росток' },
  { label: 'Rotterdam', value: 'NLRTM', search: 'NLRTM Rotterdam Роттердам' },
  { label: 'Antwerp', value: 'BEANR', search: 'BEANR Antwerp Антверпен' },
];

function renderDeparture(saved: ElogEntry) {
  const server = fakeServer(
    on('GET', '/elog-permission/elog/DECK', { body: { permissions: ['VIEW', 'FILLING'], firstSign: true, main: false } }),
    on('GET', '/elog-entry-descriptor/all/DECK', { body: definitions }),
    on('GET', '/user/me', { body: { units: [{ id: unitId, code: 'NORDIC_ORE', name: 'Nordic Ore' }], unitGroups: [] } }),
    on('GET', '/elog-aggregation/current', { body: day({}, [saved]) }),
    on('GET', '/elog-entry/DECK/load', { body: day({}, [saved]) }),
    on('GET', '/elog-entry/DECK/descriptor-details', { body: { entryDescriptor: definitions.entryDescriptors[1], form: departureForm } }),
    on('GET', '/elog-entry/DECK/reference-options', { body: ports }),
    on('PUT', '/elog-entry/DECK/update', (call) => ({ body: { ...saved, version: 2, ...(call.body as { requestValue: object }).requestValue } })),
  );
  renderWithShell(<MemoryRouter initialEntries={['/elb/DECK']}><ElogDayScreen elog="DECK" client={server.client} /></MemoryRouter>);
  return server;
}

describe('a reference field in a logbook entry', () => {
  it('offers the ports by name and by UN/LOCODE, shows the code beside the name, and stores the code', async () => {
    const { calls } = renderDeparture({ ...entry('d1', 'DECK_DEPARTURE', 6, 'DRAFT'), areasContent: {} });
    fireEvent.click(within(await screen.findByRole('list', { name: `Entries of ${shipDay}` })).getAllByRole('button')[0]);
    const editor = await screen.findByRole('region', { name: 'Entry: Departure' });
    const port = await within(editor).findByRole('textbox', { name: /Port of departure/ }).catch(() => within(editor).findByRole('combobox', { name: /Port of departure/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/elog-entry/DECK/reference-options?resource=port&key=unlocode')).toBe(true));

    // Typed, not filled in by the browser: the field has the focus.
    act(() => port.focus());
    fireEvent.click(port);
    // The options of this field's list (the editor's time zone and ship selects have their own).
    const offered = () => {
      const list = document.getElementById(port.getAttribute('aria-controls') ?? '');
      return list ? within(list).queryAllByRole('option', { hidden: true }).map((o) => o.textContent) : [];
    };
    await waitFor(() => expect(offered()).toEqual(['RostockDEROS', 'RotterdamNLRTM', 'AntwerpBEANR']));
    // Found by its name (the code shown beside it), by its code, and by its Russian name.
    for (const typed of ['Rotter', 'nlrt', 'Роттер']) {
      fireEvent.change(port, { target: { value: typed } });
      await waitFor(() => expect(offered()).toEqual(['RotterdamNLRTM']));
    }

    fireEvent.click(await screen.findByRole('option', { name: /Rotterdam/, hidden: true }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = calls.find((c) => c.method === 'PUT')!.body as { requestValue: { areasContent: Record<string, unknown> } };
    expect(sent.requestValue.areasContent).toEqual({ port: 'NLRTM' });
  });
});
