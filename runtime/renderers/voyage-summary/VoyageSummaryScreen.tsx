/**
 * /voyage-summary: the voyages of the user's ships (or one ship) in a period with their totals, each opening its
 * legs and fuel by type; Close voyage and Delete voyage for users holding VOYAGE_SUMMARY_CLOSE_VOYAGE and
 * VOYAGE_SUMMARY_DELETE_VOYAGE (the server checks again). A voyage runs between two ports of call (EU MRV). Print
 * gives the ship and period shown; each voyage's printer icon its ship, its days and the voyage.
 */
import { Alert, Badge, Button, Group, Select, Stack, Switch, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meetsRequirement } from '../../../descriptors/lib/access.js';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useShellData } from '../../shell/ShellDataContext.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { formatDateTime } from '../crud/display-value.js';
import { ScreenPrintoutsButton } from '../printouts/ScreenPrintoutsButton.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { VoyageDetails } from './VoyageDetails.js';
import classes from '../crud/crud.module.css';
import { voyageSummaryApi, type Voyage, type VoyageStatus } from './voyage-summary-api.js';

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** What a voyage's printer icon fills in: its ship, the days it spans and the voyage itself. */
const voyagePrintValues = (v: Voyage) => ({ unitId: v.unitId, from: v.departure.slice(0, 10), to: (v.end ?? v.arrival ?? v.departure).slice(0, 10), voyageId: v.id });
const statusColour: Record<VoyageStatus, string> = { OPEN: 'blue', CLOSED: 'teal', DELETED: 'gray' };

/** Which actions the signed-in user may take; outside the shell (tests, previews) the server alone decides. */
function useVoyageActions() {
  const user = useShellData()?.user;
  const allows = (fn: string) => !user || meetsRequirement(
    { userId: '', username: user.username, userType: user.userType === 'ADMIN' ? 'ADMIN' : 'USER', functions: user.functions, roles: [], unitIds: [] },
    { requiredFunctions: { [fn]: 'MANAGEMENT' } },
  );
  return { canClose: allows('VOYAGE_SUMMARY_CLOSE_VOYAGE'), canDelete: allows('VOYAGE_SUMMARY_DELETE_VOYAGE') };
}

export function VoyageSummaryScreen({ client, screenTitle, now = Date.now() }: { client: ApiClient; screenTitle?: LocalText; now?: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const calls = useMemo(() => voyageSummaryApi(client), [client]);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [from, setFrom] = useState(() => isoDay(now - 89 * 86_400_000));
  const [to, setTo] = useState(() => isoDay(now));
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [expanded, setExpanded] = useState<string[]>([]);
  const { canClose, canDelete } = useVoyageActions();
  const ships = useLoadingStatus(() => calls.ships());
  const ports = useLoadingStatus(() => calls.ports());
  const portName = useMemo(() => {
    const names = new Map((ports.value ?? []).map((p) => [p.value, p.label]));
    return (code: string) => names.get(code) ?? code;
  }, [ports.value]);
  const isValid = dayPattern.test(from) && dayPattern.test(to) && from <= to;
  const voyages = useLoadingStatus(() => calls.list({ unitId: unitId ?? undefined, from, to, includeDeleted }), { immediate: false });
  const key = JSON.stringify([unitId, from, to, includeDeleted, language]);
  useEffect(() => { if (isValid) void voyages.load(); }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  const number = (value: number | null, digits = 1) => (value === null ? '—' : new Intl.NumberFormat(language === 'ru' ? 'ru-RU' : 'en-GB', { maximumFractionDigits: digits }).format(value));
  const nameOf = (v: Voyage) => `${portName(v.fromPort)} → ${portName(v.toPort)}`;
  const list = voyages.value?.voyages ?? [];
  const counted = list.filter((v) => v.status !== 'DELETED');

  const act = (voyage: Voyage, action: 'close' | 'delete') => modals.openConfirmModal({
    title: t(`voyageSummary.${action}Title`), centered: true, zIndex: 1100,
    children: <Text size="sm">{t(`voyageSummary.${action}Question`, { voyage: nameOf(voyage), ship: voyage.shipName })}</Text>,
    labels: { confirm: t(`voyageSummary.${action}`), cancel: t('common.cancel') },
    confirmProps: action === 'delete' ? { color: 'red' } : undefined,
    onConfirm: async () => {
      setProblem(null);
      try {
        await (action === 'close' ? calls.close(voyage) : calls.remove(voyage));
      } catch (error) {
        setProblem((error as Error).message);
      }
      void voyages.reload();
    },
  });

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('voyageSummary.title')} subtitle={t('voyageSummary.subtitle')} printValues={{ unitId: unitId ?? undefined, from, to }} />
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('voyageSummary.filters')}>
        <Select label={t('voyageSummary.ship')} placeholder={t('voyageSummary.allShips')} value={unitId} onChange={setUnitId} clearable searchable w={240}
          data={ships.value ?? []} nothingFoundMessage={t('widgets.reference.nothingFound')} />
        <TextInput type="date" label={t('voyageSummary.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} w={170}
          error={dayPattern.test(from) && dayPattern.test(to) && from > to ? t('voyageSummary.fromAfterTo') : undefined} />
        <TextInput type="date" label={t('voyageSummary.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
        <Switch label={t('voyageSummary.showDeleted')} checked={includeDeleted} onChange={(e) => setIncludeDeleted(e.currentTarget.checked)} pb={8} />
      </Group>
      {problem && <Alert color="red" variant="light" icon={<Icon name="alert" />} withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(null)}>{problem}</Alert>}
      {voyages.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('voyageSummary.failed')}>{voyages.error?.message}</Alert>}
      <Text size="sm" c="dimmed" aria-live="polite">
        {voyages.value ? t('voyageSummary.totals', {
          count: counted.length, distance: number(counted.reduce((s, v) => s + v.distanceNm, 0), 0),
          fuel: number(counted.reduce((s, v) => s + v.fuelTotalT, 0)), co2: number(counted.reduce((s, v) => s + (v.co2T ?? 0), 0)),
        }) : '\u00a0'}
      </Text>
      <DataTable<Voyage>
        className={classes.table} withTableBorder borderRadius="md" striped highlightOnHover minHeight={180} idAccessor="id"
        records={list} fetching={voyages.status === 'Loading' || voyages.status === 'Reloading'} noRecordsText={t('voyageSummary.noVoyages')}
        rowExpansion={{ allowMultiple: true, expanded: { recordIds: expanded, onRecordIdsChange: setExpanded }, content: ({ record }) => <VoyageDetails voyage={record} portName={portName} /> }}
        rowStyle={(v) => (v.status === 'DELETED' ? { opacity: 0.6 } : undefined)}
        columns={[
          { accessor: 'voyage', title: t('voyageSummary.columns.voyage'), render: (v) => (
            <Stack gap={0}>
              <Text size="sm" fw={600}>{nameOf(v)}</Text>
              <Text size="xs" c="dimmed">{`${v.shipName} · ${t('voyageSummary.legCount', { count: v.legs.length })}`}</Text>
            </Stack>
          ) },
          { accessor: 'departure', title: t('voyageSummary.columns.period'), width: 140, render: (v) => (
            <Stack gap={0}><Text size="sm">{formatDateTime(v.departure)}</Text><Text size="sm" c="dimmed">{v.arrival ? formatDateTime(v.arrival) : '—'}</Text></Stack>
          ) },
          { accessor: 'distanceNm', title: t('voyageSummary.columns.distance'), textAlign: 'right', width: 90, render: (v) => number(v.distanceNm, 0) },
          { accessor: 'hoursAtSea', title: t('voyageSummary.columns.hours'), textAlign: 'right', width: 95, render: (v) => (
            `${number(v.hoursAtSea)} / ${v.end === null && v.hoursAtBerth === 0 ? '—' : number(v.hoursAtBerth)}`
          ) },
          { accessor: 'fuelTotalT', title: t('voyageSummary.columns.fuel'), textAlign: 'right', width: 85, render: (v) => number(v.fuelTotalT) },
          { accessor: 'co2T', title: t('voyageSummary.columns.co2'), textAlign: 'right', width: 75, render: (v) => number(v.co2T) },
          { accessor: 'co2EuScopeT', title: t('voyageSummary.columns.co2Eu'), textAlign: 'right', width: 90, render: (v) => number(v.co2EuScopeT) },
          { accessor: 'status', title: t('voyageSummary.columns.status'), width: 105, render: (v) => (
            <Badge size="sm" variant="light" tt="none" color={statusColour[v.status]} title={v.closedBy ?? v.deletedBy ?? undefined}>{t(`voyageSummary.statuses.${v.status}`)}</Badge>
          ) },
          { accessor: 'actions', title: <VisuallyHidden>{t('voyageSummary.columns.actions')}</VisuallyHidden>, width: 185, render: (v) => (
            <Group gap={4} wrap="nowrap" onClick={(e) => e.stopPropagation()}>
              <ScreenPrintoutsButton values={voyagePrintValues(v)} compact={{ label: `${v.shipName} ${nameOf(v)}` }} />
              {canClose && v.status === 'OPEN' && (
                <Button size="compact-xs" variant="light" aria-label={t('voyageSummary.close')} onClick={() => act(v, 'close')}>{t('voyageSummary.closeShort')}</Button>
              )}
              {canDelete && v.status !== 'DELETED' && (
                <Button size="compact-xs" variant="subtle" color="red" aria-label={t('voyageSummary.delete')} onClick={() => act(v, 'delete')}>{t('voyageSummary.deleteShort')}</Button>
              )}
            </Group>
          ) },
        ]}
      />
    </Stack>
  );
}
