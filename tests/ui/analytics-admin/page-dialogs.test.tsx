// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wallboardUrl } from '../../../runtime/renderers/analytics-admin/LinkDialog.js';
import { PageListScreen } from '../../../runtime/renderers/analytics-admin/PageListScreen.js';
import { errorBody, fakeServer, on, type Route } from '../../support/ui/fake-server.js';
import { administrator, renderScreen, summary } from '../../support/ui/analytics-admin-screen.js';

afterEach(cleanup);

const own = summary('MY_HULL', { title: { en: 'My hull check' } });
const value = 'A'.repeat(43);

function renderList(...routes: Route[]) {
  const server = fakeServer(...routes, on('GET', '/custom-analytics', { body: [own] }));
  renderScreen(<PageListScreen client={server.client} />, { user: administrator, path: '/custom-analytics/list' });
  return server;
}

describe('the wallboard link dialog', () => {
  it('makes a link for the days chosen and shows its full address, a copy button and when it expires', async () => {
    const server = renderList(on('POST', '/custom-analytics/MY_HULL/generate-link', { body: { link: `wallboard/${value}`, expiresAt: '2026-12-01T10:00:00.000Z' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for My hull check' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Wallboard link…', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallboard link · My hull check' });
    const days = within(dialog).getByRole('textbox', { name: 'Valid for (days)' });
    fireEvent.change(days, { target: { value: '400' } });
    expect(within(dialog).getByText('A whole number of days from 1 to 366.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Generate link' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(days, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate link' }));

    expect(await within(dialog).findByText(`${window.location.origin}/wallboard/${value}`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy the link' })).toBeTruthy();
    expect(within(dialog).getByText(`Expires ${new Date('2026-12-01T10:00:00.000Z').toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })}`)).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({ requestValue: { days: 7 } });
  });

  it('puts the base path of the app in the address', () => {
    expect(wallboardUrl(`wallboard/${value}`, 'https://fleet.example.com', '/keel/')).toBe(`https://fleet.example.com/keel/wallboard/${value}`);
  });
});

describe('a new page', () => {
  const openDialog = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'New page' }));
    return await screen.findByRole('dialog', { name: 'New analytics page' });
  };

  it('checks the code and the title before asking the server', async () => {
    const server = renderList();
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'my page' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and open' }));
    expect(await within(dialog).findByText('Use letters, digits, _, . and -, starting with a letter or digit.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the English title.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a code already in use at the code field, as the server words it', async () => {
    renderList(on('POST', '/custom-analytics', { status: 409, body: errorBody('CONFLICT', 'MY_HULL already exists.') }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'MY_HULL' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title \(English\)/ }), { target: { value: 'Again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and open' }));
    expect(await within(dialog).findByText('MY_HULL already exists.')).toBeTruthy();
  });

  it('creates an empty page of the caller and opens it', async () => {
    const server = renderList(on('POST', '/custom-analytics', { body: summary('FUEL_WATCH') }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Code/ }), { target: { value: 'FUEL_WATCH' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Title \(English\)/ }), { target: { value: 'Fuel watch' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title (Russian)' }), { target: { value: 'Топливо' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create and open' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/custom-analytics/view/FUEL_WATCH'));
    expect(server.calls.find((c) => c.method === 'POST')!.body).toEqual({
      requestValue: { code: 'FUEL_WATCH', title: { en: 'Fuel watch', ru: 'Топливо' }, cluster: 'SHIP', published: false, datasets: [], charts: [] },
    });
  });
});
