/** Typed calls of the configurator (server/modules/configurator/routes.ts) over the runtime's one HTTP client. */
import type { ConfigurationFile, ExportSelection, ImportStep } from '../../../descriptors/lib/configuration-file.js';
import type { ApiClient } from '../../api/api-client.js';

export interface ImportResult {
  applied: boolean;
  steps: ImportStep[];
}

export function configuratorApi(client: ApiClient) {
  return {
    /** The descriptor kinds there are, by id. */
    kinds: () => client.get<{ id: string }[]>('/descriptor-kinds').then((kinds) => kinds.map((k) => k.id)),
    exportFile: (selection: ExportSelection) => client.post<ConfigurationFile>('/configurator/export', { requestValue: selection }),
    /** A dry run unless `apply`: then every descriptor is written in one transaction, or none. */
    importFile: (file: ConfigurationFile, apply: boolean) => client.post<ImportResult>('/configurator/import', { requestValue: { file, apply } }),
  };
}

export type ConfiguratorApi = ReturnType<typeof configuratorApi>;
