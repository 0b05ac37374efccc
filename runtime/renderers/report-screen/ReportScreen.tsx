/**
 * /vrt-report and /cruise-report (decision 61): the report's parameter form (its model's schema, ships by the `ship`
 * widget, the period prefilled with the last 30 days), Show — the report descriptor's blocks evaluated by the server
 * and shown as tables —, CSV of each table and the PDF (kept by the server as a printout run). Refusals show where they
 * belong: a parameter's at its field, anything else as an alert.
 */
import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../descriptors/lib/text.js';
import { ApiError } from '../../api/api-error.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { createReferenceOptionsLoader } from '../../widgets/reference-options.js';
import { downloadBlob } from '../crud/csv.js';
import { RecordForm, type RecordData, type RecordFormHandle } from '../crud/RecordForm.js';
import { clearChangedFieldErrors, problemsToErrorSchema } from '../crud/server-errors.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { ReportBlocks } from './ReportBlocks.js';
import { reportScreenApi, type ReportViewAnswer, type ReportScreenPath } from './report-screen-api.js';

export interface ReportScreenProps {
  client: ApiClient;
  report: ReportScreenPath;
  screenTitle?: LocalText;
  now?: number;
}

const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
const parametersPointer = '/requestValue/parameters';

/** The period's default, the last 30 days, where the model asks for `from` and `to`. */
function defaults(parameters: Record<string, unknown>, now: number): RecordData {
  const properties = (parameters.properties ?? {}) as Record<string, unknown>;
  return 'from' in properties && 'to' in properties ? { from: isoDay(now - 29 * 86_400_000), to: isoDay(now) } : {};
}

export function ReportScreen({ client, report, screenTitle, now = Date.now() }: ReportScreenProps) {
  const { t, i18n } = useTranslation();
  const calls = useMemo(() => reportScreenApi(client, report), [client, report]);
  const loadOptions = useMemo(() => createReferenceOptionsLoader(client), [client, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- a new cache per language
  const detail = useLoadingStatus(() => calls.detail());
  const formRef = useRef<RecordFormHandle>(null);
  const [value, setValue] = useState<RecordData>({});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState<'view' | 'pdf'>();
  const [busyTable, setBusyTable] = useState<number>();
  const [shown, setShown] = useState<{ parameters: RecordData; view: ReportViewAnswer }>();
  const definition = useMemo(() => (detail.value ? { schema: detail.value.parameters, uiSchema: detail.value.parametersUi } : undefined), [detail.value]);
  const subtitle = t(`reportScreen.${report === 'vrt-report' ? 'vrt' : 'cruise'}.subtitle`);

  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) {
      const mapped = problemsToErrorSchema(error.errors, parametersPointer);
      setExtraErrors(mapped.errorSchema);
      if (!mapped.errorSchema || mapped.unplaced.length) setProblem(mapped.unplaced.map((p) => p.message).join('\n') || error.message);
    } else {
      setProblem((error as Error).message);
    }
  };

  const show = async (parameters: RecordData) => {
    setBusy('view');
    setProblem(undefined);
    setExtraErrors(undefined);
    try {
      setShown({ parameters, view: await calls.view(parameters) });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(undefined);
    }
  };

  // The form starts with the period's default; a report whose required parameters that fills is shown at once.
  useEffect(() => {
    if (!detail.value) return;
    const initial = defaults(detail.value.parameters, now);
    setValue(initial);
    const required = (detail.value.parameters.required ?? []) as string[];
    if (required.every((name) => name in initial)) void show(initial);
  }, [detail.value, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- once per report and language

  const current = () => (formRef.current?.validate() ? formRef.current.data() : undefined);
  const pdf = async () => {
    const parameters = current();
    if (!parameters || busy) return;
    setBusy('pdf');
    setProblem(undefined);
    try {
      const file = await calls.pdf(parameters);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(undefined);
    }
  };
  const csv = async (table: number) => {
    if (!shown || busyTable !== undefined) return;
    setBusyTable(table);
    try {
      const file = await calls.csv(shown.parameters, table);
      downloadBlob(file.blob, file.fileName);
    } catch (error) {
      refused(error);
    } finally {
      setBusyTable(undefined);
    }
  };

  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t(`reportScreen.${report === 'vrt-report' ? 'vrt' : 'cruise'}.title`)} subtitle={subtitle} />
      {detail.error && <LoadFailed error={detail.error} title={t('reportScreen.loadFailed')} onRetry={() => void detail.load()} />}
      {!detail.value && !detail.error && <Loader size="sm" aria-label={t('reportScreen.loading')} />}
      {definition && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <RecordForm
              ref={formRef} definition={definition} value={value} language={i18n.language} loadOptions={loadOptions} extraErrors={extraErrors}
              validateOnBlur={Boolean(extraErrors)}
              onChange={(next) => { setExtraErrors((errors) => clearChangedFieldErrors(errors, value, next)); setValue(next); }}
            />
            <Group gap="sm">
              <Button leftSection={<Icon name="eye" size={16} />} loading={busy === 'view'} disabled={busy === 'pdf'}
                onClick={() => { const parameters = current(); if (parameters && !busy) void show(parameters); }}>
                {t('reportScreen.show')}
              </Button>
              <Button variant="default" leftSection={<Icon name="download" size={16} />} loading={busy === 'pdf'} disabled={busy === 'view'} onClick={() => void pdf()}>
                {t('reportScreen.pdf')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {problem && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('reportScreen.failed')} role="alert"
          withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(undefined)}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{problem}</Text>
        </Alert>
      )}
      {shown && <ReportBlocks blocks={shown.view.blocks} onCsv={(table) => void csv(table)} busyTable={busyTable} />}
    </Stack>
  );
}
