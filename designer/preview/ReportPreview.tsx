/**
 * A report descriptor's live PDF (issue 19): the parameter form of the report model it names (sample data), and the
 * server's PDF of the text being edited — not saved, nothing kept (`POST /api/printout-reporting/preview`) — in a frame.
 * Once made, it is made again as the text changes. The server's refusals show as the printouts screen shows them:
 * a parameter's at its field, the descriptor's and a failing binding's (422) as an alert naming the place.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../runtime/api/api-client.js';
import { descriptorApi } from '../../runtime/api/descriptor-api.js';
import { ApiError } from '../../runtime/api/api-error.js';
import { RecordForm, type RecordFormHandle } from '../../runtime/renderers/crud/RecordForm.js';
import { problemsToErrorSchema } from '../../runtime/renderers/crud/server-errors.js';
import { parametersPointer, printoutApi } from '../../runtime/renderers/printouts/printout-api.js';
import { asPdf, useObjectUrl } from '../../runtime/renderers/printouts/use-object-url.js';
import printoutClasses from '../../runtime/renderers/printouts/printouts.module.css';
import { Icon } from '../../runtime/shell/Icon.js';
import { api } from '../../runtime/shell/services.js';
import { createReferenceOptionsLoader } from '../../runtime/widgets/reference-options.js';
import { isJsonObject } from '../lib/parse-json.js';
import type { PreviewProps } from './previewers.js';


interface ModelForm {
  code: string;
  schema?: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
  error?: string;
}

export function ReportPreview(props: PreviewProps) {
  return <ReportPreviewPanel {...props} client={api} />;
}

/** The preview over a given API client (the app's, or a test's). */
export function ReportPreviewPanel({ body, code, sample, onSampleChange, client }: PreviewProps & { client: ApiClient }) {
  const { t, i18n } = useTranslation();
  const calls = useMemo(() => printoutApi(client), [client]);
  const modelCode = typeof body.model === 'string' && body.model ? body.model : undefined;
  const model = useModelForm(client, modelCode);
  const loadOptions = useMemo(() => createReferenceOptionsLoader(client), [client, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps -- ship names per language
  const definition = useMemo(() => (model?.schema ? { schema: model.schema, uiSchema: model.uiSchema } : undefined), [model]);
  const formRef = useRef<RecordFormHandle>(null);
  const [pdf, setPdf] = useState<Blob>();
  const [isLive, setLive] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ title: string; message: string }>();
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const url = useObjectUrl(pdf);
  const asked = useRef(0);
  const bodyKey = useMemo(() => JSON.stringify(body), [body]);

  const make = async (parameters: Record<string, unknown>) => {
    const ask = ++asked.current;
    setBusy(true);
    try {
      const file = await calls.preview(body, parameters, code);
      if (ask !== asked.current) return;
      setPdf(asPdf(file.blob));
      setProblem(undefined);
      setExtraErrors(undefined);
    } catch (error) {
      if (ask !== asked.current) return;
      const message = (error as Error).message;
      if (error instanceof ApiError && error.status === 400) {
        const mapped = problemsToErrorSchema(error.errors, parametersPointer);
        setExtraErrors(mapped.errorSchema);
        const elsewhere = mapped.unplaced.map((p) => `${p.path.replace('/requestValue/descriptor', '')}: ${p.message}`).join('\n');
        setProblem(elsewhere || !mapped.errorSchema ? { title: t('designer.reportPreview.invalid'), message: elsewhere || message } : undefined);
      } else {
        setProblem({ title: error instanceof ApiError && error.status === 422 ? t('printoutReporting.bindingFailed') : t('printoutReporting.failed'), message });
      }
    } finally {
      if (ask === asked.current) setBusy(false);
    }
  };

  const generate = () => {
    if (busy || !formRef.current?.validate()) return;
    setLive(true);
    void make(formRef.current.data());
  };

  // Live: the text changed since the last PDF, make it again with the same parameters.
  useEffect(() => {
    if (isLive) void make(sample);
  }, [bodyKey]); // eslint-disable-line react-hooks/exhaustive-deps -- only the text starts it

  if (!modelCode) return <Text size="sm" c="dimmed">{t('designer.reportPreview.needsModel')}</Text>;
  if (model?.error) return <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('designer.reportPreview.modelFailed', { model: modelCode })}>{model.error}</Alert>;
  if (!definition) return <Loader size="sm" aria-label={t('shell.loading')} />;

  return (
    <Stack gap="sm">
      <Text size="xs" fw={600} tt="uppercase" c="dimmed" lts={0.4}>{t('designer.reportPreview.parameters', { model: modelCode })}</Text>
      <RecordForm
        ref={formRef} definition={definition} value={sample} onChange={onSampleChange} extraErrors={extraErrors}
        language={i18n.language} loadOptions={loadOptions}
      />
      <Group gap="sm">
        <Button size="xs" leftSection={<Icon name="eye" size={14} />} loading={busy} onClick={generate}>{t('designer.reportPreview.make')}</Button>
        {isLive && <Text size="xs" c="dimmed">{t('designer.reportPreview.live')}</Text>}
      </Group>
      {problem && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={problem.title} role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>{problem.message}</Text>
        </Alert>
      )}
      {url && <iframe className={printoutClasses.preview} src={url} title={t('designer.reportPreview.frame', { code: code ?? '' })} />}
    </Stack>
  );
}

/** The parameter form of the report model a descriptor names, read again when the name changes. */
function useModelForm(client: ApiClient, modelCode: string | undefined): ModelForm | undefined {
  const [model, setModel] = useState<ModelForm>();
  useEffect(() => {
    if (!modelCode) return undefined;
    let isCurrent = true;
    descriptorApi(client).get('report-model', modelCode).then(
      (view) => {
        if (!isCurrent) return;
        const schema = isJsonObject(view.body.parameters) ? view.body.parameters : {};
        setModel({ code: modelCode, schema, uiSchema: isJsonObject(view.body.parametersUi) ? view.body.parametersUi : undefined });
      },
      (error: Error) => { if (isCurrent) setModel({ code: modelCode, error: error.message }); },
    );
    return () => { isCurrent = false; };
  }, [client, modelCode]);
  return model?.code === modelCode ? model : undefined;
}
