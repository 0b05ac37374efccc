/**
 * The trained models as a mantine-datatable paged by the server: ship, artifact, algorithm, description, training period,
 * the test scores, rows, the current mark and who made it when; a row opens its details. On a phone the table keeps
 * the ship with its artifact and current mark, R² test and the menu; the rest is in the details.
 */
import 'mantine-datatable/styles.layer.css';
import { Badge, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../crud/display-value.js';
import crudClasses from '../crud/crud.module.css';
import type { ArtifactContainerAnswer } from './artifact-containers-api.js';
import { ModelActionsMenu, modelActionsOf, type ModelActionId } from './ModelActionsMenu.js';
import { ModelDetails } from './ModelDetails.js';
import { formatCount, formatNumber, formatPeriod, scoreOf } from './model-format.js';

interface ModelTableProps {
  models: ArtifactContainerAnswer[];
  total: number;
  /** From 1. */
  page: number;
  pageSize: number;
  onPage(page: number): void;
  isFetching: boolean;
  canManage: boolean;
  emptyText: string;
  onAction(action: ModelActionId, model: ArtifactContainerAnswer): void;
}

export function ModelTable({ models, total, page, pageSize, onPage, isFetching, canManage, emptyText, onAction }: ModelTableProps) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [expanded, setExpanded] = useState<string[]>([]);
  const language = i18n.language;
  const testScore = (m: ArtifactContainerAnswer, name: 'R2' | 'RMSE') => formatNumber(scoreOf(m.trainedSetData.scores, name)?.test, language);
  const currentBadge = (m: ArtifactContainerAnswer) => (m.currentModel ? <Badge size="sm" variant="light" color="teal" tt="none">{t('trainedModels.current')}</Badge> : null);
  const shipAndArtifact: DataTableColumn<ArtifactContainerAnswer> = { accessor: 'unit', title: t('trainedModels.columns.ship'), render: (m) => (
    <Stack gap={2}>
      <Text size="sm" fw={600}>{m.unit.name}</Text>
      {isPhone && <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>{m.artifactDescriptor}{m.additionalKey ? ` · ${m.additionalKey}` : ''}</Text>}
      {isPhone && currentBadge(m)}
    </Stack>
  ) };
  const current: DataTableColumn<ArtifactContainerAnswer> = { accessor: 'currentModel', title: t('trainedModels.columns.current'), width: 90, render: currentBadge };
  const actions: DataTableColumn<ArtifactContainerAnswer> = {
    accessor: 'actions', title: <VisuallyHidden>{t('trainedModels.columns.actions')}</VisuallyHidden>, width: 56, textAlign: 'right',
    render: (m) => <ModelActionsMenu model={m} actions={modelActionsOf(m, canManage)} onAction={onAction} />,
  };
  const r2: DataTableColumn<ArtifactContainerAnswer> = { accessor: 'r2', title: t('trainedModels.columns.r2Test'), textAlign: 'right', width: 76, render: (m) => testScore(m, 'R2') };
  const columns: DataTableColumn<ArtifactContainerAnswer>[] = isPhone ? [shipAndArtifact, r2, actions] : [
    shipAndArtifact,
    { accessor: 'artifactDescriptor', title: t('trainedModels.columns.artifactAlgorithm'), render: (m) => (
      <Stack gap={0}>
        <Text size="sm" ff="monospace">{m.artifactDescriptor}{m.additionalKey ? ` · ${m.additionalKey}` : ''}</Text>
        <Text size="xs" c="dimmed" ff="monospace">{m.algorithm ?? '—'}</Text>
      </Stack>
    ) },
    { accessor: 'description', title: t('trainedModels.columns.description'), ellipsis: true, render: (m) => m.description ?? '' },
    { accessor: 'period', title: t('trainedModels.columns.period'), width: 150, render: (m) => (
      <Text size="sm">{formatPeriod(m.trainedSetData.trainingPeriodStart, m.trainedSetData.trainingPeriodEnd)}</Text>
    ) },
    r2,
    { accessor: 'rmse', title: t('trainedModels.columns.rmseTest'), textAlign: 'right', width: 80, render: (m) => testScore(m, 'RMSE') },
    { accessor: 'rows', title: t('trainedModels.columns.rows'), textAlign: 'right', width: 100, render: (m) => (
      m.trainedSetData.rows ? `${formatCount(m.trainedSetData.rows.train, language)} / ${formatCount(m.trainedSetData.rows.test, language)}` : '—'
    ) },
    current,
    { accessor: 'creationDateTime', title: t('trainedModels.columns.created'), width: 140, render: (m) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateTime(m.creationDateTime)}</Text>
        <Text size="xs" c="dimmed">{m.createdBy ?? '—'}</Text>
      </Stack>
    ) },
    actions,
  ];
  return (
    <DataTable<ArtifactContainerAnswer>
      className={crudClasses.table} withTableBorder borderRadius="md" striped highlightOnHover verticalSpacing="xs" minHeight={180}
      idAccessor="id" records={models} columns={columns} fetching={isFetching} noRecordsText={emptyText}
      totalRecords={total} recordsPerPage={pageSize} page={page} onPageChange={onPage}
      paginationText={({ from, to, totalRecords }) => t('trainedModels.pageText', { from, to, total: totalRecords })}
      rowExpansion={{ allowMultiple: true, expanded: { recordIds: expanded, onRecordIdsChange: setExpanded }, content: ({ record }) => <ModelDetails model={record} /> }}
    />
  );
}
