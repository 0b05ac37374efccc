/**
 * /fleet/list: the ships the user may see with type, status, where they are bound (and when), position, speed, heading
 * and last data time; searchable. A table on a desktop, a card per ship on a phone.
 */
import { Alert, Badge, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import 'mantine-datatable/styles.layer.css';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../shell/Icon.js';
import type { RendererProps } from '../renderer-registry.js';
import { formatPosition } from './coordinates.js';
import { ScreenHeader } from '../ScreenHeader.js';
import classes from './fleet.module.css';
import type { ShipState } from './fleet-state.js';
import { relativeTime } from './relative-time.js';
import { ShipCards } from './ShipCards.js';
import { ShipName, Destination } from './ship-cells.js';
import { statusColors } from './ship-icon.js';
import { useFleet } from './use-fleet.js';

type SortKey = 'name' | 'status' | 'sog' | 'lastDataAt' | 'eta';

const matches = (ship: ShipState, text: string) => {
  const needle = text.trim().toLowerCase();
  return !needle || [ship.name, ship.code, ship.port ?? '', ship.portName ?? '', ship.destination?.name ?? '', ship.destination?.code ?? '']
    .some((s) => s.toLowerCase().includes(needle));
};

export function FleetListRenderer({ screen }: RendererProps) {
  const { t, i18n } = useTranslation();
  const view = useFleet();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [sort, setSort] = useState<DataTableSortStatus<ShipState>>({ columnAccessor: 'name', direction: 'asc' });

  const rows = useMemo(() => {
    const key = sort.columnAccessor as SortKey;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return view.ships.filter((s) => matches(s, search)).sort((a, b) => {
      const x = a[key] ?? '';
      const y = b[key] ?? '';
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
    });
  }, [view.ships, search, sort]);

  const number = (v: number | null, digits: number) => (v === null ? '—' : v.toLocaleString(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Stack gap="md">
      <ScreenHeader title={screen.title} fallback={t('fleet.listTitle')} subtitle={t('fleet.listSubtitle', { count: view.ships.length })}>
        <TextInput
          className={classes.search} leftSection={<Icon name="compass" size={16} />} placeholder={t('fleet.searchPlaceholder')} aria-label={t('fleet.search')}
          value={search} onChange={(e) => setParams(e.currentTarget.value ? { search: e.currentTarget.value } : {}, { replace: true })}
        />
      </ScreenHeader>
      {view.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('fleet.failed')}>{view.error?.message}</Alert>}
      {isPhone ? <ShipCards ships={rows} emptyText={search ? t('fleet.noMatch') : t('fleet.noShips')} /> : <DataTable<ShipState>
        withTableBorder borderRadius="md" striped highlightOnHover minHeight={180}
        records={rows} idAccessor="code" fetching={view.status === 'Loading'}
        noRecordsText={search ? t('fleet.noMatch') : t('fleet.noShips')}
        sortStatus={sort} onSortStatusChange={setSort}
        columns={[
          { accessor: 'name', title: t('fleet.ship'), sortable: true, render: (s) => <ShipName ship={s} /> },
          { accessor: 'status', title: t('fleet.statusTitle'), sortable: true, render: (s) => (
            <Badge variant="light" color={statusColors[s.status]}>{t(`fleet.status.${s.status}`)}{s.port ? ` · ${s.portName ?? s.port}` : ''}</Badge>
          ) },
          { accessor: 'eta', title: t('fleet.destination'), sortable: true, render: (s) => <Destination ship={s} /> },
          { accessor: 'position', title: t('fleet.position'), render: (s) => <Text size="sm" ff="monospace">{formatPosition(s.lat, s.lon)}</Text> },
          { accessor: 'sog', title: t('fleet.sog'), sortable: true, textAlign: 'right', render: (s) => t('fleet.knots', { value: number(s.sog, 1) }) },
          { accessor: 'heading', title: t('fleet.heading'), textAlign: 'right', render: (s) => (s.heading === null ? '—' : `${Math.round(s.heading)}°`) },
          { accessor: 'lastDataAt', title: t('fleet.lastData'), sortable: true, render: (s) => (s.lastDataAt
            ? <Text size="sm" title={new Date(s.lastDataAt).toLocaleString(i18n.language)}>{relativeTime(s.lastDataAt, i18n.language)}</Text>
            : <Text size="sm" c="dimmed">{t('fleet.noData')}</Text>) },
        ]}
      />}
    </Stack>
  );
}
