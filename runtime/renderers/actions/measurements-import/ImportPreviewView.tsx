/** What the server read from the file: the layout and counts, the series with their check, the first rows, the problems. */
import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Figure } from './Figure.js';
import { instantText, numberText } from './format.js';
import type { ImportPreview } from './measures-import-api.js';
import classes from './measurements-import.module.css';
import { ReasonTable } from './ReasonTable.js';

export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useTranslation();
  const number = numberText(i18n.language);
  const instant = instantText(i18n.language);
  const key = (name: string) => `measures.importDialog.${name}`;
  const problemLines = new Set(preview.problems.map((p) => p.line));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Figure label={t(key('layout'))} value={t(key(`format.${preview.format}`))} />
        <Figure label={t(key('rows'))} value={number(preview.rows)} />
        <Figure label={t(key('seriesCount'))} value={number(preview.series.length)} />
        <Figure label={t(key('toStore'))} value={number(preview.points)} color="teal" />
        <Figure label={t(key('refused'))} value={number(preview.refused)} color={preview.refused ? 'red' : undefined} />
      </SimpleGrid>

      <Stack gap={4}>
        <Title order={3} size="h5">{t(key('seriesTitle'))}</Title>
        <Table.ScrollContainer minWidth={640} maxHeight={220}>
          <Table striped withTableBorder verticalSpacing={4} fz="sm" stickyHeader aria-label={t(key('seriesTitle'))}>
            <Table.Thead>
              <Table.Tr>
                {['groupingKey', 'tag', 'ship', 'values', 'from', 'to', 'check'].map((c) => <Table.Th key={c}>{t(key(`columns.${c}`))}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.series.map((s) => (
                <Table.Tr key={s.column}>
                  <Table.Td><Text size="sm" ff="monospace">{s.groupingKey}</Text></Table.Td>
                  <Table.Td><Text size="sm" ff="monospace">{s.tag}</Text></Table.Td>
                  <Table.Td>{s.ship ?? '—'}</Table.Td>
                  <Table.Td ta="right">{number(s.points)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{instant(s.from)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{instant(s.to)}</Table.Td>
                  <Table.Td>
                    {s.problem ? <Text size="sm" c="red">{s.problem}</Text> : <Badge color="teal" variant="light">{t(key('seriesOk'))}</Badge>}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      <Stack gap={4}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={3} size="h5">{t(key('sampleTitle'))}</Title>
          <Text size="xs" c="dimmed">{t(key('sampleHint'), { number: number(preview.sample.length), total: number(preview.rows) })}</Text>
        </Group>
        <Table.ScrollContainer minWidth={Math.max(480, preview.header.length * 150)} maxHeight={240}>
          <Table withTableBorder withColumnBorders verticalSpacing={2} fz="xs" stickyHeader aria-label={t(key('sampleTitle'))}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>{t(key('line'))}</Table.Th>
                {preview.header.map((h, i) => <Table.Th key={i} style={{ wordBreak: 'break-all' }}>{h}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sample.map((row) => (
                <Table.Tr key={row.line} className={problemLines.has(row.line) ? classes.problemRow : undefined}>
                  <Table.Td c="dimmed">{row.line}</Table.Td>
                  {preview.header.map((_, i) => <Table.Td key={i} ff="monospace">{row.cells[i] ?? ''}</Table.Td>)}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      {preview.problemCount > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5" c="red">{t(key('problemsTitle'), { number: number(preview.problemCount) })}</Title>
          <Text size="xs" c="dimmed">{t(key('problemsHint'))}</Text>
          <ReasonTable rows={preview.problems} total={preview.problemCount} label={t(key('problemsTitle'), { number: number(preview.problemCount) })} messageTitle={t(key('problem'))} />
        </Stack>
      )}
    </Stack>
  );
}
