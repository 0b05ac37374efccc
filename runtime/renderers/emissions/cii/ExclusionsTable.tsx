/** The year's legs, each one tickable as an adjustment period with its reason (MEPC.355(78) G5, reg. 3.1 and ice). */
import { Select, Stack, Text } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/display-value.js';
import type { CiiDeviationLeg, CiiDeviationRequest } from '../emissions-api.js';
import { useNumberFormat } from '../shared/format.js';
import classes from './cii.module.css';

export type ExclusionReason = CiiDeviationRequest['excludedLegs'][number]['reason'];
/** The ticked legs by id with their reason (null until the user chooses one). */
export type Exclusions = Record<string, ExclusionReason | null>;

export const exclusionReasons: ExclusionReason[] = ['SHIP_SAFETY', 'SEARCH_AND_RESCUE', 'ICE_NAVIGATION'];

export function ExclusionsTable({ legs, exclusions, onChange, showErrors, fetching, portName }: {
  legs: CiiDeviationLeg[]; exclusions: Exclusions; onChange: (next: Exclusions) => void; showErrors: boolean; fetching: boolean;
  portName: (code: string) => string;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const reasons = exclusionReasons.map((value) => ({ value, label: t(`emissions.cii.deviation.reasons.${value}`) }));
  const select = (selected: CiiDeviationLeg[]) => onChange(Object.fromEntries(selected.map((l) => [l.legId, exclusions[l.legId] ?? null])));
  return (
    <DataTable<CiiDeviationLeg>
      className={classes.table} withTableBorder borderRadius="md" striped minHeight={120} maxHeight={420} idAccessor="legId" records={legs} fetching={fetching}
      noRecordsText={t('emissions.cii.deviation.noLegs')}
      selectedRecords={legs.filter((l) => l.legId in exclusions)} onSelectedRecordsChange={select}
      selectionCheckboxProps={{ 'aria-label': t('emissions.cii.deviation.excludeLeg') }}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('emissions.cii.deviation.excludeAll') }}
      getRecordSelectionCheckboxProps={(leg) => ({ 'aria-label': t('emissions.cii.deviation.excludeThis', { leg: `${portName(leg.fromPort)} → ${portName(leg.toPort)}` }) })}
      columns={[
        { accessor: 'leg', title: t('emissions.cii.deviation.columns.leg'), render: (l) => <Text size="sm" fw={600}>{`${portName(l.fromPort)} → ${portName(l.toPort)}`}</Text> },
        { accessor: 'departure', title: t('emissions.cii.deviation.columns.period'), width: 165, render: (l) => (
          <Stack gap={0}><Text size="sm">{formatDateTime(l.departure)}</Text><Text size="sm" c="dimmed">{l.arrival ? formatDateTime(l.arrival) : '—'}</Text></Stack>
        ) },
        { accessor: 'distanceNm', title: t('emissions.cii.deviation.columns.distance'), textAlign: 'right', width: 110, render: (l) => format(l.distanceNm, 0) },
        { accessor: 'fuel', title: t('emissions.cii.deviation.columns.fuel'), textAlign: 'right', width: 210, render: (l) => (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{format(l.fuel.reduce((s, f) => s + f.massT, 0), 1)}</Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{l.fuel.map((f) => `${f.fuel} ${format(f.massT, 1)}`).join(' · ')}</Text>
          </Stack>
        ) },
        { accessor: 'reason', title: t('emissions.cii.deviation.columns.reason'), width: 215, render: (l) => (l.legId in exclusions ? (
          <Select size="xs" data={reasons} value={exclusions[l.legId]} placeholder={t('emissions.cii.deviation.chooseReason')}
            aria-label={t('emissions.cii.deviation.reasonFor', { leg: `${portName(l.fromPort)} → ${portName(l.toPort)}` })}
            onChange={(reason) => onChange({ ...exclusions, [l.legId]: reason as ExclusionReason | null })} onClick={(e) => e.stopPropagation()}
            error={showErrors && !exclusions[l.legId] ? t('emissions.cii.deviation.reasonRequired') : undefined} comboboxProps={{ withinPortal: true }} />
        ) : <Text size="xs" c="dimmed">{t('emissions.cii.deviation.included')}</Text>) },
      ]}
    />
  );
}
