/** Each target of a copy: copied or why not, and its current model of the artifact afterwards with its test scores. */
import { Badge, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../crud/display-value.js';
import type { ArtifactContainerAnswer, Option } from './artifact-containers-api.js';
import { formatNumber, scoreOf } from './model-format.js';
import type { CopyOutcome } from './use-model-copies.js';

interface CopyOutcomesProps {
  outcomes: readonly CopyOutcome[];
  ships: Option[];
  /** The model copied: a target whose current model has its content is running the copy. */
  source: ArtifactContainerAnswer;
}

export function CopyOutcomes({ outcomes, ships, source }: CopyOutcomesProps) {
  const { t, i18n } = useTranslation();
  const shipName = (unitId: string) => ships.find((s) => s.value === unitId)?.label ?? unitId;
  if (outcomes.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('trainedModels.clone.outcomes')} role="list">
      {outcomes.map((o) => (
        <Paper key={o.unitId} withBorder p="xs" radius="md" role="listitem">
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm" fw={600}>{shipName(o.unitId)}</Text>
            {o.state === 'copying' && <Loader size="xs" aria-label={t('trainedModels.clone.copying')} />}
            {o.state === 'copied' && <Badge color="teal" variant="light" tt="none">{t('trainedModels.clone.copied')}</Badge>}
            {o.state === 'failed' && <Badge color="red" variant="light" tt="none">{t('trainedModels.clone.failed')}</Badge>}
          </Group>
          {o.error && <Text size="sm" c="red">{o.error}</Text>}
          {o.current === null && <Text size="xs" c="dimmed">{t('trainedModels.clone.noCurrent')}</Text>}
          {o.current && (
            <Text size="xs" c="dimmed">
              {t('trainedModels.clone.currentModel', {
                created: formatDateTime(o.current.creationDateTime),
                r2: formatNumber(scoreOf(o.current.trainedSetData.scores, 'R2')?.test, i18n.language),
                rmse: formatNumber(scoreOf(o.current.trainedSetData.scores, 'RMSE')?.test, i18n.language),
              })}
              {o.current.contentId === source.contentId ? ` ${t('trainedModels.clone.isTheCopy')}` : ` ${t('trainedModels.clone.notTheCopy')}`}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
