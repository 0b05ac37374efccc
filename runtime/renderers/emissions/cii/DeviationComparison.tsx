/** Uncorrected and corrected CII side by side, with what the corrections took out. */
import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CiiAssessmentDto, CiiDeviationResponse } from '../emissions-api.js';
import { useNumberFormat } from '../shared/format.js';
import { RatingBadge } from '../shared/RatingBadge.js';
import { Figure, Section, useCiiUnit } from './CiiFigures.js';

export function DeviationComparison({ answer }: { answer: CiiDeviationResponse }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const unit = useCiiUnit();
  const { uncorrected, corrected } = answer;
  const kind = (uncorrected ?? corrected)?.capacityKind;
  const rows: { label: string; value: (a: CiiAssessmentDto) => ReactNode; unit?: string }[] = [
    { label: t('emissions.cii.attained'), value: (a) => format(a.attained, 2), unit: kind && unit(kind) },
    { label: t('emissions.cii.required'), value: (a) => format(a.required, 2), unit: kind && unit(kind) },
    { label: t('emissions.cii.ratio'), value: (a) => format(a.ratio, 3) },
    { label: t('emissions.cii.columns.distance'), value: (a) => format(a.distanceNm, 0) },
    { label: t('emissions.cii.columns.co2'), value: (a) => format(a.co2T, 1) },
    { label: t('emissions.cii.rating'), value: (a) => <RatingBadge rating={a.rating} size="lg" /> },
  ];
  const cell = (a: CiiAssessmentDto | null, render: (a: CiiAssessmentDto) => ReactNode) => (a ? render(a) : '—');
  return (
    <Section title={t('emissions.cii.deviation.result')}>
      <Table withTableBorder verticalSpacing={6} aria-label={t('emissions.cii.deviation.result')} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t('emissions.cii.deviation.uncorrected')}</Table.Th>
            <Table.Th ta="right">{t('emissions.cii.deviation.corrected')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td>
                <Text size="sm">{row.label}</Text>
                {row.unit && <Text size="xs" c="dimmed">{row.unit}</Text>}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Group justify="flex-end">{cell(uncorrected, row.value)}</Group>
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                <Group justify="flex-end">{cell(corrected, row.value)}</Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figure label={t('emissions.cii.deviation.deductionFactor')} value={format(answer.deductionFactor, 2)} size="md" />
        <Figure label={t('emissions.cii.deviation.excludedDistance')} value={format(answer.excludedDistanceNm, 0)} unit={t('emissions.cii.units.nm')} size="md" />
        <Stack gap={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('emissions.cii.deviation.excludedFuel')}</Text>
          <Text size="md" fw={700}>
            {answer.excludedFuel.length ? answer.excludedFuel.map((f) => `${f.fuel} ${format(f.massT, 1)} ${t('emissions.cii.units.t')}`).join(' · ') : '—'}
          </Text>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
