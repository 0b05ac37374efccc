/** The models of one ship and artifact to copy from, current first, each with its test scores; one is chosen. */
import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../crud/display-value.js';
import type { ArtifactContainerAnswer } from './artifact-containers-api.js';
import { formatNumber, formatPeriod, scoreOf } from './model-format.js';

interface SourceModelListProps {
  models: ArtifactContainerAnswer[];
  chosen: string | null;
  onChoose(id: string): void;
}

/** Current models first, then newest first. */
export function currentFirst(models: readonly ArtifactContainerAnswer[]): ArtifactContainerAnswer[] {
  return [...models].sort((a, b) => Number(b.currentModel) - Number(a.currentModel) || b.creationDateTime.localeCompare(a.creationDateTime));
}

export function SourceModelList({ models, chosen, onChoose }: SourceModelListProps) {
  const { t, i18n } = useTranslation();
  const score = (m: ArtifactContainerAnswer, name: 'R2' | 'RMSE') => formatNumber(scoreOf(m.trainedSetData.scores, name)?.test, i18n.language);
  return (
    <Radio.Group value={chosen} onChange={onChoose} label={t('trainedModels.clone.model')}>
      <Stack gap="xs" mt={4}>
        {currentFirst(models).map((m) => (
          <Radio.Card key={m.id} value={m.id} p="sm" radius="md" aria-label={t('trainedModels.clone.modelLabel', { created: formatDateTime(m.creationDateTime) })}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>{formatDateTime(m.creationDateTime)}</Text>
                  {m.currentModel && <Badge size="sm" variant="light" color="teal" tt="none">{t('trainedModels.current')}</Badge>}
                  {m.additionalKey && <Badge size="sm" variant="outline" tt="none">{m.additionalKey}</Badge>}
                </Group>
                <Text size="sm">{t('trainedModels.clone.scores', { r2: score(m, 'R2'), rmse: score(m, 'RMSE') })}</Text>
                <Text size="xs" c="dimmed">
                  {[m.description, formatPeriod(m.trainedSetData.trainingPeriodStart, m.trainedSetData.trainingPeriodEnd), m.algorithm].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
