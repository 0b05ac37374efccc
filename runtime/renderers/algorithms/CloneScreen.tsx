/**
 * /algorithms/artifact-container-clone: copying a model to sister ships in a few clicks. Pick the source ship and the
 * artifact; its models are listed, current first, with their scores; pick one, the target ships and whether the copy
 * becomes current there; Copy sends one clone call per target and shows each target's outcome and current model.
 * Readers without ALGORITHMS MANAGEMENT see the models but cannot copy.
 */
import { Alert, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalText } from '../../../descriptors/lib/text.js';
import type { ApiClient } from '../../api/api-client.js';
import { Icon } from '../../shell/Icon.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { useUserAccess } from '../../shell/user-access.js';
import { ScreenHeader } from '../ScreenHeader.js';
import { artifactContainersApi } from './artifact-containers-api.js';
import { CopyTargets } from './CopyTargets.js';
import { manageModels } from './model-rights.js';
import { currentFirst, SourceModelList } from './SourceModelList.js';

const maxModels = 50;

export function CloneScreen({ client, title }: { client: ApiClient; title?: LocalText }) {
  const { t } = useTranslation();
  const api = useMemo(() => artifactContainersApi(client), [client]);
  const canManage = useUserAccess().meets(manageModels);
  const ships = useLoadingStatus(() => api.ships());
  const artifacts = useLoadingStatus(() => api.artifacts());
  const [unitId, setUnitId] = useState<string | null>(null);
  const [artifact, setArtifact] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const models = useLoadingStatus(() => api.search({ unitId: unitId!, artifactDescriptor: artifact!, page: 0, size: maxModels }), { immediate: false });
  useEffect(() => {
    setChosen(null);
    if (unitId && artifact) void models.load();
  }, [unitId, artifact]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (artifact === null && artifacts.value?.length === 1) setArtifact(artifacts.value[0]!.code);
  }, [artifacts.value]); // eslint-disable-line react-hooks/exhaustive-deps
  const list = unitId && artifact ? models.value?.content ?? [] : [];
  const model = list.find((m) => m.id === chosen) ?? (chosen === null ? currentFirst(list)[0] : undefined);
  const shipOptions = ships.value ?? [];
  return (
    <Stack gap="md">
      <ScreenHeader title={title} fallback={t('trainedModels.clone.title')} subtitle={t('trainedModels.clone.subtitle')} />
      {(ships.error ?? artifacts.error ?? models.error) && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('trainedModels.failed')}>{(ships.error ?? artifacts.error ?? models.error)?.message}</Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h5">{t('trainedModels.clone.from')}</Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Select label={t('trainedModels.clone.sourceShip')} data={shipOptions} value={unitId} onChange={setUnitId} searchable
                nothingFoundMessage={t('widgets.reference.nothingFound')} />
              <Select label={t('trainedModels.artifact')} data={(artifacts.value ?? []).map((a) => a.code)} value={artifact} onChange={setArtifact} />
            </SimpleGrid>
            {!unitId && <Text size="sm" c="dimmed">{t('trainedModels.clone.pickSource')}</Text>}
            {unitId && artifact && models.status !== 'Loading' && list.length === 0 && <Text size="sm" c="dimmed">{t('trainedModels.clone.noModels')}</Text>}
            {list.length > 0 && <SourceModelList models={list} chosen={model?.id ?? null} onChoose={setChosen} />}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h5">{t('trainedModels.clone.to')}</Title>
            {!canManage && <Text size="sm" c="dimmed">{t('trainedModels.clone.readOnly')}</Text>}
            {canManage && !model && <Text size="sm" c="dimmed">{t('trainedModels.clone.pickModel')}</Text>}
            {canManage && model && <CopyTargets key={model.id} api={api} model={model} ships={shipOptions} />}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
