/** One trained model opened: its scores on train and test rows, what it learned from (referring tags, target, rows skipped) and its file. */
import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtifactContainerAnswer } from './artifact-containers-api.js';
import { formatCount, formatPeriod, formatSize } from './model-format.js';
import { ScoreTable } from './ScoreTable.js';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text size="sm" component="div">{children}</Text>
    </div>
  );
}

export function ModelDetails({ model }: { model: ArtifactContainerAnswer }) {
  const { t, i18n } = useTranslation();
  const data = model.trainedSetData;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" p="sm">
      <div><ScoreTable scores={data.scores} /></div>
      <Stack gap="xs">
        <Fact label={t('trainedModels.details.referringTags')}>
          <Group gap={4}>{model.referringTags.map((tag) => <Badge key={tag} size="sm" variant="outline" tt="none" ff="monospace">{tag}</Badge>)}</Group>
        </Fact>
        <SimpleGrid cols={2} spacing="xs">
          <Fact label={t('trainedModels.details.target')}><Text span ff="monospace" size="sm">{data.targetArtifact}</Text></Fact>
          <Fact label={t('trainedModels.details.lineToSkip')}>{formatCount(model.lineToSkip, i18n.language)}</Fact>
          <Fact label={t('trainedModels.details.period')}>{formatPeriod(data.trainingPeriodStart, data.trainingPeriodEnd)}</Fact>
          <Fact label={t('trainedModels.details.rows')}>
            {data.rows ? t('trainedModels.rowsTrainTest', { train: formatCount(data.rows.train, i18n.language), test: formatCount(data.rows.test, i18n.language) }) : '—'}
          </Fact>
          <Fact label={t('trainedModels.details.size')}>{formatSize(model.contentBytes, i18n.language)}</Fact>
          <Fact label={t('trainedModels.details.additionalKey')}>{model.additionalKey ?? '—'}</Fact>
        </SimpleGrid>
      </Stack>
    </SimpleGrid>
  );
}
