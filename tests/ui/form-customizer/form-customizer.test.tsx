// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormCustomizerScreen } from '../../../runtime/renderers/form-customizer/FormCustomizerScreen.js';
import { fakeServer, on, renderWithShell } from '../../support/ui/fake-server.js';

afterEach(cleanup);

const watchForm = {
  title: { en: 'Deck log: watch', ru: 'Вахта' }, usage: 'CUSTOMIZER',
  schema: { type: 'object', properties: { watch: { type: 'string' }, weather: { type: 'object', properties: { windSpeed: { type: 'number' }, swellDirection: { type: 'number' } } } } },
  uiSchema: { watch: { 'ui:title': 'Watch' }, weather: { 'ui:title': 'Weather', windSpeed: { 'ui:title': 'Wind speed, kn' }, swellDirection: { 'ui:title': 'Swell direction, °' } } },
};
const summary = (code: string, title?: unknown) => ({ kind: 'form', code, schemaVersion: 1, version: 1, system: true, builtin: true, overridden: false, disabled: false, updatedAt: '', updatedBy: null, title });

function renderCustomizer(canManage = true) {
  const server = fakeServer(
    on('GET', '/descriptors/form-overlay', { body: [] }),
    on('GET', '/descriptors/form', { body: [summary('ELOG_DECK_WATCH', watchForm.title)] }),
    on('GET', '/descriptors/form/ELOG_DECK_WATCH', { body: { ...summary('ELOG_DECK_WATCH'), body: watchForm } }),
    on('GET', '/shipowner', { body: { items: [{ id: 'o1', version: 1, code: 'NORDIC_BULK', label: 'Nordic Bulk Shipping AS', data: {}, disabled: false }], total: 1, page: 1, size: 500 } }),
    on('POST', '/descriptors/form-overlay', (call) => {
      const { code, body } = (call.body as { requestValue: { code: string; body: unknown } }).requestValue;
      return { body: { ...summary(code), kind: 'form-overlay', body } };
    }),
  );
  renderWithShell(<FormCustomizerScreen client={server.client} canManage={canManage} />);
  return server;
}

describe('the form customiser', () => {
  it('lays a change over the base form for a shipowner, shows base and result side by side, and saves the overlay', async () => {
    const { calls } = renderCustomizer();
    expect(await screen.findByText(/No form is customised yet/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'New overlay' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'New overlay' }));
    const base = await screen.findByRole('region', { name: 'Base form' });
    const result = screen.getByRole('region', { name: 'Result for the chosen ships' });
    await within(base).findByText('Swell direction, °');
    expect(within(result).getByText('Swell direction, °')).toBeTruthy();

    const overlay = screen.getByRole('region', { name: 'Overlay' });
    fireEvent.change(within(overlay).getByRole('textbox', { name: /Code/ }), { target: { value: 'nordic_watch' } });
    fireEvent.click(within(overlay).getByRole('button', { name: 'Hide a field' }));
    const change = within(overlay).getByRole('group', { name: 'Change 1' });
    fireEvent.click(within(change).getByRole('combobox', { name: 'Field' }));
    fireEvent.click(await screen.findByRole('option', { name: /swellDirection/, hidden: true }));
    await waitFor(() => expect(within(result).queryByText('Swell direction, °')).toBeNull());
    expect(within(base).getByText('Swell direction, °')).toBeTruthy();

    fireEvent.click(within(overlay).getByRole('combobox', { name: 'Shipowners' }));
    fireEvent.click(await screen.findByRole('option', { name: /Nordic Bulk Shipping AS/, hidden: true }));
    fireEvent.click(within(overlay).getByRole('button', { name: 'Save overlay' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/descriptors/form-overlay')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ requestValue: { code: 'NORDIC_WATCH', body: {
      form: 'ELOG_DECK_WATCH', level: 'SHIPOWNER', targets: ['NORDIC_BULK'], changes: [{ op: 'hide', field: 'weather.swellDirection' }],
    } } });
  });

  it('offers no new overlay to a user who may only look', async () => {
    renderCustomizer(false);
    expect(await screen.findByText(/No form is customised yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New overlay' })).toBeNull();
  });
});
