/** What a training gave: R² and RMSE on train and test rows, how many rows were available, skipped, trained on and tested on. */
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrainAnswer } from './artifact-containers-api.js';
import { formatCount } from './model-format.js';
import { ScoreTable } from './ScoreTable.js';

export function TrainResult({ answer }: { answer: TrainAnswer }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite">
      <Stack gap="xs">
        <Title order={3} size="h5">{t('trainedModels.train.resultTitle')}</Title>
        <ScoreTable scores={answer.scores} caption={t('trainedModels.train.resultTitle')} />
        <Text size="sm">
          {t('trainedModels.train.rows', {
            available: count(answer.rows.available), skipped: count(answer.rows.skipped), train: count(answer.rows.train), test: count(answer.rows.test),
          })}
        </Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">{t('trainedModels.train.learnedFrom', { target: answer.targetArtifact })}</Text>
          {answer.referringTags.map((tag) => <Badge key={tag} size="xs" variant="outline" tt="none" ff="monospace">{tag}</Badge>)}
        </Group>
      </Stack>
    </Paper>
  );
}
