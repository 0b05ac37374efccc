/** The answer of a what-if: the year-end projection against the rating so far, and the limit for keeping C or better. */
import { Alert, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CiiRating, CiiSimulateResponse } from '../emissions-api.js';
import { useNumberFormat } from '../shared/format.js';
import { RatingBadge } from '../shared/RatingBadge.js';
import { Figure, Section, useCiiUnit } from './CiiFigures.js';

const rank: Record<CiiRating, number> = { A: 0, B: 1, C: 2, D: 3, E: 4 };

export function CiiSimulation({ result }: { result: CiiSimulateResponse }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { projected, restOfYear, toDate, maxAttainedForC } = result;
  const unit = useCiiUnit()(projected.capacityKind);
  const before = toDate.assessment?.rating ?? null;
  const change = before === null ? 'none' : rank[projected.rating] < rank[before] ? 'better' : rank[projected.rating] > rank[before] ? 'worse' : 'same';
  // The planned sailing's own CII: its CO₂ over its transport work (g CO₂ per capacity·nm).
  const restAttained = restOfYear.distanceNm > 0 ? (restOfYear.co2T * 1e6) / (projected.capacity * restOfYear.distanceNm) : null;
  const keepsC = maxAttainedForC !== null && restAttained !== null && restAttained <= maxAttainedForC;

  return (
    <Section title={t('emissions.cii.simulator.projection')}>
      <Group gap="lg" wrap="wrap" align="center">
        <Group gap="sm" wrap="nowrap" aria-label={t('emissions.cii.simulator.ratingChange', { from: before ?? '—', to: projected.rating })}>
          <Stack gap={2} align="center">
            <RatingBadge rating={before} size="lg" />
            <Text size="xs" c="dimmed">{t('emissions.cii.simulator.soFar')}</Text>
          </Stack>
          <Text size="xl" c="dimmed" aria-hidden>→</Text>
          <Stack gap={2} align="center">
            <RatingBadge rating={projected.rating} size="xl" />
            <Text size="xs" c="dimmed">{t('emissions.cii.simulator.yearEnd')}</Text>
          </Stack>
        </Group>
        <Stack gap={0}>
          <Text fw={700} size="lg" data-testid="cii-projected-rating">{t('emissions.cii.simulator.projectedRating', { rating: projected.rating, year: projected.year })}</Text>
          <Text size="sm" c={change === 'worse' ? 'red.7' : change === 'better' ? 'green.8' : 'dimmed'}>{t(`emissions.cii.simulator.change.${change}`, { rating: before ?? '' })}</Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
        <Figure label={t('emissions.cii.simulator.yearDistance')} value={format(projected.distanceNm ?? toDate.distanceNm + restOfYear.distanceNm, 0)} unit={t('emissions.cii.units.nm')} size="md" />
        <Figure label={t('emissions.cii.simulator.yearCo2')} value={format(projected.co2T ?? toDate.co2T + restOfYear.co2T, 1)} unit={t('emissions.cii.units.t')} size="md" />
        <Figure label={t('emissions.cii.attained')} value={format(projected.attained, 2)} title={format(projected.attained, 4)} unit={unit} size="md" />
        <Figure label={t('emissions.cii.required')} value={format(projected.required, 2)} title={format(projected.required, 4)} unit={unit} size="md" />
        <Figure label={t('emissions.cii.ratio')} value={format(projected.ratio, 3)} size="md" />
      </SimpleGrid>
      <Text size="sm">
        {t('emissions.cii.simulator.restSummary', {
          distance: format(restOfYear.distanceNm, 0), co2: format(restOfYear.co2T, 1),
          fuel: restOfYear.fuel.map((f) => `${f.fuel} ${format(f.massT, 1)} ${t('emissions.cii.units.t')}`).join(', ') || '—',
        })}
        {restAttained !== null && ` ${t('emissions.cii.simulator.restAttained', { attained: format(restAttained, 2), unit })}`}
      </Text>
      {maxAttainedForC === null ? (
        <Alert color="red" variant="light" title={t('emissions.cii.simulator.cOutOfReachTitle')}>{t('emissions.cii.simulator.cOutOfReach')}</Alert>
      ) : (
        <Alert color={restAttained === null || keepsC ? 'teal' : 'orange'} variant="light" title={t('emissions.cii.simulator.limitTitle')}>
          {t('emissions.cii.simulator.limit', { max: format(maxAttainedForC, 2), unit })}
          {restAttained !== null && ` ${keepsC ? t('emissions.cii.simulator.limitKept') : t('emissions.cii.simulator.limitMissed')}`}
        </Alert>
      )}
    </Section>
  );
}
