/** The "elog-day" renderer: the day view of the logbook named in `config.elog` (DECK, ENGINE, ORB1 …). */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { Icon } from '../../shell/Icon.js';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { ElogDayScreen } from './ElogDayScreen.js';

export function ElogDayRenderer({ screen }: RendererProps) {
  const { t } = useTranslation();
  const { elog } = screenConfigOf('elog-day', screen);
  if (!elog) {
    return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('elogDay.misconfigured')}>{t('elogDay.noElog', { screen: screen.code })}</Alert>;
  }
  return <ElogDayScreen key={elog} elog={elog} client={api} screenTitle={screen.title} />;
}
