/** The "tree" renderer: the asset tree of a ship for the resource in `config.resource` (asset-node by default). */
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { AssetTreeScreen } from './AssetTreeScreen.js';

export const defaultTreeResource = 'asset-node';

export function TreeRenderer({ screen }: RendererProps) {
  const resource = screenConfigOf('tree', screen).resource ?? defaultTreeResource;
  return <AssetTreeScreen key={resource} resource={resource} client={api} screenTitle={screen.title} />;
}
