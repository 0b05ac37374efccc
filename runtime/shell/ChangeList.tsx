/** A diff as a readable list: what happened at which path, the value before and after. */
import { Badge, Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JsonChange } from '../../descriptors/lib/json-diff.js';
import classes from './ChangeList.module.css';

const opColours: Record<JsonChange['op'], string> = { add: 'teal', remove: 'red', replace: 'blue' };

/** A value as one short line of JSON. */
export function previewValue(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

export function ChangeList({ changes }: { changes: readonly JsonChange[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <Text size="sm" c="dimmed" py="xs">{t('designer.diff.noChanges')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520} type="native">
      <Table verticalSpacing={4} horizontalSpacing="xs" fz="xs" aria-label={t('designer.diff.changes')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={96}>{t('designer.diff.change')}</Table.Th>
            <Table.Th>{t('designer.diff.path')}</Table.Th>
            <Table.Th>{t('designer.diff.before')}</Table.Th>
            <Table.Th>{t('designer.diff.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={`${change.op}${change.path}`}>
              <Table.Td><Badge size="xs" variant="light" color={opColours[change.op]}>{t(`designer.diff.op.${change.op}`)}</Badge></Table.Td>
              <Table.Td><Code>{change.path}</Code></Table.Td>
              <Table.Td className={classes.changeValue} title={previewValue(change.before)}>{previewValue(change.before)}</Table.Td>
              <Table.Td className={classes.changeValue} title={previewValue(change.after)}>{previewValue(change.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
