/** Descriptors of a pretend installation, and a fake configurator server over them for the screen tests. */
import { diffJson } from '../../../descriptors/lib/json-diff.js';
import { isSelected, type ConfigurationFile, type ExportedDescriptor, type ExportSelection } from '../../../descriptors/lib/configuration-file.js';
import { on, type Route } from './fake-server.js';

const descriptor = (kind: string, code: string, system: boolean, body: Record<string, unknown>): ExportedDescriptor =>
  ({ kind, code, system, body, schemaVersion: 1, disabled: false });

export const installed: ExportedDescriptor[] = [
  descriptor('menu', 'main', false, { items: [{ id: 'setup', label: 'Setup' }] }),
  descriptor('screen', 'system-status', true, { route: '/system-status', renderer: 'system-status' }),
  descriptor('screen', 'bridge-status', false, { route: '/bridge-status', renderer: 'system-status' }),
  descriptor('screen', 'engine-status', false, { route: '/engine-status', renderer: 'system-status' }),
  descriptor('resource', 'ports', true, { title: 'Ports' }),
];

export function configurationFile(descriptors: ExportedDescriptor[]): ConfigurationFile {
  return { format: 'keel-configuration', formatVersion: 1, exportedAt: '2026-11-20T10:00:00.000Z', exportedBy: 'admin', descriptors };
}

export const kindsRoute: Route = on('GET', '/descriptor-kinds', { body: ['menu', 'screen', 'resource', 'form'].map((id) => ({ id, schemaVersion: 1, schema: {} })) });

/** Exports as the server does: every descriptor the selection picks. */
export const exportRoute: Route = on('POST', '/configurator/export', (call) => {
  const selection = (call.body as { requestValue: ExportSelection }).requestValue;
  return { body: configurationFile(installed.filter((d) => isSelected(selection, d))) };
});

/** Plans (or applies) an import against `installed` as the server does, comparing bodies. */
export const importRoute: Route = on('POST', '/configurator/import', (call) => {
  const { file, apply } = (call.body as { requestValue: { file: ConfigurationFile; apply?: boolean } }).requestValue;
  const steps = file.descriptors.map((d) => {
    const here = installed.find((i) => i.kind === d.kind && i.code === d.code);
    if (!here) return { kind: d.kind, code: d.code, action: 'create', changes: diffJson({}, d.body) };
    const changes = diffJson(here.body, d.body);
    return { kind: d.kind, code: d.code, action: changes.length ? 'change' : 'unchanged', changes };
  });
  return { body: { applied: Boolean(apply), steps } };
});
