/**
 * /voyage-report: a ship's vessel reports, newest first, filtered by status; a new report of any kind starts from the
 * ship's latest one (its voyage, clock offset and ROB carried over) and opens in its form. Filing needs
 * CRUISE_VOYAGE_REPORT at MANAGEMENT, approving MANAGE_VOYAGE at MANAGEMENT (the server checks again). Print, while a
 * report is open, prints that report (`printValues` { reportId }).
 */
import { Alert, Badge, Button, Group, Menu, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roundToResolution } from '../../../descriptors/lib/elog/time-with-offset.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import { vesselReportStatuses, type VesselReportStatus } from '../../../descriptors/lib/vessel-reports/report-kinds.js';
import type { ApiClient } from '../../api/api-client.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { useUserAccess } from '../../shell/user-access.js';
import { createReferenceOptionsLoader } from '../../widgets/reference-options.js';
import type { RecordData } from '../crud/RecordForm.js';
import { shipDateTime } from '../elog/ship-clock.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { ReportEditor } from './ReportEditor.js';
import { statusColour } from './report-status.js';
import { voyageReportApi, type VesselReport, type VesselReportForm, type VesselReportSummary } from './voyage-report-api.js';

const pageSize = 25;

type Open = { report: VesselReport; form: VesselReportForm } | { form: VesselReportForm; initial: RecordData };

export function VoyageReportScreen({ client, screenTitle, now = () => Date.now() }: { client: ApiClient; screenTitle?: LocalText; now?: () => number }) {
  const { t, i18n } = useTranslation();
  const calls = useMemo(() => voyageReportApi(client), [client]);
  const loadOptions = useMemo(() => createReferenceOptionsLoader(client), [client, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- a new cache per language
  const access = useUserAccess();
  const mayFile = access.meets({ requiredFunctions: { CRUISE_VOYAGE_REPORT: 'MANAGEMENT' } });
  const mayApprove = access.meets({ requiredFunctions: { MANAGE_VOYAGE: 'MANAGEMENT' } });
  const ships = useLoadingStatus(() => calls.ships());
  const forms = useLoadingStatus(() => calls.forms());
  const [unitId, setUnitId] = useState<string | null>(null);
  const [status, setStatus] = useState<VesselReportStatus | null>(null);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => { if (!unitId && ships.value?.length) setUnitId(ships.value[0].value); }, [ships.value, unitId]);
  const reports = useLoadingStatus(
    () => (unitId ? calls.list(unitId, { status: status ?? undefined, limit: pageSize, offset: (page - 1) * pageSize }) : Promise.resolve({ reports: [], total: 0 })),
    { immediate: false },
  );
  useEffect(() => { if (unitId) void reports.load(); }, [unitId, status, page]); // eslint-disable-line react-hooks/exhaustive-deps

  const formOf = (kind: string) => forms.value?.forms.find((f) => f.kind === kind);
  const text = (value: LocalText) => resolveText(value, i18n.language, (key) => t(key));

  const openReport = async (summary: VesselReportSummary) => {
    setProblem(undefined);
    const form = formOf(summary.kind);
    if (!form) return;
    try {
      setOpen({ report: await calls.get(summary.id), form });
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  /** A new report starts on the latest report's clock, voyage and ROB; the time is now, to the minute. */
  const startReport = async (form: VesselReportForm) => {
    setProblem(undefined);
    const [latest] = unitId ? (await calls.list(unitId, { limit: 1, offset: 0 }).catch(() => ({ reports: [] }))).reports : [];
    const last = latest ? await calls.get(latest.id).catch(() => undefined) : undefined;
    const offset = last?.offset ?? -new Date().getTimezoneOffset();
    const initial: RecordData = { reportTime: { timestamp: roundToResolution(now(), 1), offset } };
    if (typeof last?.content.voyageNumber === 'string') initial.voyageNumber = last.content.voyageNumber;
    if (Array.isArray(last?.content.rob)) initial.rob = last.content.rob;
    setOpen({ form, initial });
  };

  const changed = (report: VesselReport) => {
    setOpen((current) => current && { report, form: current.form });
    void reports.reload();
  };

  const shipSelect = (
    <Select
      label={t('vesselReports.ship')} data={ships.value ?? []} value={unitId} allowDeselect={false} w={220}
      onChange={(value) => { setUnitId(value); setPage(1); setOpen(undefined); }}
    />
  );

  if (ships.error) return <LoadFailed error={ships.error} title={t('vesselReports.loadFailed')} onRetry={() => void ships.load()} />;
  if (forms.error) return <LoadFailed error={forms.error} title={t('vesselReports.loadFailed')} onRetry={() => void forms.load()} />;
  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('vesselReports.title')} subtitle={t('vesselReports.subtitle')}
        printValues={open && 'report' in open ? { reportId: open.report.id } : undefined}>
        {shipSelect}
      </ScreenHeader>
      {problem && <Alert color="red" variant="light" role="alert">{problem}</Alert>}
      {open && unitId ? (
        <ReportEditor
          key={'report' in open ? `${open.report.id}@${open.report.version}` : `new:${open.form.kind}`}
          client={calls} form={open.form} unitId={unitId} report={'report' in open ? open.report : undefined} initial={'initial' in open ? open.initial : undefined}
          mayFile={mayFile} mayApprove={mayApprove} loadOptions={loadOptions} onChanged={changed} onClose={() => setOpen(undefined)}
        />
      ) : (
        <>
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Select
              label={t('vesselReports.status')} placeholder={t('vesselReports.allStatuses')} clearable w={200} value={status}
              data={vesselReportStatuses.map((s) => ({ value: s, label: t(`vesselReports.statuses.${s}`) }))}
              onChange={(value) => { setStatus(value as VesselReportStatus | null); setPage(1); }}
            />
            {mayFile && unitId && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target><Button>{t('vesselReports.newReport')}</Button></Menu.Target>
                <Menu.Dropdown>
                  {(forms.value?.forms ?? []).map((form) => (
                    <Menu.Item key={form.kind} onClick={() => void startReport(form)}>{text(form.title)}</Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          {reports.error && <LoadFailed error={reports.error} title={t('vesselReports.loadFailed')} onRetry={() => void reports.load()} />}
          {reports.value && reports.value.reports.length === 0 && <Text c="dimmed">{t('vesselReports.none')}</Text>}
          {reports.value && reports.value.reports.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('vesselReports.columns.time')}</Table.Th>
                    <Table.Th>{t('vesselReports.columns.kind')}</Table.Th>
                    <Table.Th>{t('vesselReports.columns.status')}</Table.Th>
                    <Table.Th>{t('vesselReports.columns.checks')}</Table.Th>
                    <Table.Th>{t('vesselReports.columns.by')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {reports.value.reports.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Button variant="subtle" size="compact-sm" onClick={() => void openReport(r)}>{shipDateTime(r.reportTime, r.offset)}</Button>
                      </Table.Td>
                      <Table.Td>{formOf(r.kind) ? text(formOf(r.kind)!.title) : t(`vesselReports.kinds.${r.kind}`)}</Table.Td>
                      <Table.Td><Badge color={statusColour[r.status]} variant="light">{t(`vesselReports.statuses.${r.status}`)}</Badge></Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {r.errors > 0 && <Badge color="red" variant="outline">{t('vesselReports.errorCount', { count: r.errors })}</Badge>}
                          {r.warnings > 0 && <Badge color="orange" variant="outline">{t('vesselReports.warningCount', { count: r.warnings })}</Badge>}
                          {!r.errors && !r.warnings && <Text size="sm" c="dimmed">{t('vesselReports.noFindings')}</Text>}
                        </Group>
                      </Table.Td>
                      <Table.Td>{r.updatedBy ?? r.createdBy ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {reports.value && reports.value.total > pageSize && (
            <Pagination total={Math.ceil(reports.value.total / pageSize)} value={page} onChange={setPage} aria-label={t('vesselReports.pages')} />
          )}
        </>
      )}
    </Stack>
  );
}
