// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../descriptors/lib/menu.js';
import { createI18n } from '../../../runtime/shell/i18n.js';
import { NavMenu } from '../../../runtime/shell/NavMenu.js';

const menu = [{
  id: 'emissions', label: { en: 'Emissions', ru: 'Выбросы' }, items: [
    { id: 'cii-calculator', label: { en: 'CII calculator', ru: 'Калькулятор CII' }, routerLink: '/cii-calculator' },
  ],
}] as MenuItem[];

describe('the navigation menu from the keyboard', () => {
  it('lets a collapsed group take focus and open with Enter, showing its pages', async () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <MantineProvider><MemoryRouter initialEntries={['/fleet/map']}><NavMenu items={menu} /></MemoryRouter></MantineProvider>
      </I18nextProvider>,
    );
    const group = screen.getByRole('button', { name: 'Emissions' });
    group.focus();
    expect(document.activeElement).toBe(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    // A native button turns Enter into a click.
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByRole('link', { name: 'CII calculator' })).getAttribute('href')).toBe('/cii-calculator');
  });
});
