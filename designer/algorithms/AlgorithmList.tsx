/** The algorithms as a table: code and description (in the user's language), language, family, output tags, disabled; searched by code or description. */
import { Badge, Group, ScrollArea, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../descriptors/lib/text.js';
import { DesignerIcon } from '../DesignerIcon.js';
import type { AlgorithmAnswer } from './algorithm-api.js';

export interface AlgorithmListProps {
  algorithms: readonly AlgorithmAnswer[];
  selected?: string;
  /** Narrow (beside an open editor, on a phone): the language, family and output columns fold into the first. */
  isNarrow: boolean;
  onOpen(code: string): void;
}

export function AlgorithmList({ algorithms, selected, isNarrow, onOpen }: AlgorithmListProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return algorithms
      .map((a) => ({ algorithm: a, description: resolveText(a.description, i18n.language, (key) => t(key)) }))
      .filter(({ algorithm, description }) => !needle || algorithm.code.toLowerCase().includes(needle) || description.toLowerCase().includes(needle))
      .sort((a, b) => a.algorithm.code.localeCompare(b.algorithm.code));
  }, [algorithms, search, i18n.language, t]);

  return (
    <Stack gap="xs">
      <TextInput
        placeholder={t('algorithmEditor.list.search')} aria-label={t('algorithmEditor.list.search')} value={search}
        leftSection={<DesignerIcon name="search" size={14} />} onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <ScrollArea type="auto">
        <Table highlightOnHover verticalSpacing="xs" aria-label={t('algorithmEditor.list.title')} miw={isNarrow ? undefined : 640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('algorithmEditor.list.algorithm')}</Table.Th>
              {!isNarrow && <Table.Th>{t('algorithmEditor.field.language')}</Table.Th>}
              {!isNarrow && <Table.Th>{t('algorithmEditor.field.family')}</Table.Th>}
              {!isNarrow && <Table.Th>{t('algorithmEditor.field.outputTags')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ algorithm, description }) => {
              const isSelected = algorithm.code === selected;
              return (
                <Table.Tr
                  key={algorithm.code} bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined} aria-selected={isSelected}
                  style={{ cursor: 'pointer' }} onClick={() => onOpen(algorithm.code)}
                >
                  <Table.Td>
                    <UnstyledButton onClick={() => onOpen(algorithm.code)} aria-label={t('algorithmEditor.list.open', { code: algorithm.code })} w="100%">
                      <Group gap={6} wrap="wrap">
                        <Text size="sm" fw={600} ff="monospace">{algorithm.code}</Text>
                        {algorithm.disabled && <Badge size="xs" variant="light" color="orange">{t('algorithmEditor.disabled')}</Badge>}
                      </Group>
                      <Text size="xs" c="dimmed" lineClamp={2}>{description}</Text>
                      {isNarrow && <Text size="xs" c="dimmed" ff="monospace" lineClamp={1}>{algorithm.script.language} → {algorithm.outputTags.join(', ')}</Text>}
                    </UnstyledButton>
                  </Table.Td>
                  {!isNarrow && <Table.Td style={{ whiteSpace: 'nowrap' }}><Badge variant="default" size="sm" style={{ overflow: 'visible' }}>{algorithm.script.language}</Badge></Table.Td>}
                  {!isNarrow && <Table.Td><Text size="sm">{t(`algorithmEditor.family.${algorithm.algorithmFamily}`)}</Text></Table.Td>}
                  {!isNarrow && <Table.Td><Text size="xs" ff="monospace">{algorithm.outputTags.join(', ')}</Text></Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length === 0 && <Text size="sm" c="dimmed" ta="center" py="sm">{t('algorithmEditor.list.empty')}</Text>}
    </Stack>
  );
}
