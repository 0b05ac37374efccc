/**
 * The printout of one registry of one ship (`?view=print&form=&ship=` on a registry page): every record of the form,
 * newest first, in the form's first plain fields as columns and every other filled field under "Details" (written as
 * the logbook printout writes values: choice names, yes/no, lists), struck-out records struck through with who struck them out, when and why;
 * the ship, the registry's title and who printed it when. It opens the browser's print dialog once loaded; the sheet's
 * styles are the logbook printout's (elog/print/print.module.css). Issue 19 replaces browser prints with server PDFs.
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText } from '../../../descriptors/lib/text.js';
import { Icon } from '../../shell/Icon.js';
import { LoadFailed } from '../../shell/LoadFailed.js';
import classes from '../elog/print/print.module.css';
import { recordTexts } from '../../../descriptors/lib/elog/print-layout.js';
import { recordColumns } from './record-columns.js';
import type { RegistryApi, RegistryRecordList } from './registry-api.js';

export interface RegistryPrintScreenProps {
  client: RegistryApi;
  form: string;
  unitId: string;
  userName: string;
  onBack(): void;
}

interface Printout {
  list: RegistryRecordList;
  shipName: string;
  printedAt: Date;
}

/** The columns a printed register has: the form's first plain fields, more of them than a card shows; the rest go under Details. */
const printedColumns = 6;

export function RegistryPrintScreen({ client, form, unitId, userName, onBack }: RegistryPrintScreenProps) {
  const { t } = useTranslation();
  const [printout, setPrintout] = useState<Printout>();
  const [error, setError] = useState<Error>();
  const [attempt, setAttempt] = useState(0);
  const hasPrinted = useRef(false);
  useEffect(() => {
    let isCurrent = true;
    Promise.all([client.allRecords(form, unitId), client.ships()]).then(([list, ships]) => {
      if (isCurrent) setPrintout({ list, shipName: ships.find((s) => s.value === unitId)?.label ?? '', printedAt: new Date() });
    }, (e: Error) => { if (isCurrent) setError(e); });
    return () => { isCurrent = false; };
  }, [client, form, unitId, attempt]);
  useEffect(() => {
    if (!printout || hasPrinted.current) return;
    hasPrinted.current = true;
    window.print();
  }, [printout]);

  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar} justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Button leftSection={<Icon name="printer" size={16} />} disabled={!printout} onClick={() => window.print()}>{t('registries.print')}</Button>
          <Button variant="default" leftSection={<Icon name="chevron" size={16} style={{ transform: 'rotate(180deg)' }} />} onClick={onBack}>
            {t('registries.printView.back')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">{t('registries.printView.hint')}</Text>
      </Group>
      {error ? (
        <div className={classes.toolbar}>
          <LoadFailed error={error} title={t('registries.printView.loadFailed')} onRetry={() => { setError(undefined); setAttempt((n) => n + 1); }} />
        </div>
      ) : printout ? <PrintSheet printout={printout} userName={userName} /> : (
        <Group justify="center" py="xl" className={classes.toolbar}><Loader aria-label={t('shell.loading')} /></Group>
      )}
    </div>
  );
}

function PrintSheet({ printout: { list, shipName, printedAt }, userName }: { printout: Printout; userName: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, language, (key) => t(key));
  const time = (value: string | Date) => new Date(value).toLocaleString(language);
  const columns = recordColumns(list.form, printedColumns);
  const pointers = columns.map((c) => `/${c.field}`);
  const textsOf = (content: Record<string, unknown>) => recordTexts(list.form, content, pointers, { language, t: (key, params) => t(key, params) });
  const title = text(list.form.title);
  const span = columns.length + 3;
  if (!list.records.length) {
    return <Alert color="gray" variant="light" className={classes.toolbar}>{t('registries.noRecords')}</Alert>;
  }
  return (
    <section className={classes.sheet} lang={language} aria-label={t('registries.printView.title', { form: title, ship: shipName })}>
      <table className={classes.table}>
        {/* Details carries most of the text; the saved time and version need little room. */}
        <colgroup>
          {columns.map((c) => <col key={c.field} />)}
          <col style={{ width: '32%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '5%' }} />
        </colgroup>
        <thead>
          <tr>
            <th colSpan={span} className={classes.pageHeader}>
              <div className={classes.headerGrid}>
                <div className={classes.shipName}>{shipName}</div>
                <div className={classes.book}>{title}</div>
                <div className={classes.headerRight}>{t('registries.printView.count', { count: list.records.length })}</div>
              </div>
            </th>
          </tr>
          <tr>
            {columns.map((c) => <th key={c.field} scope="col" className={classes.columnTitle}>{text(c.title)}</th>)}
            <th scope="col" className={classes.columnTitle}>{t('registries.columns.details')}</th>
            <th scope="col" className={classes.columnTitle}>{t('registries.columns.saved')}</th>
            <th scope="col" className={classes.columnTitle}>{t('registries.columns.version')}</th>
          </tr>
        </thead>
        <tbody>
          {list.records.map((record) => {
            const { cells, rest } = textsOf(record.content);
            const struck = record.struckOut ? classes.struck : undefined;
            return (
            <Fragment key={record.id}>
              <tr data-struck-out={record.struckOut ? true : undefined}>
                {cells.map((cell, i) => <td key={columns[i].field} className={struck}>{cell || '—'}</td>)}
                <td className={struck}>{rest}</td>
                <td>{`${time(record.updatedAt)}\n${record.updatedBy ?? ''}`}</td>
                <td>{record.version}</td>
              </tr>
              {record.struckOut && (
                <tr data-kind="strike-out">
                  <td colSpan={span}>{t('registries.struckOut', { by: record.struckOut.by, time: time(record.struckOut.at), reason: record.struckOut.reason })}</td>
                </tr>
              )}
            </Fragment>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={span} className={classes.footer}>{t('registries.printedBy', { time: time(printedAt), user: userName })}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
