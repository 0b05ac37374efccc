/**
 * One vessel report in its kind's form: the officer keeps a draft and submits it, the approver approves, rejects with a
 * reason or corrects. What the server's checks find is shown at the fields — errors in red (they stop a submission),
 * warnings in orange — and summed up above the form.
 */
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { filerEditableStatuses, type VesselReportKind } from '../../../descriptors/lib/vessel-reports/report-kinds.js';
import { ApiError } from '../../api/api-error.js';
import { ReasonDialog } from '../../shell/ReasonDialog.js';
import type { ReferenceOptionsLoader } from '../../widgets/reference-options.js';
import { RecordForm, type RecordData, type RecordFormHandle } from '../crud/RecordForm.js';
import { problemsToErrorSchema } from '../crud/server-errors.js';
import { shipDateTime } from '../elog/ship-clock.js';
import { statusColour } from './report-status.js';
import type { VesselReport, VesselReportForm, VoyageReportApi } from './voyage-report-api.js';

export interface ReportEditorProps {
  client: VoyageReportApi;
  form: VesselReportForm;
  unitId: string;
  /** the report as last read; undefined for a new one */
  report?: VesselReport;
  /** the content a new report starts with */
  initial?: RecordData;
  mayFile: boolean;
  mayApprove: boolean;
  /** options of the form's reference fields (ports, fuel categories) */
  loadOptions: ReferenceOptionsLoader;
  onChanged(report: VesselReport): void;
  onClose(): void;
}

const contentPointer = '/requestValue/content';

export function ReportEditor({ client, form, unitId, report, initial, mayFile, mayApprove, loadOptions, onChanged, onClose }: ReportEditorProps) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<RecordFormHandle>(null);
  const [value, setValue] = useState<RecordData>(report?.content ?? initial ?? {});
  const [serverErrors, setServerErrors] = useState<ErrorSchema>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [isRejecting, setRejecting] = useState(false);
  const status = report?.status;
  const isFilerEditable = !status || filerEditableStatuses.includes(status);
  const canEdit = (isFilerEditable && mayFile) || (!isFilerEditable && mayApprove);

  const checks = useMemo(() => report?.checks ?? [], [report]);
  const notices = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const check of checks.filter((c) => c.level === 'warning')) map.set(check.path, [...(map.get(check.path) ?? []), check.message]);
    return map;
  }, [checks]);
  const checkErrors = useMemo(
    () => problemsToErrorSchema(checks.filter((c) => c.level === 'error').map((c) => ({ path: `${contentPointer}${c.path}`, code: c.code, message: c.message })), contentPointer).errorSchema,
    [checks],
  );
  const errorCount = checks.filter((c) => c.level === 'error').length;
  const warningCount = checks.length - errorCount;

  /** Runs a call, showing what the server refuses at the fields or above the form. */
  const run = async (name: string, call: () => Promise<VesselReport>, done: string) => {
    if (busy) return;
    setBusy(name);
    setProblem(undefined);
    try {
      const answer = await call();
      setServerErrors(undefined);
      setValue(answer.content);
      notifications.show({ color: 'green', message: t(done) });
      onChanged(answer);
    } catch (error) {
      const mapped = error instanceof ApiError ? problemsToErrorSchema(error.errors, contentPointer) : undefined;
      setServerErrors(mapped?.errorSchema);
      setProblem(!mapped?.errorSchema || mapped.unplaced.length ? (error as Error).message : undefined);
    } finally {
      setBusy(undefined);
    }
  };

  /** Saves the form's content when it changed (or the report is new); answers the report as stored. */
  const saved = async (): Promise<VesselReport> => {
    const content = formRef.current!.data();
    if (!report) return client.create(unitId, form.kind as VesselReportKind, content);
    return JSON.stringify(content) === JSON.stringify(report.content) ? report : client.update(report, content);
  };
  const save = () => { if (formRef.current?.validate()) void run('save', saved, 'vesselReports.saved'); };
  const submit = () => { if (formRef.current?.validate()) void run('submit', async () => client.submit(await saved()), 'vesselReports.submitted'); };
  const approve = () => { if (formRef.current?.validate()) void run('approve', async () => client.approve(await saved()), 'vesselReports.approved'); };
  const reject = (reason: string) => { setRejecting(false); void run('reject', () => client.reject(report!, reason), 'vesselReports.rejected'); };

  const title = resolveText(form.title, i18n.language, (key) => t(key));
  return (
    <Stack gap="sm" aria-label={title} role="region">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h3">{title}</Title>
          {status && <Badge color={statusColour[status]} variant="light">{t(`vesselReports.statuses.${status}`)}</Badge>}
          {report && <Text size="sm" c="dimmed">{t('vesselReports.versionBy', { version: report.version, by: report.updatedBy ?? '—' })}</Text>}
        </Group>
        <Button variant="default" onClick={onClose}>{t('vesselReports.backToList')}</Button>
      </Group>
      {report && <Text size="sm" c="dimmed">{shipDateTime(report.reportTime, report.offset)}</Text>}
      {status === 'REJECTED' && report?.reviewNote && (
        <Alert color="red" variant="light" title={t('vesselReports.rejectedBy', { by: report.reviewedBy ?? '—' })}>{report.reviewNote}</Alert>
      )}
      {checks.length > 0 && (
        <Alert color={errorCount ? 'red' : 'orange'} variant="light" role="status">
          {[
            errorCount ? t('vesselReports.errorsFound', { count: errorCount }) : '',
            warningCount ? t('vesselReports.warningsFound', { count: warningCount }) : '',
          ].filter(Boolean).join(' ')}
        </Alert>
      )}
      {problem && <Alert color="red" variant="light" role="alert">{problem}</Alert>}
      <RecordForm
        ref={formRef} definition={{ schema: form.schema, uiSchema: form.uiSchema }} value={value} onChange={setValue}
        extraErrors={serverErrors ?? checkErrors} notices={notices} readonly={!canEdit} language={i18n.language} loadOptions={loadOptions}
        defaultOffset={report?.offset ?? (initial?.reportTime as { offset?: number } | undefined)?.offset}
      />
      {canEdit && (
        <Group justify="flex-end" gap="sm" wrap="wrap">
          {isFilerEditable && <Button variant="default" onClick={save} loading={busy === 'save'}>{t('vesselReports.saveDraft')}</Button>}
          {isFilerEditable && <Button onClick={submit} loading={busy === 'submit'}>{t('vesselReports.submit')}</Button>}
          {!isFilerEditable && <Button variant="default" onClick={save} loading={busy === 'save'}>{t('vesselReports.saveCorrection')}</Button>}
          {status === 'SUBMITTED' && <Button color="red" variant="light" onClick={() => setRejecting(true)} loading={busy === 'reject'}>{t('vesselReports.reject')}</Button>}
          {status === 'SUBMITTED' && <Button color="teal" onClick={approve} loading={busy === 'approve'}>{t('vesselReports.approve')}</Button>}
        </Group>
      )}
      {report && report.versions.length > 0 && (
        <Stack gap={2}>
          <Title order={3} size="h5">{t('vesselReports.history')}</Title>
          {report.versions.map((v) => (
            <Text key={v.version} size="sm" c="dimmed">
              {t('vesselReports.historyLine', { version: v.version, status: t(`vesselReports.statuses.${v.status}`), by: v.author, at: shipDateTime(v.ts, report.offset) })}
              {v.note ? ` — ${v.note}` : ''}
            </Text>
          ))}
        </Stack>
      )}
      <ReasonDialog
        opened={isRejecting} title={t('vesselReports.rejectTitle')} message={t('vesselReports.rejectMessage')}
        confirmLabel={t('vesselReports.reject')} isRequired requiredMessage={t('vesselReports.rejectReasonRequired')}
        onConfirm={reject} onClose={() => setRejecting(false)}
      />
    </Stack>
  );
}
