/**
 * /cii-calculator/cii-overview: the fleet's CII for a year — each ship's figures to date, its rating, the rating it
 * heads for at the year-to-date rate, the trend through the year and earlier years' ratings. A row opens the simulator;
 * its printer icon, where report contexts offer printouts here, opens the ship's printout for the year.
 */
import { Alert, Anchor, Group, Stack, Text, Tooltip } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { Icon } from '../../../shell/Icon.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { ScreenPrintoutsButton } from '../../printouts/ScreenPrintoutsButton.js';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type CiiOverviewResponse, type CiiRating, type CiiShipYear } from '../emissions-api.js';
import { YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { useNumberFormat } from '../shared/format.js';
import { RatingBadge } from '../shared/RatingBadge.js';
import { shipTypeKey } from './cii-inputs.js';
import { Section } from './CiiFigures.js';
import { CiiTrendChart } from './CiiTrendChart.js';
import classes from './cii.module.css';

/** Where a ship's row leads: the simulator for that ship and year. */
export const simulatorPath = (unitId: string, year: number) => `/cii-simulator?${new URLSearchParams({ unitId, year: String(year) })}`;

const ratings: CiiRating[] = ['A', 'B', 'C', 'D', 'E'];

export function CiiOverviewScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const navigate = useNavigate();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const [year, setYear] = useState<number | undefined>(undefined);
  const overview = useLoadingStatus<CiiOverviewResponse>(() => calls.ciiOverview(year), { immediate: false });
  useEffect(() => { void overview.load(); }, [year]); // eslint-disable-line react-hooks/exhaustive-deps

  const data = overview.value;
  const ships = data?.ships ?? [];
  const shownYear = year ?? data?.year ?? null;
  const history = useMemo(() => {
    const byShip = new Map<string, CiiOverviewResponse['history']>();
    for (const h of data?.history ?? []) byShip.set(h.unitId, [...(byShip.get(h.unitId) ?? []), h].sort((a, b) => a.year - b.year));
    return byShip;
  }, [data]);
  const counts = ratings.map((r) => ({ rating: r, count: ships.filter((s) => s.assessment?.rating === r).length }));
  const numberOrProblem = (s: CiiShipYear, value: () => string) => (s.assessment ? value() : '');

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.cii.overview.title')} subtitle={t('emissions.cii.overview.subtitle')} printValues={{ year: shownYear }}>
        <YearSelect years={data?.years ?? []} value={shownYear} onChange={setYear} />
      </ScreenHeader>
      {overview.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('emissions.cii.overview.failed')}>{overview.error?.message}</Alert>}
      {data && ships.length > 0 && (
        <Group gap="lg" aria-label={t('emissions.cii.overview.distribution')} role="group">
          <Text size="sm" c="dimmed">{t('emissions.cii.overview.distribution')}</Text>
          {counts.map(({ rating, count }) => (
            <Group key={rating} gap={6} wrap="nowrap"><RatingBadge rating={rating} size="md" /><Text size="sm" fw={600}>{count}</Text></Group>
          ))}
        </Group>
      )}
      <DataTable<CiiShipYear>
        className={`${classes.table} ${classes.clickable}`} withTableBorder borderRadius="md" striped highlightOnHover minHeight={180} idAccessor="unitId"
        records={ships} fetching={overview.status === 'Loading' || overview.status === 'Reloading'}
        noRecordsText={t('emissions.cii.overview.noShips')}
        onRowClick={({ record }) => navigate(simulatorPath(record.unitId, record.year))}
        columns={[
          { accessor: 'shipName', title: t('emissions.cii.columns.ship'), render: (s) => (
            <Group gap={4} wrap="nowrap" justify="space-between">
              <Stack gap={0}>
                <Anchor size="sm" fw={600} href={simulatorPath(s.unitId, s.year)} onClick={(e) => { e.preventDefault(); e.stopPropagation(); navigate(simulatorPath(s.unitId, s.year)); }}
                  title={t('emissions.cii.overview.openSimulator')}>{s.shipName}</Anchor>
                <Text size="xs" c="dimmed">{s.shipType ? t(shipTypeKey(s.shipType)) : t('emissions.cii.noShipType')}</Text>
              </Stack>
              <ScreenPrintoutsButton values={{ unitId: s.unitId, year: s.year }} compact={{ label: `${s.shipName} ${s.year}` }} />
            </Group>
          ) },
          { accessor: 'capacity', title: t('emissions.cii.columns.capacity'), textAlign: 'right', width: 105, render: (s) => (
            s.assessment ? <Text size="sm" style={{ whiteSpace: 'nowrap' }}>{`${format(s.assessment.capacity, 0)} ${s.assessment.capacityKind}`}</Text> : ''
          ) },
          { accessor: 'distanceNm', title: t('emissions.cii.columns.distance'), textAlign: 'right', width: 85, render: (s) => format(s.distanceNm, 0) },
          { accessor: 'co2T', title: t('emissions.cii.columns.co2'), textAlign: 'right', width: 80, render: (s) => format(s.co2T, 1) },
          { accessor: 'attained', title: t('emissions.cii.columns.attained'), textAlign: 'right', width: 95, render: (s) => (
            s.problem ? <FigureProblemText problem={s.problem} /> : numberOrProblem(s, () => format(s.assessment!.attained, 2))
          ) },
          { accessor: 'required', title: t('emissions.cii.columns.required'), textAlign: 'right', width: 95, render: (s) => numberOrProblem(s, () => format(s.assessment!.required, 2)) },
          { accessor: 'ratio', title: t('emissions.cii.columns.ratio'), textAlign: 'right', width: 80, render: (s) => numberOrProblem(s, () => format(s.assessment!.ratio, 3)) },
          { accessor: 'rating', title: t('emissions.cii.columns.rating'), textAlign: 'center', width: 70, render: (s) => (s.assessment ? <RatingBadge rating={s.assessment.rating} size="md" /> : '') },
          { accessor: 'projection', title: t('emissions.cii.columns.projected'), width: 110, render: (s) => (s.projection ? (
            <Group gap={6} wrap="nowrap">
              <RatingBadge rating={s.projection.assessment.rating} size="sm" />
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{format(s.projection.assessment.attained, 2)}</Text>
            </Group>
          ) : '') },
          { accessor: 'history', title: t('emissions.cii.columns.history'), width: 115, render: (s) => (
            <Group gap={4} wrap="wrap">
              {(history.get(s.unitId) ?? []).map((h) => (
                <Tooltip key={h.year} label={h.attained === null ? String(h.year) : t('emissions.cii.overview.historyTip', { year: h.year, attained: format(h.attained, 2) })}>
                  <Group gap={3} wrap="nowrap" aria-label={`${h.year}: ${h.rating ?? '—'}`}>
                    <Text size="xs" c="dimmed">{h.year}</Text>
                    <RatingBadge rating={h.rating} size="sm" />
                  </Group>
                </Tooltip>
              ))}
            </Group>
          ) },
        ]}
      />
      {data && data.ships.some((s) => s.trend.length > 0) && (
        <Section title={t('emissions.cii.trend.title', { year: data.year })}>
          <CiiTrendChart ships={ships} />
        </Section>
      )}
      {data && <Text size="xs" c="dimmed">{t('emissions.cii.overview.note', { edition: data.settings.ciiEdition })}</Text>}
    </Stack>
  );
}
