/**
 * /elb/report: logbook days across the ships and logbooks the user may see, with their state and entry counts
 * (SPEC elog-aggregation search). Each day opens in its logbook's day view.
 */
import { Alert, Anchor, Badge, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import 'mantine-datatable/styles.layer.css';
import { DataTable } from 'mantine-datatable';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { api } from '../../shell/services.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { RendererProps } from '../renderer-registry.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { DayBadges } from './DayBadges.js';
import type { ReportDay } from '../../../descriptors/lib/elog/day-answer.js';
import type { ConfigurableLogbook } from '../../../descriptors/lib/elog/logbook-answer.js';
import { entryStatusColour, entryStatusKey } from './entry-status.js';

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function ElogReportRenderer({ screen }: RendererProps) {
  return <ElogReport client={api} screenTitle={screen.title} />;
}

export function ElogReport({ client, screenTitle }: { client: ApiClient; screenTitle?: LocalText }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [from, setFrom] = useState(() => isoDay(Date.now() - 13 * 86_400_000));
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const [elogs, setElogs] = useState<string[]>([]);
  const [status, setStatus] = useState<string | null>(null);
  const logbooks = useLoadingStatus(() => client.get<ConfigurableLogbook[]>('/elog/configurable'));
  const names = useMemo(() => new Map((logbooks.value ?? []).map((l) => [l.eLogCode, resolveText(l.name, language, (k) => t(k))])), [logbooks.value, language, t]);
  const isValid = dayPattern.test(from) && dayPattern.test(to) && from <= to;
  const days = useLoadingStatus(() => client.post<ReportDay[]>('/elog-aggregation/search', {
    requestValue: { from, to, ...(elogs.length ? { elogs } : {}), ...(status ? { status } : {}) },
  }), { immediate: false });
  const key = JSON.stringify([from, to, elogs, status]);
  useEffect(() => { if (isValid) void days.load(); }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('elogReport.title')} subtitle={t('elogReport.subtitle')} />
      <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('elogReport.filters')}>
        <TextInput type="date" label={t('elogReport.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} error={!isValid && from > to ? t('elogReport.fromAfterTo') : undefined} w={170} />
        <TextInput type="date" label={t('elogReport.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} w={170} />
        <MultiSelect label={t('elogReport.logbooks')} placeholder={elogs.length ? undefined : t('elogReport.allLogbooks')} value={elogs} onChange={setElogs} clearable
          data={(logbooks.value ?? []).map((l) => ({ value: l.eLogCode, label: names.get(l.eLogCode) ?? l.eLogCode }))} w={320} />
        <Select label={t('elogReport.status')} placeholder={t('elogReport.anyStatus')} value={status} onChange={setStatus} clearable w={200}
          data={[{ value: 'IN_PROGRESS', label: t('elogDay.day.inProgress') }, { value: 'COMPLETED', label: t('elogDay.day.completed') }]} />
      </Group>
      {days.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('elogReport.failed')}>{days.error?.message}</Alert>}
      <DataTable<ReportDay>
        withTableBorder borderRadius="md" striped highlightOnHover minHeight={180}
        records={days.value ?? []} idAccessor="id" fetching={days.status === 'Loading' || days.status === 'Reloading'}
        noRecordsText={t('elogReport.noDays')}
        columns={[
          { accessor: 'day', title: t('elogReport.day'), render: (d) => <Text size="sm" ff="monospace">{d.day}</Text> },
          { accessor: 'unitName', title: t('elogReport.ship'), render: (d) => <><Text size="sm" fw={600}>{d.unitName}</Text><Text size="xs" c="dimmed">{d.unitCode}</Text></> },
          { accessor: 'eLogCode', title: t('elogReport.logbook'), render: (d) => names.get(d.eLogCode) ?? d.eLogCode },
          { accessor: 'status', title: t('elogReport.state'), render: (d) => <DayBadges day={{ ...d, version: 0, unitId: '', startDate: '', endDate: '', offset: 0 }} /> },
          { accessor: 'entries', title: t('elogReport.entries'), render: (d) => (
            <Group gap={4}>
              {(['COMPLETED', 'DRAFT', 'NA', 'DELETED'] as const).filter((s) => d.entries[s]).map((s) => (
                <Badge key={s} size="sm" variant="light" color={entryStatusColour[s]}>{`${t(entryStatusKey[s])} ${d.entries[s]}`}</Badge>
              ))}
            </Group>
          ) },
          { accessor: 'open', title: '', render: (d) => (
            <Anchor component={Link} size="sm" to={`/elb/${encodeURIComponent(d.eLogCode)}?ship=${encodeURIComponent(d.unitCode)}&day=${d.day}`}>{t('elogReport.open')}</Anchor>
          ) },
        ]}
      />
    </Stack>
  );
}
