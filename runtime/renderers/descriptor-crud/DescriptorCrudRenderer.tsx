/** The "descriptor-crud" renderer: list and edit the descriptors of the kind named in `config.kind` (logbook configuration). */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { Icon } from '../../shell/Icon.js';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { DescriptorCrudScreen } from './DescriptorCrudScreen.js';
import { descriptorCrudConfigOf } from './screen-config.js';

export function DescriptorCrudRenderer({ screen }: RendererProps) {
  const { t } = useTranslation();
  const config = descriptorCrudConfigOf(screenConfigOf('descriptor-crud', screen));
  if (!config) {
    return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('crud.misconfigured')}>{t('descriptorCrud.noKind', { screen: screen.code })}</Alert>;
  }
  return <DescriptorCrudScreen key={config.kind} config={config} client={api} screenTitle={screen.title} />;
}
