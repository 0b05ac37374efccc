/** Reference lists and helpers the AER, EEOI and MRV screen tests share. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on } from './fake-server.js';

export const fuelList = on('GET', '/common/list/fuel-categories', { body: [
  { label: 'Heavy fuel oil (HFO)', value: 'HFO' }, { label: 'Marine diesel / gas oil (MDO/MGO)', value: 'MDO_MGO' }, { label: 'LNG', value: 'LNG' },
] });
export const portList = on('GET', '/common/list/ports', { body: [
  { label: 'Rotterdam', value: 'NLRTM' }, { label: 'Narvik', value: 'NONVK' }, { label: 'Santos', value: 'BRSSZ' },
] });
export const shipList = on('GET', '/common/list/units', { body: [{ label: 'Nordic Ore', value: 'u1' }, { label: 'Baltic Amber', value: 'u2' }] });

/** Chooses `option` in the select labelled `label` (within `container` when given). */
export async function pick(label: string, option: string, container?: HTMLElement) {
  const scope = container ? within(container) : screen;
  const input = scope.queryByRole('combobox', { name: label }) ?? scope.getByRole('textbox', { name: label });
  fireEvent.click(input);
  const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls')!)!);
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/** Types into the input labelled `label`. */
export function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}
