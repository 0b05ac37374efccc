/** What the customiser reads and writes: form overlays and forms through the descriptor API, and the targets of each level. */
import type { ApiClient } from '../../api/api-client.js';
import { descriptorApi } from '../../api/descriptor-api.js';
import { resourceApi, type ResourceRecord } from '../crud/resource-api.js';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import type { FormOverlayBody } from '../../../descriptors/kinds/form-overlay/form-overlay.schema.js';
import type { OverlayLevel } from '../../../descriptors/lib/forms/form-overlay.js';

export interface TargetOption { value: string; label: string }

/** Where the targets of each level come from: ships by id, unit groups and shipowners by code. */
const targetSources: Record<OverlayLevel, { resource: string; value: (r: ResourceRecord) => string }> = {
  SHIPOWNER: { resource: 'shipowner', value: (r) => r.code ?? r.id },
  FLEET: { resource: 'unit-group', value: (r) => r.code ?? r.id },
  SHIP: { resource: 'ship', value: (r) => r.id },
};

export function customizerApi(client: ApiClient) {
  const descriptors = descriptorApi(client);
  return {
    overlays: () => descriptors.list('form-overlay'),
    overlay: (code: string) => descriptors.get<FormOverlayBody>('form-overlay', code),
    forms: () => descriptors.list('form'),
    form: async (code: string) => (await descriptors.get<FormBody>('form', code)).body,
    targets: async (level: OverlayLevel): Promise<TargetOption[]> => {
      const source = targetSources[level];
      const page = await resourceApi(client, source.resource).list({ page: 1, size: 500 });
      return page.items.map((r) => ({ value: source.value(r), label: r.code && r.label !== r.code ? `${r.label} (${r.code})` : r.label }));
    },
    create: (code: string, body: FormOverlayBody) => descriptors.create('form-overlay', code, body),
    update: (code: string, version: number, body: FormOverlayBody) => descriptors.update('form-overlay', code, version, body),
    remove: (code: string) => descriptors.remove('form-overlay', code),
  };
}

export type CustomizerApi = ReturnType<typeof customizerApi>;
