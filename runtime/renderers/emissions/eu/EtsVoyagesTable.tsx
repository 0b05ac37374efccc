/** EUAs per voyage (port of call to port of call, with the stays at its arrival ports): what a charter party recharges. */
import { Paper, Stack, Text, Title } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { EtsVoyageRow } from '../../../../descriptors/lib/emissions/api-types.js';
import { formatDateTime } from '../../crud/display-value.js';
import type { NumberFormat } from '../shared/format.js';
import classes from './eu.module.css';
import { tabular } from './eu-shared.js';

export function EtsVoyagesTable({ voyages, fetching, portName, number }: {
  voyages: EtsVoyageRow[]; fetching: boolean; portName: (code: string) => string; number: NumberFormat;
}) {
  const { t } = useTranslation();
  const title = t('emissions.ets.voyages.title');
  const figure = (value: string) => <span style={tabular}>{value}</span>;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="xs">{title}</Title>
      <DataTable<EtsVoyageRow>
        className={classes.table} striped minHeight={voyages.length ? undefined : 120} idAccessor="voyageId" records={voyages} fetching={fetching}
        noRecordsText={t('emissions.ets.dashboard.noLegs')} maxHeight={360}
        columns={[
          { accessor: 'route', title: t('emissions.ets.voyages.voyage'), render: (v) => (
            <Stack gap={0}>
              <Text size="sm" fw={500}>{v.legCount ? `${portName(v.fromPort)} → ${portName(v.toPort)}` : portName(v.fromPort)}</Text>
              <Text size="xs" c="dimmed">{v.legCount
                ? `${t('emissions.ets.voyages.legs', { count: v.legCount })} · ${t('emissions.ets.voyages.stays', { count: v.stayCount })}`
                : t('emissions.ets.legs.stay')}</Text>
            </Stack>
          ) },
          { accessor: 'start', title: t('emissions.ets.legs.period'), width: 130, render: (v) => (
            <Stack gap={0}>
              <Text size="sm" style={tabular}>{formatDateTime(v.start)}</Text>
              <Text size="sm" c="dimmed" style={tabular}>{v.end ? formatDateTime(v.end) : t('emissions.ets.legs.ongoing')}</Text>
            </Stack>
          ) },
          { accessor: 'scopedCo2eT', title: t('emissions.ets.columns.scopedCo2e'), width: 110, textAlign: 'right', render: (v) => figure(number(v.scopedCo2eT, 1)) },
          { accessor: 'allowances', title: t('emissions.ets.columns.allowancesShort'), width: 90, textAlign: 'right', render: (v) => figure(number(v.allowances, 2)) },
          { accessor: 'costEur', title: t('emissions.ets.columns.cost'), width: 110, textAlign: 'right', render: (v) => figure(number(v.costEur, 0)) },
        ]}
      />
    </Paper>
  );
}
