// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesignerApi, DescriptorSummary } from '../../../runtime/api/descriptor-api.js';
import { ProblemsList } from '../../../designer/editor/ProblemsList.js';
import { DescriptorList } from '../../../designer/sidebar/DescriptorList.js';
import { NewDescriptorDialog } from '../../../designer/sidebar/NewDescriptorDialog.js';
import { createI18n } from '../../../runtime/shell/i18n.js';

const i18n = createI18n('en');
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}><MantineProvider>{node}</MantineProvider></I18nextProvider>);
afterEach(cleanup);

const summary = (code: string, extra: Partial<DescriptorSummary> = {}): DescriptorSummary => ({
  kind: 'screen', code, schemaVersion: 1, version: 1, system: true, builtin: false, overridden: false, disabled: false,
  updatedAt: '2026-11-21T10:00:00Z', updatedBy: 'system', ...extra,
});

describe('the descriptor list', () => {
  const descriptors = [
    summary('system-status', { builtin: true, title: 'menu.setup.systemStatus' }),
    summary('designer', { builtin: true, overridden: true, system: false, title: { en: 'Designer', ru: 'Конструктор' } }),
    summary('engine', { system: false, disabled: true }),
  ];
  const list = (onSelect = vi.fn()) => wrap(
    <DescriptorList kinds={['menu', 'screen']} kind="screen" kindLabel={(k) => k} onKindChange={vi.fn()} descriptors={descriptors}
      isLoading={false} selectedCode="designer" onSelect={onSelect} onNew={vi.fn()} />,
  );

  it('shows titles and badges for built-in, overridden and disabled descriptors', () => {
    list();
    expect(screen.getByText('System status')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'system-statusBuilt-inSystem status', 'designerOverriddenDesigner', 'engineDisabled',
    ]);
    expect(screen.getByRole('button', { current: true }).textContent).toContain('designer');
  });

  it('searches codes and translated titles', () => {
    list();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by code or title' }), { target: { value: 'status sys' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['system-statusBuilt-inSystem status']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by code or title' }), { target: { value: 'nothing' } });
    expect(screen.getByText('Nothing matches the search.')).toBeTruthy();
  });

  it('moves between descriptors with the arrow keys and opens one with a click', () => {
    const onSelect = vi.fn();
    list(onSelect);
    const buttons = screen.getAllByRole('listitem').map((item) => item.querySelector('button')!);
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.click(buttons[2]);
    expect(onSelect).toHaveBeenCalledWith('engine');
  });
});

describe('a new descriptor', () => {
  it('checks the code with the server as it is typed and creates only with a free one', async () => {
    const checkCode = vi.fn(async (_kind: string, code: string) => ({ valid: code !== 'bad code', available: code !== 'taken' }));
    const onCreate = vi.fn();
    wrap(<NewDescriptorDialog api={{ checkCode } as unknown as DesignerApi} opened kind="screen" kindLabel="Screens" onClose={vi.fn()} onCreate={onCreate} />);
    const create = () => screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    const input = screen.getByLabelText('Code');
    expect(create().disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'taken' } });
    expect(await screen.findByText('taken is already used by another descriptor of this kind.')).toBeTruthy();
    expect(create().disabled).toBe(true);

    fireEvent.change(input, { target: { value: 'bad code' } });
    expect(await screen.findByText(/bad code is not a valid code/)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'engine-room' } });
    expect(await screen.findByText('engine-room is free.')).toBeTruthy();
    await waitFor(() => expect(create().disabled).toBe(false));
    fireEvent.click(create());
    expect(onCreate).toHaveBeenCalledWith('engine-room');
    expect(checkCode).toHaveBeenCalledWith('screen', 'engine-room', expect.any(AbortSignal));
  });
});

describe('the problems under the editor', () => {
  it('lists them in reading order, translated, and a click puts the cursor on the place', () => {
    const onReveal = vi.fn();
    wrap(<ProblemsList onReveal={onReveal} problems={[
      { owner: 'json', severity: 'error', message: 'String does not match the pattern of "^/".', startLineNumber: 3, startColumn: 12, endLineNumber: 3, endColumn: 20 },
      { owner: 'json', severity: 'error', message: 'Missing property "renderer".', startLineNumber: 1, startColumn: 1, endLineNumber: 1, endColumn: 2 },
    ]} />);
    expect(screen.getByText('2 problems')).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'The property “renderer” is required.line 1, column 1', 'The text does not match the pattern “^/”.line 3, column 12',
    ]);
    fireEvent.click(buttons[1]);
    expect(onReveal).toHaveBeenCalledWith(3, 12);
  });
});
