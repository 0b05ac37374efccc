/**
 * The per-voyage part of the EU MRV report (Reg. (EU) 2015/757 Art. 9): ports and times of departure and arrival,
 * distance, time at sea, cargo, fuel per type and greenhouse gases; a stay at an EU berth is a row of its own.
 */
import { Badge, Stack, Text } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import classes from '../../crud/crud.module.css';
import { formatDateTime } from '../../crud/display-value.js';
import type { MrvVoyageRow } from '../emissions-api.js';
import { useFixedFormat, useUnits, type CargoUnit } from './report-support.js';

/** A fuel-category code as a column can hold it (MDO_MGO → MDO/MGO); the full name is the cell's title. */
const shortFuel = (code: string) => code.replace(/_/g, '/');

const scopeColour: Record<MrvVoyageRow['scope'], string> = { INTRA_EU: 'blue', FROM_EU: 'teal', TO_EU: 'cyan', AT_BERTH_EU: 'violet' };

export function MrvVoyagesTable({ voyages, cargoUnit, portName, fuelName, isLoading }: {
  voyages: MrvVoyageRow[]; cargoUnit: CargoUnit; portName: (code: string) => string; fuelName: (code: string) => string; isLoading: boolean;
}) {
  const { t } = useTranslation();
  const number = useFixedFormat();
  const units = useUnits();
  const place = (port: string, time: string) => (
    <Stack gap={0}><Text size="sm" fw={500}>{portName(port)}</Text><Text size="xs" c="dimmed">{formatDateTime(time)}</Text></Stack>
  );
  return (
    <DataTable<MrvVoyageRow>
      className={classes.table} withTableBorder borderRadius="md" striped minHeight={voyages.length ? undefined : 180} idAccessor="id"
      records={voyages} fetching={isLoading} noRecordsText={t('emissions.mrv.voyages.none')} aria-label={t('emissions.mrv.voyages.title')}
      columns={[
        { accessor: 'scope', title: t('emissions.mrv.voyages.columns.scope'), width: 105, render: (v) => (
          <Badge size="sm" variant="light" tt="none" color={scopeColour[v.scope]}>{t(`emissions.mrv.scopesShort.${v.scope}`)}</Badge>
        ) },
        { accessor: 'departurePort', title: t('emissions.mrv.voyages.columns.departure'), render: (v) => place(v.departurePort, v.departureTime) },
        { accessor: 'arrivalPort', title: t('emissions.mrv.voyages.columns.arrival'), render: (v) => (
          v.kind === 'STAY' ? <Stack gap={0}><Text size="sm" c="dimmed">{t('emissions.mrv.voyages.atBerth')}</Text><Text size="xs" c="dimmed">{formatDateTime(v.arrivalTime)}</Text></Stack>
            : place(v.arrivalPort, v.arrivalTime)
        ) },
        { accessor: 'distanceNm', title: t('emissions.mrv.voyages.columns.distance'), textAlign: 'right', width: 100, render: (v) => number(v.distanceNm, 0) },
        { accessor: 'timeAtSeaH', title: t('emissions.mrv.voyages.columns.timeAtSea'), textAlign: 'right', width: 85, render: (v) => number(v.timeAtSeaH, 1) },
        { accessor: 'cargo', title: t('emissions.mrv.voyages.columns.cargo', { unit: units.cargo(cargoUnit) }), textAlign: 'right', width: 90, render: (v) => number(v.cargo, 0) },
        { accessor: 'fuel', title: t('emissions.mrv.voyages.columns.fuel'), textAlign: 'right', width: 130, render: (v) => (
          v.fuel.length === 0 ? '—' : (
            <Stack gap={0} align="flex-end">
              {v.fuel.map((f) => (
                <Text key={f.fuel} size="sm" style={{ whiteSpace: 'nowrap' }} title={fuelName(f.fuel)}>
                  <Text span size="xs" c="dimmed">{shortFuel(f.fuel)}</Text> {number(f.massT, 2)}
                </Text>
              ))}
            </Stack>
          )
        ) },
        { accessor: 'co2', title: t('emissions.mrv.voyages.columns.co2'), textAlign: 'right', width: 85, render: (v) => number(v.emissions.co2T, 2) },
        { accessor: 'co2eT', title: t('emissions.mrv.voyages.columns.co2e'), textAlign: 'right', width: 95, render: (v) => number(v.co2eT, 2) },
      ]}
    />
  );
}
