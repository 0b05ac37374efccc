/** "Copy to ship…" from the model list: the model copied to one or more sister ships (CopyTargets) in a dialog. */
import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ArtifactContainerAnswer, ArtifactContainersApi, Option } from './artifact-containers-api.js';
import { CopyTargets } from './CopyTargets.js';

interface CopyDialogProps {
  api: ArtifactContainersApi;
  model: ArtifactContainerAnswer;
  ships: Option[];
  onClose(): void;
  onCopied(): void;
}

export function CopyDialog({ api, model, ships, onClose, onCopied }: CopyDialogProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal opened onClose={onClose} title={t('trainedModels.clone.dialogTitle')} size="lg" fullScreen={isPhone}>
      <Stack gap="sm">
        <Text size="sm">{t('trainedModels.clone.dialogText', { artifact: model.artifactDescriptor, ship: model.unit.name })}</Text>
        <CopyTargets api={api} model={model} ships={ships} onCopied={onCopied} />
      </Stack>
    </Modal>
  );
}
