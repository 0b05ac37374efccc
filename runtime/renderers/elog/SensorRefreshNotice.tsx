/** What a change of the entry's time did to its sensor values: which fields took the new time's values, were emptied or kept. */
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import { clockText } from './ship-clock.js';
import type { SensorNotice } from './use-sensor-refresh.js';

interface SensorRefreshNoticeProps {
  notice: SensorNotice;
  /** A field's title by its JSON pointer. */
  titleOf: (pointer: string) => string;
  onClose: () => void;
}

export function SensorRefreshNotice({ notice, titleOf, onClose }: SensorRefreshNoticeProps) {
  const { t } = useTranslation();
  const fields = (pointers: string[]) => pointers.map(titleOf).join('; ');
  if (notice.kind === 'failed') {
    return (
      <Alert color="yellow" variant="light" icon={<Icon name="alert" />} withCloseButton closeButtonLabel={t('common.close')} onClose={onClose} role="status">
        {t('elogDay.sensors.failed', { message: notice.message })}
      </Alert>
    );
  }
  const { refreshed, cleared, kept } = notice;
  return (
    <Alert
      color="blue" variant="light" icon={<Icon name="refresh" />} role="status" withCloseButton closeButtonLabel={t('common.close')} onClose={onClose}
      title={t('elogDay.sensors.title', { time: clockText(notice.at) })}
    >
      {!refreshed.length && !cleared.length && <Text size="sm">{t('elogDay.sensors.unchanged')}</Text>}
      {refreshed.length > 0 && <Text size="sm">{t('elogDay.sensors.refreshed', { fields: fields(refreshed) })}</Text>}
      {cleared.length > 0 && <Text size="sm">{t('elogDay.sensors.cleared', { fields: fields(cleared) })}</Text>}
      {kept.length > 0 && <Text size="sm">{t('elogDay.sensors.kept', { fields: fields(kept) })}</Text>}
    </Alert>
  );
}
