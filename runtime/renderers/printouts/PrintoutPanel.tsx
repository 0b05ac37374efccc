/**
 * One printout: its parameter form (the report model's schema and uiSchema in the crud renderer's RecordForm, ships
 * offered by the `ship` widget, first values from the address), Preview — the server makes the PDF, kept as a run, and it is shown in the page — and
 * Download (the PDF just previewed when the parameters are the same, else a new one), then the runs made so far.
 * The server's refusals show where they belong: a parameter's at its field, a binding that failed (422) as an alert.
 */
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { ApiError } from '../../api/api-error.js';
import { Icon } from '../../shell/Icon.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { ReferenceOptionsLoader } from '../../widgets/reference-options.js';
import { downloadBlob } from '../crud/csv.js';
import { RecordForm, type RecordData, type RecordFormHandle } from '../crud/RecordForm.js';
import { clearChangedFieldErrors, problemsToErrorSchema } from '../crud/server-errors.js';
import { PrintoutRuns } from './PrintoutRuns.js';
import { PrintoutSchedules } from './PrintoutSchedules.js';
import { parametersPointer, type GeneratedPrintout, type PrintoutApi, type PrintoutDetail, type PrintoutSummary } from './printout-api.js';
import { prefilledParameters } from './printout-link.js';
import { asPdf, useObjectUrl } from './use-object-url.js';
import classes from './printouts.module.css';

export interface PrintoutPanelProps {
  calls: PrintoutApi;
  printout: PrintoutSummary;
  loadOptions: ReferenceOptionsLoader;
  /** The address's values for the form, read once the parameter schema is in (printout-link.ts). */
  prefill?: URLSearchParams;
}

export function PrintoutPanel({ calls, printout, loadOptions, prefill }: PrintoutPanelProps) {
  const { t, i18n } = useTranslation();
  const detail = useLoadingStatus(() => calls.detail(printout.code));
  const runs = useLoadingStatus(() => calls.runs(printout.code));
  const schedules = useLoadingStatus(() => calls.schedules(printout.code));
  const title = resolveText(printout.title, i18n.language, (key) => t(key));

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3">{title}</Title>
            {printout.description && <Text size="sm" c="dimmed">{resolveText(printout.description, i18n.language, (key) => t(key))}</Text>}
          </div>
          {detail.error && <LoadFailed error={detail.error} title={t('printoutReporting.detailFailed')} onRetry={() => void detail.load()} />}
          {!detail.value && !detail.error && <Loader size="sm" aria-label={t('printoutReporting.loading')} />}
          {detail.value && (
            <PrintoutGenerator
              calls={calls} detail={detail.value} title={title} loadOptions={loadOptions} onMade={() => void runs.reload()}
              initial={prefill ? prefilledParameters(prefill, detail.value.parameters) : {}}
            />
          )}
        </Stack>
      </Paper>
      <PrintoutSchedules schedules={schedules} />
      <PrintoutRuns calls={calls} runs={runs} detail={detail.value} loadOptions={loadOptions} />
    </Stack>
  );
}

interface GeneratorProps {
  calls: PrintoutApi;
  detail: PrintoutDetail;
  title: string;
  loadOptions: ReferenceOptionsLoader;
  onMade(): void;
  /** The form's first values. */
  initial: RecordData;
}

/** What the server refused, other than at a field. */
interface Problem {
  title: string;
  message: string;
}

function PrintoutGenerator({ calls, detail, title, loadOptions, onMade, initial }: GeneratorProps) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<RecordFormHandle>(null);
  const [value, setValue] = useState<RecordData>(initial);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState<'preview' | 'download'>();
  const [made, setMade] = useState<{ key: string; file: GeneratedPrintout }>();
  const pdf = useMemo(() => (made ? asPdf(made.file.blob) : undefined), [made]);
  const url = useObjectUrl(pdf);
  const definition = useMemo(() => ({ schema: detail.parameters, uiSchema: detail.parametersUi }), [detail]);

  const change = (next: RecordData) => {
    setExtraErrors((errors) => clearChangedFieldErrors(errors, value, next));
    setValue(next);
  };

  const generate = async (purpose: 'preview' | 'download') => {
    if (busy || !formRef.current?.validate()) return;
    const parameters = formRef.current.data();
    const key = JSON.stringify(parameters);
    if (purpose === 'download' && made?.key === key) {
      downloadBlob(made.file.blob, made.file.fileName);
      return;
    }
    setBusy(purpose);
    setProblem(undefined);
    setExtraErrors(undefined);
    try {
      const file = await calls.generate(detail.code, parameters);
      setMade({ key, file });
      if (purpose === 'download') downloadBlob(file.blob, file.fileName);
      onMade();
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof ApiError && error.status === 400) {
        const mapped = problemsToErrorSchema(error.errors, parametersPointer);
        setExtraErrors(mapped.errorSchema);
        if (!mapped.errorSchema || mapped.unplaced.length) setProblem({ title: t('printoutReporting.invalid'), message: mapped.unplaced.map((p) => p.message).join('\n') || message });
      } else {
        setProblem({ title: error instanceof ApiError && error.status === 422 ? t('printoutReporting.bindingFailed') : t('printoutReporting.failed'), message });
      }
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack gap="sm">
      <RecordForm
        ref={formRef} definition={definition} value={value} onChange={change} extraErrors={extraErrors}
        language={i18n.language} loadOptions={loadOptions} validateOnBlur={Boolean(extraErrors)}
      />
      {problem && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={problem.title} role="alert"
          withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(undefined)}>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{problem.message}</Text>
        </Alert>
      )}
      <Group gap="sm">
        <Button leftSection={<Icon name="eye" size={16} />} loading={busy === 'preview'} disabled={busy === 'download'} onClick={() => void generate('preview')}>
          {t('printoutReporting.preview')}
        </Button>
        <Button variant="default" leftSection={<Icon name="download" size={16} />} loading={busy === 'download'} disabled={busy === 'preview'} onClick={() => void generate('download')}>
          {t('printoutReporting.download')}
        </Button>
      </Group>
      {url && made && (
        <Stack gap={4}>
          <Text size="xs" c="dimmed">{made.file.fileName}</Text>
          <iframe className={classes.preview} src={url} title={t('printoutReporting.previewOf', { title })} />
        </Stack>
      )}
    </Stack>
  );
}
