import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { breadcrumbForId, type MenuItem } from '../../../../../descriptors/lib/menu.js';
import { moduleNames } from '../../../../../descriptors/lib/modules.js';
import type { ResourceDefinition } from '../../../../../descriptors/lib/resource.js';
import mainMenu from '../../../../../descriptors/kinds/menu/builtin/main.json' with { type: 'json' };
import en from '../../../../../locales/en.json' with { type: 'json' };
import ru from '../../../../../locales/ru.json' with { type: 'json' };
import { readBuiltins } from '../../../../../server/modules/descriptors/builtins.js';
import { validateDescriptorBody } from '../../../../../server/modules/descriptors/validate.js';
import {
  demoAssetTree, demoEquipment, demoGenericAssets, demoPersons, demoProducts, demoShipowners, demoSimpleValues, type DemoAssetNode,
} from '../../../../../seeds/demo-master-data.js';
import { referenceSets } from '../../../../../seeds/reference-seed.js';

const builtins = readBuiltins();
const resources = new Map(builtins.filter((b) => b.kind === 'resource').map((b) => [b.code, b.body as unknown as ResourceDefinition]));
const screens = builtins.filter((b) => b.kind === 'screen');
const resourceScreens = screens.filter((s) => s.body.renderer === 'crud' || s.body.renderer === 'tree');
const menuItems = (mainMenu as { items: MenuItem[] }).items;

/** SPEC §2 "Master data", plus /app-parameters (Setup), which is also a plain resource screen. */
const masterDataRoutes = [
  '/roles', '/person', '/users', '/role-groups', '/distribution-list', '/ship', '/equipment', '/measurements', '/asset/generic-asset',
  '/assets-management', '/shipowner', '/ports', '/nations', '/products/water', '/products/ballast', '/products/fuel', '/products/oil',
  '/fuel-category', '/geo-areas/geo-area-category', '/geo-areas/geo-area', '/simple-values', '/additional-info', '/app-parameters',
  '/lite-installation', '/fleet-management', '/tcp-config', '/wall-boards',
];
/** Master-data routes that are not a list of records of one resource; their screens come with their own modules. */
const routesOfOtherScreens: Record<string, string> = {
  '/lite-installation': 'the installations known to the distribution queue (sync module)',
  '/fleet-management': 'fleets: unit groups with their ships, edited with the fleet tools',
  '/wall-boards': 'wallboard links of analytics pages (dashboards module)',
};

const ajv = (addFormatsModule as unknown as (a: Ajv) => Ajv)(new Ajv({ allErrors: true, strict: false }));
const validatorOf = (code: string) => ajv.compile(resources.get(code)!.schema);

/** The schema node of a dotted field path, through object properties and array items. */
function schemaAt(definition: ResourceDefinition, path: string): Record<string, unknown> | undefined {
  let node: Record<string, unknown> | undefined = definition.schema as unknown as Record<string, unknown>;
  for (const part of path.split('.')) {
    while (node?.type === 'array' && node.items) node = node.items as Record<string, unknown>;
    node = (node?.properties as Record<string, Record<string, unknown>> | undefined)?.[part];
  }
  return node;
}

/** Every i18n key a resource shows: titles, column titles, help texts and enum labels. */
function textKeys(value: unknown, keys: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => textKeys(v, keys));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if ((key === 'title' || key === 'ui:help' || key === 'ui:title' || key === 'ui:description') && typeof child === 'string') keys.push(child);
      else if (key === 'ui:enumNames' && Array.isArray(child)) keys.push(...child);
      else textKeys(child, keys);
    }
  }
  return keys;
}

const translation = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

describe('built-in resources', () => {
  it('are there, and every one satisfies the resource meta-schema', () => {
    expect(resources.size).toBeGreaterThanOrEqual(24);
    for (const [code, body] of resources) expect({ code, problems: validateDescriptorBody('resource', body) }).toEqual({ code, problems: [] });
  });

  it('have field schemas the record store can compile', () => {
    for (const code of resources.keys()) expect(() => validatorOf(code), code).not.toThrow();
  });

  it('name only fields their schema has: code, label, unique, reference, list and search fields', () => {
    for (const [code, definition] of resources) {
      const fields = [
        definition.codeField, definition.labelField, ...(definition.uniqueFields ?? []), ...Object.keys(definition.references ?? {}),
        ...(definition.list?.columns ?? []).map((c) => c.field), ...(definition.list?.searchFields ?? []), definition.list?.defaultSort?.field,
      ].filter((f): f is string => Boolean(f));
      for (const field of fields) expect(schemaAt(definition, field), `${code}: ${field}`).toBeDefined();
      for (const field of Object.keys(definition.schema.properties)) expect(definition.schema.properties[field].title, `${code}.${field}`).toBe(`resources.${code}.fields.${field}`);
    }
  });

  it('refer only to resources that exist', () => {
    for (const [code, definition] of resources) {
      for (const [field, reference] of Object.entries(definition.references ?? {})) expect(resources.has(reference.resource), `${code}.${field} → ${reference.resource}`).toBe(true);
    }
  });

  it('give each enumeration shown with labels one label per value', () => {
    const check = (schema: Record<string, unknown> | undefined, ui: Record<string, unknown>, where: string) => {
      for (const [field, options] of Object.entries(ui)) {
        if (field.startsWith('ui:') || !options || typeof options !== 'object') continue;
        const child = (schema?.type === 'array' ? (schema.items as Record<string, unknown>) : schema)?.properties as Record<string, Record<string, unknown>> | undefined;
        const fieldSchema = field === 'items' ? schema?.items as Record<string, unknown> : child?.[field];
        const names = (options as Record<string, unknown>)['ui:enumNames'] as string[] | undefined;
        if (names) expect(names.length, `${where}.${field}`).toBe((fieldSchema?.enum as unknown[]).length);
        check(fieldSchema, options as Record<string, unknown>, `${where}.${field}`);
      }
    };
    for (const [code, definition] of resources) check(definition.schema as unknown as Record<string, unknown>, definition.uiSchema ?? {}, code);
  });

  it('have every title, help text and enum label in English and Russian', () => {
    for (const [code, definition] of resources) {
      for (const key of textKeys({ title: definition.title, schema: definition.schema, uiSchema: definition.uiSchema, list: definition.list })) {
        expect(typeof translation(en, key), `${code}: en ${key}`).toBe('string');
        expect(typeof translation(ru, key), `${code}: ru ${key}`).toBe('string');
      }
    }
  });

  it('use exactly the IMO CII ship type categories for ships', () => {
    expect(resources.get('ship')!.schema.properties.shipType.enum).toEqual([
      'bulk_carrier', 'gas_carrier', 'tanker', 'container_ship', 'general_cargo_ship', 'refrigerated_cargo_carrier', 'combination_carrier',
      'lng_carrier', 'ro_ro_cargo_ship_vehicle_carrier', 'ro_ro_cargo_ship', 'ro_ro_passenger_ship', 'ro_ro_passenger_ship_high_speed', 'cruise_passenger_ship',
    ]);
  });

  it('refuse what the rules of SPEC §3 refuse', () => {
    const measure = validatorOf('measure');
    const tag = { tag: 'ME_POWER', description: 'Main engine power' };
    expect(measure({ ...tag, valueType: 'NUMERIC', aggregationType: 'AVG' })).toBe(true);
    expect(measure({ ...tag, valueType: 'STRING', aggregationType: 'LAST' })).toBe(true);
    expect(measure({ ...tag, valueType: 'STRING', aggregationType: 'SUM' })).toBe(false);
    const list = validatorOf('distribution-list');
    const base = { code: 'NOON', description: 'Noon report', listType: 'USER_DEF' };
    expect(list({ ...base, distributionListDetails: [{ recipientType: 'BY_EMAIL', email: 'ops@example.com' }] })).toBe(true);
    expect(list({ ...base, distributionListDetails: [{ recipientType: 'BY_PERSON', email: 'ops@example.com' }] })).toBe(false);
    expect(list({ ...base, distributionListDetails: [{ recipientType: 'BY_CONTACTS', units: [] }] })).toBe(false);
    const node = validatorOf('asset-node');
    expect(node({ type: 'arrangement', unit: 'u', code: 'ER', description: 'Engine room' })).toBe(true);
    expect(node({ type: 'arrangement', unit: 'u', code: 'ER', description: 'Engine room', assetModel: '6L20' })).toBe(false);
    expect(node({ type: 'folder', unit: 'u', code: 'ER', description: 'Engine room' })).toBe(false);
    const port = validatorOf('port');
    expect(port({ unlocode: 'NLRTM', name: 'Rotterdam', country: 'NL', latitude: 51.9, longitude: 4.25 })).toBe(true);
    expect(port({ unlocode: 'NLRT1', name: 'Rotterdam', country: 'NL' })).toBe(false);
    expect(port({ unlocode: 'NLRTM', name: 'Rotterdam', country: 'NL', latitude: 91 })).toBe(false);
  });
});

describe('built-in master-data screens', () => {
  it('satisfy the screen meta-schema', () => {
    for (const screen of screens) expect({ code: screen.code, problems: validateDescriptorBody('screen', screen.body) }).toEqual({ code: screen.code, problems: [] });
  });

  it('sit on their menu item, at its route', () => {
    for (const { code, body } of screens) {
      if (!body.menuItemId) continue;
      const chain = breadcrumbForId(menuItems, String(body.menuItemId));
      expect(chain.length, `${code}: menu item ${String(body.menuItemId)}`).toBeGreaterThan(0);
      expect(body.route, code).toBe(chain.at(-1)!.routerLink);
    }
  });

  it('belong to the module of their menu entry, which asks for nothing itself', () => {
    for (const { code, body } of resourceScreens) {
      const chain = breadcrumbForId(menuItems, String(body.menuItemId));
      expect(body.module, code).toBe([...chain].reverse().find((item) => item.module)?.module);
      expect(moduleNames, code).toContain(body.module);
      expect(Object.keys(body.requiredFunctions ?? {}).length, `${code} asks for a function`).toBeGreaterThan(0);
    }
  });

  it('show resources that exist, with a title in English and Russian', () => {
    for (const { code, body } of resourceScreens) {
      const config = body.config as { resource?: string } | undefined;
      expect(resources.has(config?.resource ?? ''), `${code} → ${config?.resource}`).toBe(true);
      expect(typeof translation(en, String(body.title)), code).toBe('string');
      expect(typeof translation(ru, String(body.title)), code).toBe('string');
    }
  });

  it('let anyone who can open the screen read its resource, and only managers change it', () => {
    for (const { code, body } of resourceScreens) {
      const definition = resources.get((body.config as { resource: string }).resource)!;
      const screenNeeds = body.requiredFunctions as Record<string, string>;
      for (const [fn, level] of Object.entries(definition.access.view.requiredFunctions ?? {})) expect(screenNeeds[fn], `${code}: view needs ${fn}`).toBe(level);
      expect(Object.values(definition.access.manage.requiredFunctions ?? {}), code).toContain('MANAGEMENT');
    }
  });

  it('cover every master-data route of SPEC §2', () => {
    const routes = new Set(screens.map((s) => s.body.route));
    for (const route of masterDataRoutes) {
      expect(routes.has(route) || route in routesOfOtherScreens, `no screen for ${route}`).toBe(true);
      expect(breadcrumbForId(menuItems, menuItemIdOf(route) ?? '').length, `no menu item for ${route}`).toBeGreaterThan(0);
    }
  });
});

function menuItemIdOf(route: string): string | undefined {
  const find = (items: readonly MenuItem[]): MenuItem | undefined => items.reduce<MenuItem | undefined>((found, item) => found ?? (item.routerLink === route ? item : find(item.items ?? [])), undefined);
  return find(menuItems)?.id;
}

describe('seeded master data', () => {
  const expectValid = (resource: string, rows: readonly object[]) => {
    const validate = validatorOf(resource);
    for (const row of rows) {
      const valid = validate(structuredClone(row));
      expect({ resource, row: valid ? 'valid' : row, errors: validate.errors ?? null }).toEqual({ resource, row: 'valid', errors: null });
    }
  };

  it('loads reference data that satisfies the resources it goes into', () => {
    for (const { resource, rows } of referenceSets) expectValid(resource, rows);
  });

  it('loads demo records that satisfy their resources', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expectValid('person', demoPersons.map(({ roleCode, ...person }) => ({ ...person, ...(roleCode ? { role: id } : {}) })));
    expectValid('shipowner', demoShipowners);
    expectValid('generic-asset', demoGenericAssets);
    expectValid('equipment', demoEquipment('NORDIC_ORE', id));
    const flatten = (nodes: DemoAssetNode[]): object[] => nodes.flatMap(({ children, ...node }) => [{ ...node, unit: id, parent: id }, ...flatten(children ?? [])]);
    expectValid('asset-node', flatten(demoAssetTree));
    expectValid('simple-values', demoSimpleValues);
    for (const [resource, rows] of Object.entries(demoProducts)) expectValid(resource, rows);
  });
});
