/** A registry's newest records of the ship: Add and Edit open the form, Versions lists what each record was. */
import { Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import type { RegistryApi, RegistryRecord } from './registry-api.js';
import type { RegistryRecordList } from '../../../descriptors/lib/registries/registry-answers.js';
import { cellText, recordColumns } from './record-columns.js';
import { RecordDialog } from './RecordDialog.js';
import { VersionsDialog } from './VersionsDialog.js';
import classes from './registry.module.css';

export interface RecordsCardProps {
  client: RegistryApi;
  list: RegistryRecordList;
  unitId: string;
  canKeep: boolean;
  onChanged(): void;
}

export function RecordsCard({ client, list, unitId, canKeep, onChanged }: RecordsCardProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<RegistryRecord | 'new'>();
  const [versionsOf, setVersionsOf] = useState<RegistryRecord>();
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, i18n.language, (key) => t(key));
  const columns = recordColumns(list.form);
  const yesNo: [string, string] = [t('registries.yes'), t('registries.no')];
  const formTitle = text(list.form.title);
  return (
    <div>
      <Group justify="space-between" mb={4} wrap="wrap">
        <Text fw={600} size="sm">{formTitle}</Text>
        {canKeep && <Button size="xs" className={classes.noPrint} onClick={() => setEditing('new')} aria-label={`${t('registries.add')}: ${formTitle}`}>{t('registries.add')}</Button>}
      </Group>
      {list.records.length === 0 ? <Text c="dimmed" size="sm">{t('registries.noRecords')}</Text> : (
        <div className={classes.tableWrap}>
          <Table striped verticalSpacing={4} data-form={list.form.code}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => <Table.Th key={c.field}>{text(c.title)}</Table.Th>)}
                <Table.Th>{t('registries.columns.saved')}</Table.Th>
                <Table.Th>{t('registries.columns.version')}</Table.Th>
                <Table.Th className={classes.noPrint}>{t('registries.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.records.map((record) => (
                <Table.Tr key={record.id}>
                  {columns.map((c) => <Table.Td key={c.field}>{cellText(record.content[c.field], i18n.language, yesNo)}</Table.Td>)}
                  <Table.Td><Text size="xs">{new Date(record.updatedAt).toLocaleString(i18n.language)}</Text><Text size="xs" c="dimmed">{record.updatedBy}</Text></Table.Td>
                  <Table.Td>{record.version}</Table.Td>
                  <Table.Td className={classes.noPrint}>
                    <Group gap={4} wrap="nowrap">
                      {canKeep && <Button size="compact-xs" variant="light" onClick={() => setEditing(record)}>{t('registries.edit')}</Button>}
                      <Button size="compact-xs" variant="subtle" onClick={() => setVersionsOf(record)}>{t('registries.versions')}</Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {list.total > list.records.length && <Text size="xs" c="dimmed">{t('registries.moreRecords', { shown: list.records.length, total: list.total })}</Text>}
      {editing && (
        <RecordDialog
          client={client} form={list.form} unitId={unitId} record={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); onChanged(); }}
        />
      )}
      {versionsOf && <VersionsDialog client={client} form={list.form} record={versionsOf} onClose={() => setVersionsOf(undefined)} />}
    </div>
  );
}
