/**
 * A logbook day's sheet in its book's official layout (descriptors/lib/elog/print-layout.ts): the page header (ship,
 * book, day) and the column titles in the table's thead, which the browser repeats on every printed page, an entry's
 * rows in one tbody kept on one page, the day's signatures and who printed it when (print.module.css).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrintDay, pageOffsetOf, printLayout, type PrintLayout, type PrintRow } from '../../../../descriptors/lib/elog/print-layout.js';
import { personText } from '../../../../descriptors/lib/elog/print-signatures.js';
import { resolveText } from '../../../../descriptors/lib/text.js';
import { offsetLabel, shipDateTime } from '../ship-clock.js';
import type { ElogPrintout } from './print-api.js';
import classes from './print.module.css';

export function PrintSheet({ printout }: { printout: ElogPrintout }) {
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
