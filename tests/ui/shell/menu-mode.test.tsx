// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { breadcrumbFor } from '../../../descriptors/lib/menu.js';
import { addBreadcrumbExtension, menuTrail } from '../../../runtime/shell/breadcrumb-trail.js';
import { homePathOf } from '../../../runtime/shell/boot.js';
import { safeReturnPath } from '../../../descriptors/lib/return-path.js';
import { loginPathFor } from '../../../runtime/shell/login-return.js';
import { effectiveMenuMode, isFloatingMenu } from '../../../runtime/shell/menu-mode.js';
import { routerPathOf } from '../../../runtime/shell/route-screen.js';
import { parseSsoFragment } from '../../../runtime/shell/sso-fragment.js';

describe('menu mode', () => {
  it('is mobile at 1024 px or less, else the chosen mode', () => {
    expect(effectiveMenuMode('static', 1024)).toBe('mobile');
    expect(effectiveMenuMode('overlay', 800)).toBe('mobile');
    expect(effectiveMenuMode('static', 1025)).toBe('static');
    expect(effectiveMenuMode('overlay', 1440)).toBe('overlay');
  });

  it('floats (closed by a click outside) in overlay and mobile modes only', () => {
    expect(isFloatingMenu('static')).toBe(false);
    expect(isFloatingMenu('overlay')).toBe(true);
    expect(isFloatingMenu('mobile')).toBe(true);
  });
});

describe('navigation helpers', () => {
  const menu = [
    { id: 'fleet', label: 'menu.fleet', items: [{ id: 'fleet-map', label: 'menu.fleet.map', routerLink: '/fleet/map' }] },
    { id: 'setup', label: 'menu.setup', items: [{ id: 'system-status', label: 'x', routerLink: '/system-status' }] },
  ];

  it('the breadcrumb follows the menu-item id, else the route', () => {
    expect(menuTrail(menu, '/anything', 'system-status').map((i) => i.id)).toEqual(['setup', 'system-status']);
    expect(menuTrail(menu, '/fleet/map').map((i) => i.id)).toEqual(breadcrumbFor(menu, '/fleet/map').map((i) => i.id));
  });

  it('rejects a duplicate breadcrumb extension id', () => {
    const list = addBreadcrumbExtension([], { id: 'ship', label: 'Aurora' });
    expect(() => addBreadcrumbExtension(list, { id: 'ship', label: 'Boreas' })).toThrow('Duplicate breadcrumb extension id: ship');
  });

  it('home is the custom home path or /fleet/map', () => {
    expect(homePathOf({ customHomePath: '/system-status' })).toBe('/system-status');
    expect(homePathOf({ customHomePath: null })).toBe('/fleet/map');
    expect(homePathOf({ customHomePath: 'https://evil.example' })).toBe('/fleet/map');
    expect(homePathOf(undefined)).toBe('/fleet/map');
  });

  it('returns after sign-in only to paths inside the app', () => {
    expect(safeReturnPath('/elb/DECK?x=1', '/fleet/map')).toBe('/elb/DECK?x=1');
    expect(safeReturnPath('//evil.example', '/fleet/map')).toBe('/fleet/map');
    expect(safeReturnPath('https://evil.example', '/fleet/map')).toBe('/fleet/map');
    expect(safeReturnPath('/auth/login', '/fleet/map')).toBe('/fleet/map');
    expect(safeReturnPath(null, '/home')).toBe('/home');
    // Read as another host by browsers, or not a path at all: the same check the server applies to single sign-on.
    expect(safeReturnPath('/\\evil.example', '/home')).toBe('/home');
    expect(safeReturnPath('/elb/DECK\u0000', '/home')).toBe('/home');
    expect(safeReturnPath('/elb/DECK')).toBe('/elb/DECK');
    expect(loginPathFor('/system-status')).toBe('/auth/login?url=%2Fsystem-status');
    expect(loginPathFor('/')).toBe('/auth/login');
  });

  it('reads the SSO callback fragment and converts {param} routes', () => {
    expect(parseSsoFragment('#token=abc.def&url=%2Fsystem-status')).toEqual({ token: 'abc.def', url: '/system-status' });
    expect(parseSsoFragment('')).toEqual({ token: undefined, url: undefined });
    expect(routerPathOf('/multi-dashboard-page/view/{code}')).toBe('/multi-dashboard-page/view/:code');
  });
});
