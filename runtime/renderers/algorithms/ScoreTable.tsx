/** A model's scores as a small table: R² and RMSE on the rows it learned from (train) and on rows held out (test). */
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TrainingScore } from '../../../descriptors/lib/algorithms/training-scores.js';
import { trainingScoreNames } from '../../../descriptors/lib/algorithms/training-scores.js';
import { formatNumber, scoreOf } from './model-format.js';

export function ScoreTable({ scores, caption }: { scores: readonly TrainingScore[]; caption?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table withTableBorder fz="sm" verticalSpacing={4} maw={360} aria-label={caption ?? t('trainedModels.scores.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('trainedModels.scores.score')}</Table.Th>
          <Table.Th ta="right">{t('trainedModels.scores.train')}</Table.Th>
          <Table.Th ta="right">{t('trainedModels.scores.test')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trainingScoreNames.map((name) => {
          const score = scoreOf(scores, name);
          return (
            <Table.Tr key={name}>
              <Table.Td>{t(`trainedModels.scores.${name}`)}</Table.Td>
              <Table.Td ta="right">{formatNumber(score?.train, i18n.language)}</Table.Td>
              <Table.Td ta="right">{formatNumber(score?.test, i18n.language)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
