/**
 * /dfd-customizer (issue 18): the form overlays — changes laid over a system form for a shipowner, a fleet or single
 * ships — with the base form, the overlay and the resulting form side by side. The result is the runtime's own form,
 * resolved by the same code the server uses (descriptors/lib/forms/form-overlay.ts); saving goes through the
 * descriptor API, whose write check refuses what does not exist, each problem shown at its change.
 */
import { Alert, Button, Card, Group, Loader, MultiSelect, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormBody } from '../../../descriptors/kinds/form/form.schema.js';
import type { FormOverlayBody } from '../../../descriptors/kinds/form-overlay/form-overlay.schema.js';
import { formFields } from '../../../descriptors/lib/forms/form-fields.js';
import { applyOverlays, overlayLevels, type OverlayLevel } from '../../../descriptors/lib/forms/form-overlay.js';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { ApiError } from '../../api/api-error.js';
import { summaryTitle, type DescriptorSummary } from '../../api/descriptor-api.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { RecordForm } from '../crud/RecordForm.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { ChangeEditor } from './ChangeEditor.js';
import { customizerApi, type TargetOption } from './customizer-api.js';
import { changeOps, newChange, removeChange, replaceChange, starterOverlay } from './overlay-draft.js';

interface FormCustomizerScreenProps {
  client: ApiClient;
  screenTitle?: LocalText;
  /** may write overlays (DESIGNER at MANAGEMENT); the server checks again */
  canManage: boolean;
}

interface Draft {
  code: string;
  /** undefined until first saved */
  version?: number;
  body: FormOverlayBody;
}

const codePattern = /^[A-Z0-9_.-]+$/;

export function FormCustomizerScreen({ client, screenTitle, canManage }: FormCustomizerScreenProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const api = useMemo(() => customizerApi(client), [client]);
  const overlays = useLoadingStatus(() => api.overlays());
  const forms = useLoadingStatus(() => api.forms());
  const [draft, setDraft] = useState<Draft>();
  const [base, setBase] = useState<FormBody>();
  const [targets, setTargets] = useState<TargetOption[]>([]);
  const [errors, setErrors] = useState<{ message: string; byPath: Map<string, string> }>();
  const [isSaving, setSaving] = useState(false);
  const [isDirty, setDirty] = useState(false);
  const readOnly = !canManage;

  const formCode = draft?.body.form;
  useEffect(() => {
    setBase(undefined);
    if (!formCode) return;
    let isCurrent = true;
    api.form(formCode).then((form) => { if (isCurrent) setBase(form); }, () => {});
    return () => { isCurrent = false; };
  }, [api, formCode]);
  const level = draft?.body.level;
  useEffect(() => {
    if (!level) return;
    let isCurrent = true;
    // Without the right to read the master data the targets are typed as codes: the server checks them.
    api.targets(level).then((options) => { if (isCurrent) setTargets(options); }, () => { if (isCurrent) setTargets([]); });
    return () => { isCurrent = false; };
  }, [api, level]);

  const fields = useMemo(() => (base ? formFields(base) : []), [base]);
  const result = useMemo(() => (base && draft ? applyOverlays(base, [{ ...draft.body, code: draft.code }]) : undefined), [base, draft]);

  const edit = (body: FormOverlayBody) => { setDraft((d) => d && { ...d, body }); setDirty(true); };
  const open = async (code: string | null) => {
    if (!code) return;
    const view = await api.overlay(code);
    setDraft({ code: view.code, version: view.version, body: view.body });
    setErrors(undefined); setDirty(false);
  };
  const startNew = () => {
    const first = forms.value?.[0]?.code ?? '';
    setDraft({ code: '', body: starterOverlay(first) });
    setErrors(undefined); setDirty(false);
  };
  const save = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      const saved = draft.version ? await api.update(draft.code, draft.version, draft.body) : await api.create(draft.code, draft.body);
      // An overlay is stored as sent (it has no schema to order): the draft stays, at the saved version.
      setDraft({ code: saved.code, version: saved.version, body: draft.body });
      setErrors(undefined); setDirty(false);
      void overlays.load();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setErrors({ message: error.message, byPath: new Map(error.errors.map((e) => [e.path, e.message])) });
    } finally { setSaving(false); }
  };
  const askDelete = () => draft?.version && modals.openConfirmModal({
    title: t('formCustomizer.delete.title'), children: <Text size="sm">{t('formCustomizer.delete.question', { code: draft.code })}</Text>,
    labels: { confirm: t('formCustomizer.delete.confirm'), cancel: t('common.cancel') }, confirmProps: { color: 'red' },
    onConfirm: async () => { await api.remove(draft.code); setDraft(undefined); void overlays.load(); },
  });

  const problemAt = (path: string) => errors?.byPath.get(`/requestValue/body${path}`) ?? errors?.byPath.get(`/requestValue${path}`);
  const changeProblem = (index: number) => {
    const server = [...(errors?.byPath ?? [])].find(([path]) => path.startsWith(`/requestValue/body/changes/${index}`))?.[1];
    const local = result?.problems.find((p) => p.change === index);
    return server ?? (local ? t(`formOverlays.change.${local.reason}`, { field: local.field, form: draft?.body.form }) : undefined);
  };
  const formOptions = (forms.value ?? []).map((f: DescriptorSummary) => {
    const title = summaryTitle(f);
    return { value: f.code, label: title ? `${resolveText(title, language, t)} (${f.code})` : f.code };
  });
  const targetOptions = [...targets, ...(draft?.body.targets ?? []).filter((v) => !targets.some((o) => o.value === v)).map((v) => ({ value: v, label: v }))];

  if (overlays.status === 'Error') return <LoadFailed error={overlays.error ?? new Error()} title={t('formCustomizer.loadFailed')} onRetry={() => void overlays.load()} />;
  return (
    <Stack gap="md">
      <ScreenHeader title={screenTitle} fallback={t('formCustomizer.title')} subtitle={t('formCustomizer.subtitle')}>
        <Select
          aria-label={t('formCustomizer.overlay')} placeholder={t('formCustomizer.pick')} searchable w={320}
          data={(overlays.value ?? []).map((o) => ({ value: o.code, label: o.code }))} value={draft?.version ? draft.code : null}
          onChange={(code) => void open(code)}
        />
        {canManage && <Button variant="light" onClick={startNew} disabled={!forms.value}>{t('formCustomizer.new')}</Button>}
      </ScreenHeader>
      {!draft && (overlays.value
        ? <Text c="dimmed">{overlays.value.length ? t('formCustomizer.hint') : t('formCustomizer.none')}</Text>
        : <Loader size="sm" aria-label={t('shell.loading')} />)}
      {draft && (
        <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
          <Card withBorder component="section" aria-label={t('formCustomizer.base')}>
            <Title order={2} size="h4" mb="xs">{t('formCustomizer.base')}</Title>
            {base ? <RecordForm definition={base} value={{}} onChange={() => {}} readonly language={language} /> : <Loader size="sm" aria-label={t('shell.loading')} />}
          </Card>
          <Card withBorder component="section" aria-label={t('formCustomizer.overlay')}>
            <Stack gap="sm">
              <Title order={2} size="h4">{t('formCustomizer.overlay')}</Title>
              {!draft.version && (
                <TextInput
                  label={t('formCustomizer.code')} required value={draft.code} maxLength={100} description={t('formCustomizer.codeHint')}
                  error={draft.code && !codePattern.test(draft.code) ? t('formCustomizer.codePattern') : problemAt('/code')}
                  onChange={(e) => { const code = e.currentTarget.value.toUpperCase(); setDraft((d) => d && { ...d, code }); }}
                />
              )}
              <Select
                label={t('formCustomizer.form')} data={formOptions} value={draft.body.form} searchable allowDeselect={false} disabled={readOnly || Boolean(draft.version)}
                error={problemAt('/form')} onChange={(form) => form && edit({ ...draft.body, form, changes: [] })}
              />
              <div>
                <Text size="sm" fw={500} mb={4}>{t('formCustomizer.level')}</Text>
                <SegmentedControl
                  fullWidth disabled={readOnly} value={draft.body.level}
                  data={overlayLevels.map((l) => ({ value: l, label: t(`formCustomizer.levels.${l}`) }))}
                  onChange={(value) => edit({ ...draft.body, level: value as OverlayLevel, targets: [] })}
                />
              </div>
              <MultiSelect
                label={t(`formCustomizer.targets.${draft.body.level}`)} data={targetOptions} value={draft.body.targets} searchable disabled={readOnly}
                error={problemAt('/targets') ?? [...(errors?.byPath ?? [])].find(([p]) => p.startsWith('/requestValue/body/targets/'))?.[1]}
                onChange={(values) => edit({ ...draft.body, targets: values })}
              />
              {draft.body.changes.map((change, index) => (
                <ChangeEditor
                  key={index} change={change} index={index} fields={fields} readOnly={readOnly} problem={changeProblem(index)}
                  onChange={(next) => edit(replaceChange(draft.body, index, next))} onRemove={() => edit(removeChange(draft.body, index))}
                />
              ))}
              {!readOnly && (
                <Group gap="xs">
                  {changeOps.map((op) => (
                    <Button key={op} size="xs" variant="default" disabled={!fields.length} onClick={() => edit({ ...draft.body, changes: [...draft.body.changes, newChange(op, fields.find((f) => !f.isSection)?.path ?? '')] })}>
                      {t(`formCustomizer.add.${op}`)}
                    </Button>
                  ))}
                </Group>
              )}
              {errors && <Alert color="red" role="alert" title={errors.message} />}
              {!readOnly && (
                <Group justify="space-between">
                  {draft.version ? <Button variant="subtle" color="red" onClick={askDelete}>{t('formCustomizer.delete.button')}</Button> : <span />}
                  <Button onClick={() => void save()} loading={isSaving} disabled={!isDirty && Boolean(draft.version)}>{t('formCustomizer.save')}</Button>
                </Group>
              )}
            </Stack>
          </Card>
          <Card withBorder component="section" aria-label={t('formCustomizer.result')}>
            <Title order={2} size="h4" mb="xs">{t('formCustomizer.result')}</Title>
            {result ? <RecordForm definition={result.form} value={{}} onChange={() => {}} language={language} /> : <Loader size="sm" aria-label={t('shell.loading')} />}
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
