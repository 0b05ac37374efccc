/** Test support for the descriptor-crud renderer: descriptors as the API answers them, the screen inside the shell. */
import type { ReactNode } from 'react';
import { elogEntryDescriptorSchema } from '../../../descriptors/kinds/elog-entry-descriptor/elog-entry-descriptor.schema.js';
import { elogSequenceSchema } from '../../../descriptors/kinds/elog-sequence/elog-sequence.schema.js';
import { formSchema } from '../../../descriptors/kinds/form/form.schema.js';
import type { DescriptorView } from '../../../runtime/api/descriptor-api.js';
import type { FunctionLevel } from '../../../descriptors/lib/access.js';
import { DescriptorCrudScreen } from '../../../runtime/renderers/descriptor-crud/DescriptorCrudScreen.js';
import { descriptorCrudConfigOf } from '../../../runtime/renderers/descriptor-crud/screen-config.js';
import type { ShellData } from '../../../runtime/shell/boot.js';
import { ShellDataContext } from '../../../runtime/shell/ShellDataContext.js';
import { fakeServer, on, renderWithShell, type Route } from './fake-server.js';

export const kindsAnswer = [
  { id: 'elog-entry-descriptor', schemaVersion: 1, schema: elogEntryDescriptorSchema },
  { id: 'elog-sequence', schemaVersion: 1, schema: elogSequenceSchema },
  { id: 'form', schemaVersion: 1, schema: formSchema },
];

export function descriptorView(kind: string, code: string, body: Record<string, unknown>, overrides: Partial<DescriptorView> = {}): DescriptorView {
  return {
    kind, code, schemaVersion: 1, version: 3, body, system: true, builtin: true, overridden: false, disabled: false,
    updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: 'system', ...overrides,
  };
}

export function entryDescriptor(code: string, eLog: string, name: string, sequence: number, overrides: Partial<DescriptorView> = {}): DescriptorView {
  return descriptorView('elog-entry-descriptor', code, {
    name: { en: name, ru: `${name} (ru)` }, code, eLog, eLogGroup: 'NAVIGATION', dfdSelector: `ELOG_${code}`,
    workflow: { sequence }, dateConfig: { dateMode: 'EVENT' }, system: true,
  }, overrides);
}

export const noon = entryDescriptor('DECK_NOON', 'DECK', 'Noon report', 20);
export const runningHours = entryDescriptor('ENGINE_RUNNING_HOURS', 'ENGINE', 'Running hours', 10, { system: false, overridden: true, version: 5 });
export const custom = entryDescriptor('DECK_CUSTOM', 'DECK', 'Custom check', 30, { system: false, builtin: false, disabled: true, version: 1 });

/** Routes answering the kinds, the list and each descriptor of `views`. */
export function descriptorRoutes(kind: string, views: DescriptorView[]): Route[] {
  return [
    on('GET', '/descriptor-kinds', { body: kindsAnswer }),
    on('GET', `/descriptors/${kind}`, { body: views.map(({ body, ...summary }) => ({ ...summary, title: body.title })) }),
    ...views.map((view) => on('GET', `/descriptors/${kind}/${view.code}`, { body: view })),
  ];
}

export const entryScreenConfig = {
  kind: 'elog-entry-descriptor',
  columns: [
    { field: 'code', title: 'descriptorCrud.field.code' }, { field: 'name', title: 'descriptorCrud.field.name' },
    { field: 'eLog', title: 'descriptorCrud.field.eLog' }, { field: 'workflow.sequence', title: 'descriptorCrud.field.sequence' },
  ],
  filterField: 'eLog',
};

/** Renders a descriptor-crud screen for a signed-in user with the given functions (every function when none are given). */
export function renderScreen(config: Record<string, unknown>, routes: Route[], functions?: Record<string, FunctionLevel>, title = 'menu.reporting.config.entryDescriptors',
  unit: ShellData['unit'] = { installation: 'SHORE', unitCode: null, configurationEditable: true }) {
  const server = fakeServer(...routes);
  const shell = { unit, user: { username: 'captain', displayName: 'Captain', userType: 'USER', functions: functions ?? {}, customHomePath: null, languageCode: null } } as unknown as ShellData;
  const screen: ReactNode = <DescriptorCrudScreen config={descriptorCrudConfigOf(config)!} client={server.client} screenTitle={title} />;
  renderWithShell(functions ? <ShellDataContext.Provider value={shell}>{screen}</ShellDataContext.Provider> : screen);
  return server;
}
