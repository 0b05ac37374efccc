/**
 * Components a screen descriptor's toolbar actions open, by `component` id (STYLE §3): each loads its chunk when
 * first used. An action is a dialog over the screen; it says when the screen's data may have changed.
 */
import type { ComponentType } from 'react';
import type { ApiClient } from '../../api/api-client.js';
import { Registry, type RegistryEntry } from '../../../descriptors/lib/registry.js';

export interface ScreenActionProps {
  client: ApiClient;
  /** the action's label, for the dialog title */
  title: string;
  onClose(): void;
  /** the screen's data may have changed: reload it */
  onChanged(): void;
}

export interface ScreenActionEntry extends RegistryEntry {
  load: () => Promise<ComponentType<ScreenActionProps>>;
}

export const screenActionRegistry = new Registry<ScreenActionEntry>('screen action', [
  {
    id: 'measurements-import', name: 'Import measurements (CSV)',
    load: () => import('./measurements-import/MeasurementsImportDialog.js').then((m) => m.MeasurementsImportDialog),
  },
]);
