// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../descriptors/lib/menu.js';
import { currentMenuLink } from '../../../runtime/shell/NavMenu.js';

const menu = [{
  id: 'emissions', label: 'Emissions', items: [
    { id: 'cii-calculator', label: 'CII calculator', routerLink: '/cii-calculator' },
    { id: 'cii-overview', label: 'CII overview', routerLink: '/cii-calculator/cii-overview' },
  ],
}] as MenuItem[];

describe('the current menu item', () => {
  it('is the one page shown, not also the page whose address is its prefix', () => {
    expect(currentMenuLink(menu, '/cii-calculator/cii-overview')).toBe('/cii-calculator/cii-overview');
    expect(currentMenuLink(menu, '/cii-calculator')).toBe('/cii-calculator');
    expect(currentMenuLink(menu, '/cii-calculator-old')).toBeUndefined();
  });
});
