import { describe, expect, it } from 'vitest';
import { menuKind } from '../../../../../../descriptors/kinds/menu/index.js';
import { menuV2 } from '../../../../../../descriptors/kinds/menu/migrations/v2.js';
import { migrateDescriptor } from '../../../../../../server/modules/descriptors/migrate-descriptor.js';
import { validateDescriptorBody } from '../../../../../../server/modules/descriptors/validate.js';

/** A v1 menu as an implementer may have saved it: requirements on a group and on its entries. */
const before = {
  title: 'menu.title',
  items: [{
    id: 'setup', label: 'menu.setup.title', module: 'setup', sequence: 90, requiredRoles: ['ADMIN'], requiredFunctions: { SETUP: 'VIEW' },
    items: [
      { id: 'system-status', label: 'menu.setup.systemStatus', routerLink: '/system-status', module: 'setup', sequence: 10 },
      { id: 'designer', label: 'menu.setup.designer', routerLink: '/designer', sequence: 20, requiredFunctions: { DESIGNER: 'MANAGEMENT' } },
    ],
  }, { id: 'refresh', label: 'menu.refresh', commandAction: 'refresh', requiredRoles: [] }],
};
const after = {
  title: 'menu.title',
  items: [{
    id: 'setup', label: 'menu.setup.title', module: 'setup', sequence: 90,
    items: [
      { id: 'system-status', label: 'menu.setup.systemStatus', routerLink: '/system-status', module: 'setup', sequence: 10 },
      { id: 'designer', label: 'menu.setup.designer', routerLink: '/designer', sequence: 20 },
    ],
  }, { id: 'refresh', label: 'menu.refresh', commandAction: 'refresh' }],
};

describe('menu migration v1 → v2', () => {
  it('drops every entry requirement at any depth and keeps everything else', () => {
    expect(menuV2.migrate(structuredClone(before))).toEqual(after);
  });

  it('turns a stored v1 menu into one the v2 schema accepts', () => {
    expect(validateDescriptorBody('menu', before)).not.toEqual([]);
    const migrated = migrateDescriptor(menuKind, 'main', before, 1);
    expect(migrated).toEqual({ schemaVersion: 2, body: after });
    expect(validateDescriptorBody('menu', migrated.body)).toEqual([]);
  });

  it('leaves a body without items to the schema to refuse', () => {
    expect(menuV2.migrate({ title: 'x' })).toEqual({ title: 'x' });
  });
});
