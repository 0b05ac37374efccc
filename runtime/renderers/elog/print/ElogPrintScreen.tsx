/**
 * The print view of a logbook day (/elb/{code}?ship=&day=&view=print): the day in its book's official layout on an
 * A4 landscape sheet (descriptors/lib/elog/print-layout.ts), with the page header repeated on every printed page,
 * the day's signatures and who printed it when. "Download PDF" has the server make the same page as a PDF (kept with
 * its SHA-256 and written to the logbook's audit trail); "Print" opens the browser's print dialog, which prints the sheet
 * without the buttons and the app's shell (print.module.css, ShellLayout.module.css).
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiClient } from '../../../api/api-client.js';
import { formatPrintDay, pageOffsetOf, printLayout, type PrintLayout, type PrintRow } from '../../../../descriptors/lib/elog/print-layout.js';
import { personText } from '../../../../descriptors/lib/elog/print-signatures.js';
import { resolveText } from '../../../../descriptors/lib/text.js';
import { Icon } from '../../../shell/Icon.js';
import { downloadBlob } from '../../crud/csv.js';
import { useLoadingStatus } from '../../../shell/use-loading-status.js';
import { elogApi } from '../elog-api.js';
import { isDay, offsetLabel, shipDateTime } from '../ship-clock.js';
import { printApi, type ElogPrintout } from './print-api.js';
import classes from './print.module.css';
import { LoadFailed } from '../../../shell/LoadFailed.js';

interface ElogPrintScreenProps {
  elog: string;
  client: ApiClient;
}

export function ElogPrintScreen({ elog, client }: ElogPrintScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const api = useMemo(() => printApi(client, elog), [client, elog]);
  const units = useLoadingStatus(() => elogApi(client, elog).units());
  const unit = units.value?.find((u) => u.code === params.get('ship')) ?? units.value?.[0];
  const dayParam = params.get('day');
  const day = isDay(dayParam) ? dayParam : undefined;
  const printout = useLoadingStatus(() => api.day(unit!.id, day!), { immediate: false });
  useEffect(() => { if (unit && day) void printout.load(); }, [unit?.id, day]); // eslint-disable-line react-hooks/exhaustive-deps

  const [pdfState, setPdfState] = useState<{ busy: boolean; error?: Error }>({ busy: false });
  const downloadPdf = async () => {
    setPdfState({ busy: true });
    try {
      downloadBlob(await api.pdf(unit!.id, day!), `${elog}-${unit!.code}-${day}.pdf`);
      setPdfState({ busy: false });
    } catch (error) {
      setPdfState({ busy: false, error: error as Error });
    }
  };
  const back = () => setParams((current) => { const next = new URLSearchParams(current); next.delete('view'); return next; });
  const failed = units.error ?? printout.error;
  return (
    <div className={classes.screen}>
      <Group className={classes.toolbar} justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs">
          <Button leftSection={<Icon name="download" size={16} />} disabled={!printout.value} loading={pdfState.busy} onClick={() => void downloadPdf()}>
            {t('elogPrint.downloadPdf')}
          </Button>
          <Button variant="default" leftSection={<Icon name="printer" size={16} />} disabled={!printout.value} onClick={() => window.print()}>{t('elogPrint.print')}</Button>
          <Button variant="default" leftSection={<Icon name="chevron" size={16} style={{ transform: 'rotate(180deg)' }} />} onClick={back}>
            {t('elogPrint.back')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">{t('elogPrint.hint')}</Text>
      </Group>
      {pdfState.error && (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('elogPrint.pdfFailed')} role="alert" className={classes.toolbar}>
          {pdfState.error.message}
        </Alert>
      )}
      {failed ? (
        <div className={classes.toolbar}>
          <LoadFailed error={failed} title={t('elogPrint.loadFailed')} onRetry={() => { void units.load(); void printout.load(); }} />
        </div>
      ) : units.value && (!unit || !day) ? (
        <Alert color="red" variant="light" icon={<Icon name="alert" />} title={t('elogPrint.loadFailed')} role="alert" className={classes.toolbar} />
      ) : printout.value ? (
        <PrintSheet printout={printout.value} />
      ) : (
        <Group justify="center" py="xl" className={classes.toolbar}><Loader aria-label={t('shell.loading')} /></Group>
      )}
    </div>
  );
}

function PrintSheet({ printout }: { printout: ElogPrintout }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, language, (key) => t(key));
  const offset = pageOffsetOf(printout.eLogEntries, printout.aggregation.offset);
  const day = printout.aggregation.day;
  const translate = useMemo(() => (key: string, values?: Record<string, string | number>) => t(key, values ?? {}), [t]);
  const layout: PrintLayout = useMemo(() => printLayout({
    print: printout.config.print, day, offset, entryDescriptors: printout.entryDescriptors, forms: printout.forms,
    entries: printout.eLogEntries, signatures: printout.signatures, references: printout.references, fileNames: printout.fileNames, language, t: translate,
  }), [printout, day, offset, language, translate]);
  const { ship } = printout;
  const book = text(printout.config.config.name);
  const span = layout.columns.length;
  const totalWidth = layout.columns.reduce((sum, column) => sum + column.width, 0);
  const entries = groupByEntry(layout.rows);

  return (
    <section className={classes.sheet} lang={language} aria-label={t('elogPrint.title', { book, day })} data-layout={layout.layout}>
      <table className={classes.table}>
        <colgroup>{layout.columns.map((column, i) => <col key={i} style={{ width: `${(100 * column.width) / totalWidth}%` }} />)}</colgroup>
        <thead>
          <tr>
            <th colSpan={span} className={classes.pageHeader}>
              <div className={classes.headerGrid}>
                <div>
                  <div className={classes.shipName}>{ship.name}</div>
                  {ship.imoNumber && <div>{t('elogPrint.imo')}: {ship.imoNumber}</div>}
                  {ship.flag && <div>{t('elogPrint.flag')}: {ship.flag.name ? `${text(ship.flag.name)} (${ship.flag.code})` : ship.flag.code}</div>}
                  {ship.callSign && <div>{t('elogPrint.callSign')}: {ship.callSign}</div>}
                </div>
                <div className={classes.book}>{book}</div>
                <div className={classes.headerRight}>
                  <div>{t('elogPrint.date')}: <strong>{formatPrintDay(day, language)}</strong></div>
                  <div>{t('elogPrint.shipTime')}: {offsetLabel(offset)}</div>
                </div>
              </div>
            </th>
          </tr>
          <tr>{layout.columns.map((column, i) => <th key={i} scope="col" className={classes.columnTitle}>{column.title}</th>)}</tr>
        </thead>
        {entries.length ? entries.map((rows) => (
          <tbody key={rows[0].entryId} className={classes.entry}>
            {rows.map((row, i) => <PrintTableRow key={i} row={row} span={span} />)}
          </tbody>
        )) : (
          <tbody><tr><td colSpan={span}>{t('elogPrint.noEntries')}</td></tr></tbody>
        )}
        <tbody className={classes.closing}>
          <tr>
            <td colSpan={span}>
              <div className={classes.signatures} aria-label={t('elogPrint.signatures')} role="group">
                <div className={classes.signaturesTitle}>{t('elogPrint.signatures')}</div>
                {layout.signatures.length ? layout.signatures.map((line, i) => (
                  <div key={i} className={line.void ? classes.struck : undefined} data-kind={line.kind}>
                    {line.label}: <strong>{line.person}</strong> — {line.time}
                    {line.note && ` — ${t('elogPrint.reason', { reason: line.note })}`}
                    {line.void && ` (${t('elogPrint.void')})`}
                  </div>
                )) : <div>{t('elogPrint.noSignatures')}</div>}
                {!layout.mainSigned && <div className={classes.signHere}>{t('elogPrint.approval')}: <span className={classes.signLine} /></div>}
              </div>
              <div className={classes.legend}>{t('elogPrint.legend')}</div>
            </td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={span} className={classes.footer}>
              {t('elogPrint.printedBy', { time: shipDateTime(printout.printedAt, offset), person: personText(printout.printedBy, translate) })}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

function PrintTableRow({ row, span }: { row: PrintRow; span: number }) {
  const cellClass = [row.struck && classes.struck, row.notApplicable && classes.notApplicable].filter(Boolean).join(' ') || undefined;
  const cells = row.spanFrom === undefined ? row.cells : row.cells.slice(0, row.spanFrom + 1);
  return (
    <tr className={classes[row.kind]} data-struck={row.struck || undefined} data-kind={row.kind}>
      {cells.map((cell, i) => <td key={i} className={cellClass} colSpan={i === row.spanFrom ? span - i : undefined}>{cell}</td>)}
    </tr>
  );
}

/** The rows of each entry together (one tbody each, kept on one page). */
function groupByEntry(rows: readonly PrintRow[]): PrintRow[][] {
  const groups: PrintRow[][] = [];
  for (const row of rows) {
    if (row.entryStart || !groups.length) groups.push([row]);
    else groups.at(-1)!.push(row);
  }
  return groups;
}
