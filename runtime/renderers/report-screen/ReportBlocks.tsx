/**
 * A report descriptor's blocks as the server evaluated them (descriptors/lib/printouts/report-view.ts), shown in the
 * page: headings, texts, key-value pairs and tables (scrolling sideways on a phone), each table with its CSV export.
 * Charts, signature lines and page breaks belong to the PDF and are left out here.
 */
import { Button, Group, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shell/Icon.js';
import type { ViewBlock } from './report-screen-api.js';

export interface ReportBlocksProps {
  blocks: ViewBlock[];
  /** Exports the table with this index among the tables. */
  onCsv(table: number): void;
  busyTable?: number;
}

export function ReportBlocks({ blocks, onCsv, busyTable }: ReportBlocksProps) {
  const { t } = useTranslation();
  let tableIndex = -1;
  return (
    <Stack gap="md">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return <Title key={i} order={block.level <= 1 ? 2 : 3} size={block.level <= 1 ? 'h3' : 'h4'}>{block.text}</Title>;
          case 'text':
            return <Text key={i} size={block.style ? 'xs' : 'sm'} c={block.style === 'note' ? 'dimmed' : undefined} fs={block.style === 'note' ? 'italic' : undefined}>{block.text}</Text>;
          case 'keyValue':
            return (
              <Paper key={i} withBorder radius="md" p="sm">
                <SimpleGrid cols={{ base: 1, sm: Math.min(block.columns, 2), md: Math.max(block.columns, 2) }} spacing="xs" verticalSpacing={4}>
                  {block.items.map((item, j) => (
                    <Group key={j} justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" c="dimmed">{item.label}</Text>
                      <Text size="sm" fw={600} ta="right">{item.text}</Text>
                    </Group>
                  ))}
                </SimpleGrid>
              </Paper>
            );
          case 'table': {
            tableIndex += 1;
            const index = tableIndex;
            return (
              <Stack key={i} gap={6}>
                <Group justify="space-between" gap="sm">
                  <Title order={2} size="h4">{block.title ?? t('reportScreen.table')}</Title>
                  <Button size="xs" variant="default" leftSection={<Icon name="download" size={14} />} loading={busyTable === index}
                    onClick={() => onCsv(index)} aria-label={t('reportScreen.csvOf', { table: block.title ?? t('reportScreen.table') })}>
                    {t('reportScreen.csv')}
                  </Button>
                </Group>
                <ScrollArea type="auto" offsetScrollbars>
                  <Table striped withTableBorder withColumnBorders fz="xs" style={{ minWidth: Math.max(480, block.columns.length * 96) }}>
                    <Table.Thead>
                      <Table.Tr>{block.columns.map((column, c) => <Table.Th key={c} ta={column.align}>{column.title}</Table.Th>)}</Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {block.rows.length ? block.rows.map((row, r) => (
                        <Table.Tr key={r}>{row.map((cell, c) => <Table.Td key={c} ta={block.columns[c].align} style={{ whiteSpace: 'nowrap' }}>{cell.text}</Table.Td>)}</Table.Tr>
                      )) : (
                        <Table.Tr><Table.Td colSpan={block.columns.length}><Text size="sm" c="dimmed" fs="italic">{block.empty}</Text></Table.Td></Table.Tr>
                      )}
                    </Table.Tbody>
                  </Table>
                </ScrollArea>
              </Stack>
            );
          }
          default:
            return null;
        }
      })}
    </Stack>
  );
}
