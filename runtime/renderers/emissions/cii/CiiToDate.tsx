/** A ship's CII so far this year (distance, CO₂, attained, rating) and where the year-to-date rate leads. */
import { Group, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CiiShipYear } from '../emissions-api.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { useNumberFormat } from '../shared/format.js';
import { RatingBadge } from '../shared/RatingBadge.js';
import { Figure, useCiiUnit } from './CiiFigures.js';

/** A day in the interface language (1 Mar 2026 / 1 мар. 2026 г.). */
export function useDayFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : '—');
}

export function CiiToDate({ ship }: { ship: CiiShipYear }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const day = useDayFormat();
  const unit = useCiiUnit();
  const a = ship.assessment;
  return (
    <>
      <Text size="sm" c="dimmed">
        {ship.from ? t('emissions.cii.toDate.period', { from: day(ship.from), to: day(ship.to) }) : t('emissions.cii.toDate.noLegs', { year: ship.year })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md">
        <Figure label={t('emissions.cii.distanceShort')} value={format(ship.distanceNm, 0)} unit={t('emissions.cii.units.nm')} size="md" />
        <Figure label={t('emissions.cii.co2')} value={format(ship.co2T, 1)} unit={t('emissions.cii.units.t')} size="md" />
        <Figure label={t('emissions.cii.attained')} value={a ? format(a.attained, 2) : '—'} unit={a ? unit(a.capacityKind) : undefined} size="md" />
        <Figure label={t('emissions.cii.required')} value={a ? format(a.required, 2) : '—'} unit={a ? unit(a.capacityKind) : undefined} size="md" />
        <Figure label={t('emissions.cii.ratingToDate')} value={<RatingBadge rating={a?.rating ?? null} size="lg" />} />
        <Figure label={t('emissions.cii.atPresentRate')} value={ship.projection ? (
          <Group gap={6} component="span" wrap="nowrap">
            <RatingBadge rating={ship.projection.assessment.rating} size="lg" />
            <Text span size="sm" c="dimmed">{format(ship.projection.assessment.attained, 2)}</Text>
          </Group>
        ) : '—'} />
      </SimpleGrid>
      <FigureProblemText problem={ship.problem} />
    </>
  );
}
