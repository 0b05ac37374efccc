/** A registry record in its form: a new one, or a change of one from the version it was read at; the server's refusals show at their fields. */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ErrorSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { ApiError } from '../../api/api-error.js';
import { RecordForm, type RecordData, type RecordFormHandle } from '../crud/RecordForm.js';
import { problemsToErrorSchema } from '../crud/server-errors.js';
import type { RegistryApi, RegistryForm, RegistryRecord } from './registry-api.js';

export interface RecordDialogProps {
  client: RegistryApi;
  form: RegistryForm;
  unitId: string;
  record?: RegistryRecord;
  onClose(): void;
  onSaved(record: RegistryRecord): void;
}

const contentPointer = '/requestValue/content';

export function RecordDialog({ client, form, unitId, record, onClose, onSaved }: RecordDialogProps) {
  const { t, i18n } = useTranslation();
  const formRef = useRef<RecordFormHandle>(null);
  const [value, setValue] = useState<RecordData>(record?.content ?? {});
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  const [problem, setProblem] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const formTitle = resolveText(form.title, i18n.language, (key) => t(key));

  const save = async () => {
    if (isSaving || !formRef.current?.validate()) return;
    setSaving(true);
    setProblem(undefined);
    try {
      const content = formRef.current.data();
      const saved = record
        ? await client.update(form.code, record.id, unitId, record.version, content)
        : await client.create(form.code, unitId, content);
      notifications.show({ color: 'green', message: t('registries.saved') });
      onSaved(saved);
    } catch (error) {
      const mapped = error instanceof ApiError ? problemsToErrorSchema(error.errors, contentPointer) : undefined;
      setExtraErrors(mapped?.errorSchema);
      setProblem(!mapped?.errorSchema || mapped.unplaced.length ? (error as Error).message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      opened onClose={onClose} size="xl" zIndex={1100} fullScreen={window.matchMedia?.('(max-width: 576px)').matches}
      title={record ? t('registries.editRecord', { form: formTitle, version: record.version }) : t('registries.newRecord', { form: formTitle })}
    >
      <Stack gap="sm">
        {problem && <Alert color="red" variant="light" role="alert">{problem}</Alert>}
        <RecordForm
          ref={formRef} definition={{ schema: form.schema, uiSchema: form.uiSchema }} value={value} onChange={setValue}
          extraErrors={extraErrors} language={i18n.language} isExisting={Boolean(record)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={isSaving}>{t('common.cancel')}</Button>
          <Button onClick={() => void save()} loading={isSaving}>{t('common.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
