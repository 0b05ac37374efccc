/**
 * "Import a model": a model file (the JSON a download gives) is uploaded as it is (POST artifact-container/import/upload)
 * and what it holds is shown; a file that is no model is refused with its problems. Then a ship and Import
 * (POST artifact-container/import with the upload's fileObjectId).
 */
import { Alert, Button, FileInput, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { ArtifactContainersApi, ContainerFileCheck, Option } from './artifact-containers-api.js';
import { FileCheckSummary } from './FileCheckSummary.js';

interface ImportDialogProps {
  api: ArtifactContainersApi;
  ships: Option[];
  unitId: string | null;
  onClose(): void;
  onImported(): void;
}

export function ImportDialog({ api, ships, unitId: initialUnitId, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<ContainerFileCheck>();
  const [unitId, setUnitId] = useState<string | null>(initialUnitId);
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isBusy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(undefined);
    try { await action(); } catch (error) { setProblem((error as Error).message); } finally { setBusy(false); }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setCheck(undefined);
    if (chosen) void run(async () => setCheck(await api.upload(chosen.name, await chosen.text())));
  };

  const importFile = () => run(async () => {
    await api.importFile(check!.fileObjectId, unitId!, description.trim() || undefined);
    onImported();
  });

  return (
    <Modal opened onClose={onClose} title={t('trainedModels.import.title')} size="lg" fullScreen={isPhone}>
      <Stack gap="sm">
        <FileInput label={t('trainedModels.import.file')} description={t('trainedModels.import.fileHint')} accept="application/json,.json"
          value={file} onChange={choose} clearable leftSection={<Icon name="upload" size={16} />} disabled={isBusy} />
        {problem && <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert" title={t('trainedModels.import.refused')}>{problem}</Alert>}
        {check && <FileCheckSummary check={check} />}
        {check?.valid && (
          <>
            <Select label={t('trainedModels.ship')} data={ships} value={unitId} onChange={setUnitId} searchable required />
            <TextInput label={t('trainedModels.columns.description')} value={description} maxLength={500} onChange={(e) => setDescription(e.currentTarget.value)} />
          </>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={() => void importFile()} disabled={!check?.valid || !unitId} loading={isBusy && Boolean(check)}>{t('trainedModels.import.import')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
