/**
 * /algorithms/artifact-container: the trained models of the user's ships, filtered and paged by the server, each opening
 * its scores and training record. Download for every reader; Train a model, Import, Set as current and Copy to ship for
 * ALGORITHMS managers. A refused action shows the server's message above the list; successes come as server messages.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { useUserAccess } from '../../shell/user-access.js';
import { downloadBlob } from '../crud/csv.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { artifactContainersApi, type ArtifactContainerAnswer } from './artifact-containers-api.js';
import { CopyDialog } from './CopyDialog.js';
import { ImportDialog } from './ImportDialog.js';
import type { ModelActionId } from './ModelActionsMenu.js';
import { ModelFilterBar } from './ModelFilterBar.js';
import { manageModels } from './model-rights.js';
import { ModelTable } from './ModelTable.js';
import { TrainDialog } from './TrainDialog.js';
import { modelPageSize, useModelSearch } from './use-model-search.js';

type Dialog = { kind: 'train' } | { kind: 'import' } | { kind: 'copy'; model: ArtifactContainerAnswer };

export function ModelsScreen({ client, title, now }: { client: ApiClient; title?: LocalText; now?: number }) {
  const { t } = useTranslation();
  const api = useMemo(() => artifactContainersApi(client), [client]);
  const canManage = useUserAccess().meets(manageModels);
  const search = useModelSearch(api);
  const ships = useLoadingStatus(() => api.ships());
  const artifacts = useLoadingStatus(() => api.artifacts());
  const algorithms = useLoadingStatus(() => api.trainableAlgorithms(), { immediate: false });
  const [dialog, setDialog] = useState<Dialog>();
  const [problem, setProblem] = useState<string>();
  const shipOptions = ships.value ?? [];
  const refresh = () => void search.result.reload();

  const onAction = async (action: ModelActionId, model: ArtifactContainerAnswer) => {
    setProblem(undefined);
    if (action === 'copy') { setDialog({ kind: 'copy', model }); return; }
    try {
      if (action === 'download') downloadBlob(await api.download(model.id), `${model.artifactDescriptor}-${model.unit.code}-${model.id.slice(0, 8)}.json`);
      else { await api.setCurrent(model.id); refresh(); }
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const openTrain = () => { if (!algorithms.value) void algorithms.load(); setDialog({ kind: 'train' }); };
  const closeAndRefresh = () => { setDialog(undefined); refresh(); };
  const result = search.result;
  return (
    <Stack gap="md">
      <ScreenHeader title={title} fallback={t('trainedModels.title')} subtitle={t('trainedModels.subtitle')}>
        <Button variant="default" leftSection={<Icon name="refresh" size={16} />} onClick={refresh} loading={result.status === 'Reloading'}>{t('crud.refresh')}</Button>
        {canManage && <Button variant="default" leftSection={<Icon name="upload" size={16} />} onClick={() => setDialog({ kind: 'import' })}>{t('trainedModels.import.open')}</Button>}
        {canManage && <Button leftSection={<Icon name="cpu" size={16} />} onClick={openTrain}>{t('trainedModels.train.open')}</Button>}
      </ScreenHeader>
      <ModelFilterBar filters={search.filters} onChange={search.change} ships={shipOptions}
        artifacts={(artifacts.value ?? []).map((a) => ({ value: a.code, label: a.code }))} />
      {problem && <Alert color="red" variant="light" icon={<Icon name="alert" />} role="alert" withCloseButton closeButtonLabel={t('common.close')} onClose={() => setProblem(undefined)}>{problem}</Alert>}
      {result.status === 'Error' && <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('trainedModels.failed')}>{result.error?.message}</Alert>}
      <ModelTable models={result.value?.content ?? []} total={result.value?.totalElements ?? 0} page={search.page} pageSize={modelPageSize} onPage={search.setPage}
        isFetching={result.status === 'Loading' || result.status === 'Reloading'} canManage={canManage} onAction={(action, model) => void onAction(action, model)}
        emptyText={t('trainedModels.none')} />
      {dialog?.kind === 'train' && (
        algorithms.status === 'Error'
          ? <Alert color="red" variant="light" icon={<Icon name="alert" />} withCloseButton onClose={() => setDialog(undefined)}>{algorithms.error?.message}</Alert>
          : <TrainDialog api={api} ships={shipOptions} algorithms={algorithms.value ?? []} artifacts={artifacts.value ?? []} unitId={search.filters.unitId}
              now={now} onClose={() => setDialog(undefined)} onSaved={closeAndRefresh} />
      )}
      {dialog?.kind === 'import' && <ImportDialog api={api} ships={shipOptions} unitId={search.filters.unitId} onClose={() => setDialog(undefined)} onImported={closeAndRefresh} />}
      {dialog?.kind === 'copy' && <CopyDialog api={api} model={dialog.model} ships={shipOptions} onClose={() => setDialog(undefined)} onCopied={refresh} />}
    </Stack>
  );
}
