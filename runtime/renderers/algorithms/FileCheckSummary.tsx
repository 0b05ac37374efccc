/** What an uploaded model file holds (ContainerFileCheck): artifact, algorithm, referring tags, target and trees, or its problems. */
import { Alert, Badge, Group, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { ContainerFileCheck } from './artifact-containers-api.js';

export function FileCheckSummary({ check }: { check: ContainerFileCheck }) {
  const { t } = useTranslation();
  const fact = (label: string, value: string | null) => (
    <div><Text size="xs" c="dimmed">{label}</Text><Text size="sm" ff="monospace">{value ?? '—'}</Text></div>
  );
  return (
    <Stack gap="xs" aria-label={t('trainedModels.import.checkTitle')}>
      <Group gap="xs">
        <Text size="sm" fw={600}>{check.fileName}</Text>
        <Badge size="sm" variant="light" tt="none" color={check.valid ? 'teal' : 'red'}>
          {check.valid ? t('trainedModels.import.valid') : t('trainedModels.import.invalid')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {fact(t('trainedModels.artifact'), check.artifactDescriptor)}
        {fact(t('trainedModels.algorithm'), check.algorithm)}
        {fact(t('trainedModels.details.target'), check.targetArtifact)}
        {fact(t('trainedModels.import.trees'), String(check.trees))}
      </SimpleGrid>
      <Group gap={4}>
        <Text size="xs" c="dimmed">{t('trainedModels.details.referringTags')}</Text>
        {check.referringTags.map((tag) => <Badge key={tag} size="xs" variant="outline" tt="none" ff="monospace">{tag}</Badge>)}
      </Group>
      {check.problems.length > 0 && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('trainedModels.import.problems')}>
          <List size="sm">{check.problems.map((p) => <List.Item key={`${p.path}${p.message}`}>{`${p.path} ${p.message}`.trim()}</List.Item>)}</List>
        </Alert>
      )}
    </Stack>
  );
}
