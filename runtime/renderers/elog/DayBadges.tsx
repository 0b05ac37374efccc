/** The day's state at a glance: in progress or completed, its signatures, and "corrected after signing". */
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ElogAggregation } from './elog-api.js';
import { dayStatusColour, dayStatusKey, signatureColour, signatureKey } from './entry-status.js';

export function DayBadges({ day }: { day: ElogAggregation | null | undefined }) {
  const { t } = useTranslation();
  if (!day) return <Group gap="xs" role="group" aria-label={t('elogDay.day.state')}><Badge variant="outline" color="gray">{t('elogDay.day.notStarted')}</Badge></Group>;
  return (
    <Group gap="xs" role="group" aria-label={t('elogDay.day.state')}>
      <Badge variant="light" color={dayStatusColour[day.status]}>{t(dayStatusKey[day.status])}</Badge>
      <Badge variant={day.signatureStatus === 'NONE' ? 'outline' : 'light'} color={signatureColour[day.signatureStatus]}>{t(signatureKey[day.signatureStatus])}</Badge>
      {day.brokenAggregation && <Badge variant="filled" color="orange">{t('elogDay.day.corrected')}</Badge>}
    </Group>
  );
}
