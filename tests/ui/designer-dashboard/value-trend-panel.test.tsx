// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderDesigner, speedPage } from '../../support/ui/dashboard-designer-screen.js';

vi.mock('../../../runtime/renderers/analytics/charts/ApexChartImpl.js', async () => (await import('../../support/ui/analytics-fixtures.js')).apexStub);

afterEach(cleanup);

describe('a latest value with trend panel in the dashboard designer', () => {
  it('is offered among the panel types, starts small with its sparkline, and saves what its change is measured against', async () => {
    const view = renderDesigner(speedPage);
    await screen.findByRole('group', { name: 'Panel Speed' });
    fireEvent.click(screen.getByRole('button', { name: 'Add panel' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Latest value with trend', hidden: true }));
    const added = view.page().charts![1];
    expect(added).toMatchObject({ type: 'value-trend', location: { w: 3, h: 3 }, config: { sparkline: true } });

    expect((screen.getByRole('switch', { name: 'Small line of the period' }) as HTMLInputElement).checked).toBe(true);
    const against = screen.getByRole('combobox', { name: 'Change against' }) as HTMLInputElement;
    expect(against.value).toBe('The start of the period');
    fireEvent.click(against);
    const listbox = await waitFor(() => document.getElementById(against.getAttribute('aria-controls')!)!);
    fireEvent.click(within(listbox).getByRole('option', { name: 'The previous bucket', hidden: true }));
    await waitFor(() => expect(view.page().charts![1].config).toEqual({ sparkline: true, against: 'previousBucket' }));
  });
});
