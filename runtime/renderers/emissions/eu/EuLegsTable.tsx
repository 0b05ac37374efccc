/** The legs and stays of a ship's year with their EU scope, and the figures of the screen (ETS or FuelEU) after them. */
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScopedRecordRow } from '../../../../descriptors/lib/emissions/api-types.js';
import { formatDateTime } from '../../crud/display-value.js';
import classes from './eu.module.css';
import { scopeColours, tabular, useScopeLabel } from './eu-shared.js';

/** What the legs table shows of a leg or stay: the fields ETS and FuelEU rows share. */
export type LegLike = Omit<ScopedRecordRow, 'share'>;

/** A numeric column: right-aligned, its unit in the title. */
export interface FigureColumn<T> {
  accessor: string;
  title: string;
  width: number;
  render: (row: T) => ReactNode;
}

export function LegsTable<T extends LegLike>({ title, records, fetching, portName, columns, noRecordsText }: {
  title: string; records: T[]; fetching: boolean; portName: (code: string) => string; columns: FigureColumn<T>[]; noRecordsText: string;
}) {
  const { t } = useTranslation();
  const scopeLabel = useScopeLabel();
  const base: DataTableColumn<T>[] = [
    { accessor: 'route', title: t('emissions.ets.legs.route'), render: (l) => (
      <Stack gap={0}>
        <Text size="sm" fw={500}>{l.kind === 'STAY' ? portName(l.fromPort) : `${portName(l.fromPort)} → ${portName(l.toPort)}`}</Text>
        <Text size="xs" c="dimmed">{l.kind === 'STAY' ? t('emissions.ets.legs.stay') : t('emissions.ets.legs.leg')}</Text>
      </Stack>
    ) },
    { accessor: 'start', title: t('emissions.ets.legs.period'), width: 130, render: (l) => (
      <Stack gap={0}>
        <Text size="sm" style={tabular}>{formatDateTime(l.start)}</Text>
        <Text size="sm" c="dimmed" style={tabular}>{l.end ? formatDateTime(l.end) : t('emissions.ets.legs.ongoing')}</Text>
      </Stack>
    ) },
    { accessor: 'scope', title: t('emissions.ets.legs.scope'), width: 160, render: (l) => (
      <Badge size="sm" variant="light" color={scopeColours[l.scope]} tt="none">{scopeLabel(l.scope)}</Badge>
    ) },
  ];
  const figures: DataTableColumn<T>[] = columns.map((c) => ({
    accessor: c.accessor, title: c.title, width: c.width, textAlign: 'right', render: (row) => <span style={tabular}>{c.render(row)}</span>,
  }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={2} size="h5" mb="xs">{title}</Title>
      <DataTable<T>
        className={classes.table} striped minHeight={records.length ? undefined : 140} idAccessor="id" records={records} fetching={fetching} noRecordsText={noRecordsText}
        maxHeight={520} columns={[...base, ...figures]}
        rowStyle={(l) => (l.scope === 'OUTSIDE' ? { opacity: 0.65 } : undefined)}
      />
    </Paper>
  );
}
