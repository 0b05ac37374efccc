/** The "crud" renderer: a master-data screen for the resource named in `config.resource`. */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { Icon } from '../../shell/Icon.js';
import { api } from '../../shell/services.js';
import { toolbarActionsOf } from '../actions/toolbar-actions.js';
import type { RendererProps } from '../renderer-registry.js';
import { CrudScreen } from './CrudScreen.js';
import { configuredFilters, configuredResource } from './screen-config.js';

export function CrudRenderer({ screen }: RendererProps) {
  const { t } = useTranslation();
  const config = screenConfigOf('crud', screen);
  const resource = configuredResource(config);
  if (!resource) {
    return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('crud.misconfigured')}>{t('crud.noResource', { screen: screen.code })}</Alert>;
  }
  return <CrudScreen key={resource} resource={resource} client={api} screenTitle={screen.title} toolbarActions={toolbarActionsOf(config)} initialFilters={configuredFilters(config)} recordPanels={config.recordPanels} />;
}
