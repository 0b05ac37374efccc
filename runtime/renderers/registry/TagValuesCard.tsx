/**
 * The latest value of each series an element shows, named and with its unit in the user's language, and when it was
 * reported; live pushes override older reads.
 */
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { liveMeasureKey } from '../../../descriptors/lib/live-measures.js';
import { unitLabel } from '../../../descriptors/lib/measure-units.js';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { LiveValues } from '../../api/live-values.js';
import type { RegistryTagValue } from './registry-api.js';
import classes from './registry.module.css';

export interface TagValuesCardProps {
  values: RegistryTagValue[];
  live: LiveValues;
}

export function TagValuesCard({ values, live }: TagValuesCardProps) {
  const { t, i18n } = useTranslation();
  if (!values.length) return <Text c="dimmed" size="sm">{t('registries.noValues')}</Text>;
  const shown = values.map((v) => {
    const pushed = live.get(liveMeasureKey(v.groupingKey, v.tag));
    return pushed && (!v.ts || Date.parse(pushed.ts) > Date.parse(v.ts)) ? { ...v, ts: pushed.ts, value: pushed.value } : v;
  });
  const format = (v: RegistryTagValue) => (typeof v.value === 'number'
    ? v.value.toLocaleString(i18n.language, { minimumFractionDigits: v.precision ?? 0, maximumFractionDigits: v.precision ?? 2 })
    : v.value ?? '—');
  return (
    <div className={classes.tableWrap}>
      <Table striped withRowBorders={false} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('registries.columns.tag')}</Table.Th>
            <Table.Th ta="right">{t('registries.columns.value')}</Table.Th>
            <Table.Th>{t('registries.columns.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((v) => (
            <Table.Tr key={`${v.groupingKey}|${v.tag}`} data-tag={v.tag}>
              <Table.Td><Text size="sm">{v.description ? resolveText(v.description, i18n.language, t) : v.tag}</Text><Text size="xs" c="dimmed">{v.tag}</Text></Table.Td>
              <Table.Td ta="right" className={classes.value}>{format(v)}{v.measureUnit ? ` ${unitLabel(v.measureUnit, i18n.language)}` : ''}</Table.Td>
              <Table.Td><Text size="xs">{v.ts ? new Date(v.ts).toLocaleString(i18n.language) : '—'}</Text></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
