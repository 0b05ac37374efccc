/**
 * Panels a crud screen shows under a saved record (`config.recordPanels`): what a resource keeps beside its record
 * that the generic form does not (a document's file versions). Keyed by the catalogue's ids, so a screen cannot name
 * a panel that does not exist; each loads its chunk when first shown.
 */
import { Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import type { ApiClient } from '../../api/api-client.js';
import { chunkComponent } from '../chunk-component.js';
import type { ScreenConfig } from '../../../descriptors/lib/screens/screen-renderers.js';
import type { ResourceRecord } from './resource-api.js';

export type RecordPanelId = NonNullable<ScreenConfig<'crud'>['recordPanels']>[number];

export interface RecordPanelProps {
  client: ApiClient;
  record: ResourceRecord;
  /** The user may manage the resource (upload); the server checks again. */
  canManage: boolean;
}

const placeholder = () => <Loader size="sm" />;

const recordPanels: Record<RecordPanelId, ComponentType<RecordPanelProps>> = {
  'managed-document-files': chunkComponent(() => import('../managed-documents/DocumentFiles.js').then((m) => m.DocumentFiles), placeholder).Component,
};

/** The configured panels of a saved record, in the order the screen names them. */
export function RecordPanels({ ids, ...props }: RecordPanelProps & { ids: readonly RecordPanelId[] }) {
  return ids.map((id) => {
    const Panel = recordPanels[id];
    return <Panel key={id} {...props} />;
  });
}
