/** The trained-model list's filters: ship, artifact descriptor, current models only, and a text search. */
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CrudIcon } from '../crud/crud-icons.js';
import type { Option } from './artifact-containers-api.js';
import type { ModelFilters } from './use-model-search.js';

interface ModelFilterBarProps {
  filters: ModelFilters;
  ships: Option[];
  artifacts: Option[];
  onChange(next: Partial<ModelFilters>): void;
}

export function ModelFilterBar({ filters, ships, artifacts, onChange }: ModelFilterBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="search" aria-label={t('trainedModels.filters')}>
      <Select label={t('trainedModels.ship')} placeholder={t('trainedModels.allShips')} data={ships} value={filters.unitId}
        onChange={(unitId) => onChange({ unitId })} clearable searchable w={{ base: '100%', xs: 220 }} nothingFoundMessage={t('widgets.reference.nothingFound')} />
      <Select label={t('trainedModels.artifact')} placeholder={t('trainedModels.allArtifacts')} data={artifacts} value={filters.artifactDescriptor}
        onChange={(artifactDescriptor) => onChange({ artifactDescriptor })} clearable searchable w={{ base: '100%', xs: 240 }} />
      <TextInput label={t('crud.search')} placeholder={t('trainedModels.searchPlaceholder')} type="search" leftSection={<CrudIcon name="search" />}
        value={filters.text} onChange={(e) => onChange({ text: e.currentTarget.value })} w={{ base: '100%', xs: 220 }} />
      <Switch label={t('trainedModels.currentOnly')} checked={filters.currentOnly} onChange={(e) => onChange({ currentOnly: e.currentTarget.checked })} pb={8} />
    </Group>
  );
}
