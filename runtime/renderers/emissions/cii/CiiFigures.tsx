/**
 * The pieces every CII screen shows: one figure with its unit, an assessment (rating, attained, required, ratio),
 * the rating bands of an assessment, and a failed call's explanation.
 */
import { Alert, Group, List, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.js';
import { Icon } from '../../../shell/Icon.js';
import type { CapacityKind, CiiAssessmentDto, CiiRating } from '../emissions-api.js';
import { useNumberFormat } from '../shared/format.js';
import { RatingBadge } from '../shared/RatingBadge.js';

/** The unit of a CII value for ships measured by DWT or GT. */
export function useCiiUnit() {
  const { t } = useTranslation();
  return (kind: CapacityKind) => t(`emissions.cii.unit.${kind}`);
}

/** One labelled figure: the value large, its unit small beside it. */
export function Figure({ label, value, unit, title, size = 'lg' }: { label: string; value: ReactNode; unit?: string; title?: string; size?: 'md' | 'lg' | 'xl' }) {
  return (
    <Stack gap={0} miw={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} style={{ letterSpacing: 0.3 }}>{label}</Text>
      <Group gap={6} align="baseline" wrap="wrap" style={{ rowGap: 0 }}>
        <Text component="div" size={size} fw={700} title={title} style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</Text>
        {unit && <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{unit}</Text>}
      </Group>
    </Stack>
  );
}

/** The rating, large, with the attained-to-required ratio beside it. */
export function RatingHeadline({ assessment, caption }: { assessment: CiiAssessmentDto; caption?: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <RatingBadge rating={assessment.rating} size="xl" />
      <Stack gap={0}>
        <Text fw={700} size="lg" data-testid="cii-rating">{t('emissions.cii.ratingIs', { rating: assessment.rating })}</Text>
        <Text size="sm" c="dimmed">{caption ?? t('emissions.cii.ratioIs', { ratio: format(assessment.ratio, 3) })}</Text>
      </Stack>
    </Group>
  );
}

/** Attained, required, reference and reduction of one assessment. */
export function AssessmentFigures({ assessment, cols = 3 }: { assessment: CiiAssessmentDto; cols?: number }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const unit = useCiiUnit()(assessment.capacityKind);
  return (
    <SimpleGrid cols={{ base: 2, sm: cols }} spacing="md" verticalSpacing="sm">
      <Figure label={t('emissions.cii.attained')} value={format(assessment.attained, 2)} title={format(assessment.attained, 4)} unit={unit} />
      <Figure label={t('emissions.cii.required')} value={format(assessment.required, 2)} title={format(assessment.required, 4)} unit={unit} />
      <Figure label={t('emissions.cii.ratio')} value={format(assessment.ratio, 3)} />
      <Figure label={t('emissions.cii.reference')} value={format(assessment.reference, 2)} title={format(assessment.reference, 4)} unit={unit} size="md" />
      <Figure label={t('emissions.cii.reduction')} value={format(assessment.reductionPercent, 3)} unit="%" size="md" />
      <Figure label={t('emissions.cii.capacity')} value={format(assessment.capacity, 0)} unit={assessment.capacityKind} size="md"
        title={assessment.referenceCapacity !== assessment.capacity ? t('emissions.cii.cappedCapacity', { capacity: format(assessment.referenceCapacity, 0) }) : undefined} />
    </SimpleGrid>
  );
}

const bandOrder: CiiRating[] = ['A', 'B', 'C', 'D', 'E'];

/** The five rating bands of an assessment (MEPC.354(78)) with the ship's band marked. */
export function BandTable({ assessment }: { assessment: CiiAssessmentDto }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { superior, lower, upper, inferior } = assessment.boundaries;
  const limits: [number | null, number | null][] = [[null, superior], [superior, lower], [lower, upper], [upper, inferior], [inferior, null]];
  const range = ([from, to]: [number | null, number | null]) => (from === null ? `< ${format(to, 2)}` : to === null ? `≥ ${format(from, 2)}` : `${format(from, 2)} – ${format(to, 2)}`);
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={t('emissions.cii.bands')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>{t('emissions.cii.band')}</Table.Th>
          <Table.Th ta="right">{t('emissions.cii.bandRange', { unit: t(`emissions.cii.unit.${assessment.capacityKind}`) })}</Table.Th>
          <Table.Th>{t('emissions.cii.boundary')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bandOrder.map((rating, i) => {
          const isShip = rating === assessment.rating;
          return (
            <Table.Tr key={rating} fw={isShip ? 700 : undefined} bg={isShip ? 'var(--mantine-color-default-hover)' : undefined} aria-current={isShip || undefined}>
              <Table.Td><RatingBadge rating={rating} size="sm" /></Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>{range(limits[i])}</Table.Td>
              <Table.Td c="dimmed">{isShip ? t('emissions.cii.shipIsHere') : t(`emissions.cii.bandName.${rating}`)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** A framed section of a screen with its heading. */
export function Section({ title, children, right }: { title: string; children: ReactNode; right?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{title}</Text>
          {right}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** A failed call: the server's message and every field it names. */
export function CallProblem({ error, title, onClose }: { error: unknown; title?: string; onClose?: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  const problems = error instanceof ApiError ? error.errors : [];
  return (
    <Alert color="red" variant="light" icon={<Icon name="alert" />} title={title ?? t('emissions.cii.failed')}
      withCloseButton={Boolean(onClose)} onClose={onClose} closeButtonLabel={t('common.close')}>
      <Text size="sm">{(error as Error).message}</Text>
      {problems.length > 0 && (
        <List size="sm" mt={4}>{problems.map((p) => <List.Item key={`${p.path}:${p.message}`}>{p.path ? `${p.path}: ${p.message}` : p.message}</List.Item>)}</List>
      )}
    </Alert>
  );
}
