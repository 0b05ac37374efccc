/**
 * A registry's records of the ship, newest first, a page at a time: the first page comes with the registry page, the
 * others from the list call. Add and Edit open the form, Strike out asks for the reason, Versions lists what each record
 * was, Print opens the printout of every record of the form. Struck-out records stay, struck through with their reason.
 */
import { Button, Group, Pagination, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { recordsPerElement } from '../../../descriptors/lib/registries/registry-answers.js';
import type { RegistryApi, RegistryRecord, RegistryRecordList } from './registry-api.js';
import { recordTexts } from '../../../descriptors/lib/elog/print-layout.js';
import { recordColumns } from './record-columns.js';
import { RecordDialog } from './RecordDialog.js';
import { StrikeOutDialog } from './StrikeOutDialog.js';
import { VersionsDialog } from './VersionsDialog.js';
import classes from './registry.module.css';

export interface RecordsCardProps {
  client: RegistryApi;
  /** the form with its newest records, as the registry page answers them */
  list: RegistryRecordList;
  unitId: string;
  canKeep: boolean;
  onChanged(): void;
  /** opens the printout of every record of the form */
  onPrint?(): void;
}

const pageSize = recordsPerElement;

export function RecordsCard({ client, list, unitId, canKeep, onChanged, onPrint }: RecordsCardProps) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<RegistryRecord | 'new'>();
  const [versionsOf, setVersionsOf] = useState<RegistryRecord>();
  const [strikingOut, setStrikingOut] = useState<RegistryRecord>();
  const [page, setPage] = useState(1);
  const [paged, setPaged] = useState<{ page: number; list: RegistryRecordList }>();
  const [pageError, setPageError] = useState<Error>();
  // Pages after the first are read from the list call, again whenever the page's data is reread (a change, a live reread).
  useEffect(() => {
    if (page === 1) return;
    let isCurrent = true;
    setPageError(undefined);
    client.records(list.form.code, unitId, { limit: pageSize, offset: (page - 1) * pageSize })
      .then((answer) => { if (isCurrent) setPaged({ page, list: answer }); }, (e: Error) => { if (isCurrent) setPageError(e); });
    return () => { isCurrent = false; };
  }, [client, list, unitId, page]);

  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, i18n.language, (key) => t(key));
  const columns = recordColumns(list.form);
  const pointers = columns.map((c) => `/${c.field}`);
  const cellsOf = (record: RegistryRecord) => recordTexts(list.form, record.content, pointers, { language: i18n.language, t: (key, params) => t(key, params) }).cells;
  const formTitle = text(list.form.title);
  const shown = page === 1 ? list : paged?.page === page ? paged.list : undefined;
  const total = shown?.total ?? list.total;
  const pages = Math.ceil(total / pageSize);
  const time = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div>
      <Group justify="space-between" mb={4} wrap="wrap">
        <Text fw={600} size="sm">{formTitle}</Text>
        <Group gap={4} className={classes.noPrint}>
          {onPrint && total > 0 && (
            <Button size="xs" variant="default" onClick={onPrint} aria-label={`${t('registries.printRegister')}: ${formTitle}`}>{t('registries.printRegister')}</Button>
          )}
          {canKeep && <Button size="xs" onClick={() => setEditing('new')} aria-label={`${t('registries.add')}: ${formTitle}`}>{t('registries.add')}</Button>}
        </Group>
      </Group>
      {pageError ? <Text c="red" size="sm" role="alert">{t('registries.pageFailed', { problem: pageError.message })}</Text>
        : !shown ? <Text c="dimmed" size="sm">{t('shell.loading')}</Text>
        : shown.records.length === 0 ? <Text c="dimmed" size="sm">{t('registries.noRecords')}</Text> : (
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
                {shown.records.map((record) => (
                  <Table.Tr key={record.id} data-struck-out={record.struckOut ? true : undefined}>
                    {cellsOf(record).map((cell, i) => (
                      <Table.Td key={columns[i].field} className={record.struckOut ? classes.struck : undefined}>{cell || '—'}</Table.Td>
                    ))}
                    <Table.Td>
                      <Text size="xs">{time(record.updatedAt)}</Text><Text size="xs" c="dimmed">{record.updatedBy}</Text>
                      {record.struckOut && (
                        <Text size="xs" c="red">{t('registries.struckOut', { by: record.struckOut.by, time: time(record.struckOut.at), reason: record.struckOut.reason })}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>{record.version}</Table.Td>
                    <Table.Td className={classes.noPrint}>
                      <Group gap={4} wrap="nowrap">
                        {canKeep && !record.struckOut && <Button size="compact-xs" variant="light" onClick={() => setEditing(record)}>{t('registries.edit')}</Button>}
                        {canKeep && !record.struckOut && (
                          <Button size="compact-xs" variant="subtle" color="red" onClick={() => setStrikingOut(record)}>{t('registries.strikeOut.action')}</Button>
                        )}
                        <Button size="compact-xs" variant="subtle" onClick={() => setVersionsOf(record)}>{t('registries.versions')}</Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      {pages > 1 && (
        <Group justify="space-between" mt={4} gap="xs" wrap="wrap" className={classes.noPrint}>
          <Text size="xs" c="dimmed">{t('registries.pageOf', { from: (page - 1) * pageSize + 1, to: Math.min(page * pageSize, total), total })}</Text>
          <Pagination size="sm" total={pages} value={page} onChange={setPage} aria-label={t('registries.pages', { form: formTitle })} />
        </Group>
      )}
      {editing && (
        <RecordDialog
          client={client} form={list.form} unitId={unitId} record={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)} onSaved={() => { setEditing(undefined); onChanged(); }}
        />
      )}
      {strikingOut && (
        <StrikeOutDialog
          client={client} formTitle={formTitle} record={strikingOut}
          onClose={() => setStrikingOut(undefined)} onStruckOut={() => { setStrikingOut(undefined); onChanged(); }}
        />
      )}
      {versionsOf && <VersionsDialog client={client} form={list.form} record={versionsOf} onClose={() => setVersionsOf(undefined)} />}
    </div>
  );
}
