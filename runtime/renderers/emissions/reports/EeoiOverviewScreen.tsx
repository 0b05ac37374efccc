/**
 * /eeoi-calculator/eeoi-overview: each ship's EEOI of a year over all its voyages (GET /emissions/eeoi/overview);
 * choosing a ship opens its voyages with the rolling EEOI (EeoiShipPanel).
 */
import { Stack, Text } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../../descriptors/lib/text.js';
import type { ApiClient } from '../../../api/api-client.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import classes from '../../crud/crud.module.css';
import { ScreenHeader } from '../../ScreenHeader.js';
import { emissionsApi, type EeoiOverviewResponse } from '../emissions-api.js';
import { YearSelect } from '../shared/EmissionsFilters.js';
import { FigureProblemText } from '../shared/FigureProblemText.js';
import { EeoiShipPanel } from './EeoiShipPanel.js';
import { ErrorAlert, useFixedFormat, useNamedList, useUnits } from './report-support.js';

type ShipRow = EeoiOverviewResponse['ships'][number];

export function EeoiOverviewScreen({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t, i18n } = useTranslation();
  const number = useFixedFormat();
  const units = useUnits();
  const calls = useMemo(() => emissionsApi(client), [client]);
  const ports = useNamedList(calls.ports);
  const [year, setYear] = useState<number | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const overview = useLoadingStatus(() => calls.eeoiOverview(year ?? undefined), { immediate: false });
  useEffect(() => { void overview.load(); }, [year, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const shownYear = year ?? overview.value?.year ?? null;
  const ships = overview.value?.ships ?? [];
  const chosen = ships.find((s) => s.unitId === unitId) ?? null;

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('emissions.eeoi.overview.title')} subtitle={t('emissions.eeoi.overview.subtitle')}>
        <YearSelect years={overview.value?.years ?? []} value={shownYear} onChange={setYear} />
      </ScreenHeader>
      <ErrorAlert title={t('emissions.eeoi.overview.failed')} error={overview.status === 'Error' ? overview.error : null} />
      <DataTable<ShipRow>
        className={classes.table} withTableBorder borderRadius="md" striped highlightOnHover minHeight={ships.length ? undefined : 160} idAccessor="unitId"
        records={ships} fetching={overview.status === 'Loading' || overview.status === 'Reloading'}
        noRecordsText={shownYear ? t('emissions.eeoi.overview.noShips', { year: shownYear }) : t('emissions.eeoi.overview.noShipsAtAll')}
        onRowClick={({ record }) => setUnitId(record.unitId === unitId ? null : record.unitId)}
        rowStyle={(s) => (s.unitId === unitId ? { background: 'var(--mantine-primary-color-light)' } : undefined)}
        columns={[
          { accessor: 'shipName', title: t('emissions.eeoi.overview.columns.ship'), render: (s) => (
            <Stack gap={0}>
              <Text size="sm" fw={600} aria-current={s.unitId === unitId ? 'true' : undefined}>{s.shipName}</Text>
              {s.shipType && <Text size="xs" c="dimmed">{t(`resources.ship.enums.shipType.${s.shipType}`, { defaultValue: s.shipType })}</Text>}
            </Stack>
          ) },
          { accessor: 'voyages', title: t('emissions.eeoi.overview.columns.voyages'), textAlign: 'right', width: 90, render: (s) => number(s.voyages, 0) },
          { accessor: 'cargoUnit', title: t('emissions.eeoi.overview.columns.cargoUnit'), width: 130, render: (s) => units.cargoName(s.cargoUnit) },
          { accessor: 'co2T', title: t('emissions.eeoi.overview.columns.co2'), textAlign: 'right', width: 110, render: (s) => number(s.period?.co2T, 1) },
          { accessor: 'work', title: t('emissions.eeoi.overview.columns.work'), textAlign: 'right', width: 160, render: (s) => (s.period ? (
            <Text span size="sm">{number(s.period.transportWork, 0)} <Text span size="xs" c="dimmed">{units.transportWork(s.cargoUnit)}</Text></Text>
          ) : '—') },
          { accessor: 'eeoi', title: t('emissions.eeoi.overview.columns.eeoi'), textAlign: 'right', width: 220, render: (s) => (
            s.problem ? <FigureProblemText problem={s.problem} /> : (
              <Text span size="sm"><Text span fw={600} size="sm">{number(s.period?.value, 2)}</Text>{s.period?.value != null && <Text span size="xs" c="dimmed">{` ${units.eeoi(s.cargoUnit)}`}</Text>}</Text>
            )
          ) },
        ]}
      />
      {ships.length > 0 && !chosen && <Text size="sm" c="dimmed">{t('emissions.eeoi.overview.chooseShip')}</Text>}
      {chosen && shownYear !== null && <EeoiShipPanel key={chosen.unitId} calls={calls} unitId={chosen.unitId} year={shownYear} portName={ports.nameOf} />}
      <Text size="xs" c="dimmed">{t('emissions.eeoi.overview.footnote')}</Text>
    </Stack>
  );
}
