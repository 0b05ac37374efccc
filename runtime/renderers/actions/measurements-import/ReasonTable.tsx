/** Problems or refusal reasons by line and column; at most `limit` rows, then how many more there are. */
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { numberText } from './format.js';

export interface ReasonRow {
  line?: number | null;
  column?: string | null;
  /** values refused for a whole series */
  points?: number;
  message: string;
}

interface ReasonTableProps {
  rows: readonly ReasonRow[];
  /** how many there are in all, when `rows` holds only the first ones */
  total?: number;
  label: string;
  /** the title of the message column */
  messageTitle: string;
  limit?: number;
}

export function ReasonTable({ rows, total, label, messageTitle, limit = 100 }: ReasonTableProps) {
  const { t, i18n } = useTranslation();
  const number = numberText(i18n.language);
  const more = (total ?? rows.length) - Math.min(rows.length, limit);
  return (
    <>
      <Table.ScrollContainer minWidth={560} maxHeight={240}>
        <Table striped withTableBorder verticalSpacing={4} fz="sm" stickyHeader aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>{t('measures.importDialog.line')}</Table.Th>
              <Table.Th w="32%">{t('measures.importDialog.column')}</Table.Th>
              <Table.Th>{messageTitle}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, limit).map((row, index) => (
              <Table.Tr key={index}>
                <Table.Td>{row.line ?? (row.points ? t('measures.importDialog.wholeSeries') : '—')}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.column ?? '—'}</Table.Td>
                <Table.Td>
                  {row.message}
                  {row.points ? <Text span c="dimmed" size="sm"> {t('measures.importDialog.seriesValues', { count: row.points, number: number(row.points) })}</Text> : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more > 0 && <Text size="sm" c="dimmed">{t('measures.importDialog.more', { number: number(more) })}</Text>}
    </>
  );
}
