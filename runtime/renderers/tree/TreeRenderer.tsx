/** The "tree" renderer: the asset tree of a ship for the resource in `config.resource` (asset-node by default). */
import { api } from '../../shell/services.js';
import { configuredResource } from '../crud/screen-config.js';
import type { RendererProps } from '../renderer-registry.js';
import { AssetTreeScreen } from './AssetTreeScreen.js';

export const defaultTreeResource = 'asset-node';

export function TreeRenderer({ screen }: RendererProps) {
  const resource = configuredResource(screen.config) ?? defaultTreeResource;
  return <AssetTreeScreen key={resource} resource={resource} client={api} screenTitle={screen.title} />;
}
