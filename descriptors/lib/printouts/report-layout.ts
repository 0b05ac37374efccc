/**
 * A report descriptor laid out over its model's data as a PDF document (issue 19): each block of the body becomes
 * pdfmake content, its bindings evaluated as JSONata over { params, data } (a table's columns over each row, with
 * $params and $data) within the expressions' time and depth budget; `$t(key, params)` translates an interface key
 * (a problem's message key, `resources.ship.enums.shipType.` & a code) into the printout's language. A binding that does not compile or fails is a
 * BindingError naming the block and the expression, so the printout says which one to fix.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { ReportBlock, ReportDescriptorBody } from '../../kinds/report-descriptor/report-descriptor.schema.js';
import { compileExpression, type CompiledExpression } from '../expression.js';
import { resolveText, type LocalText } from '../text.js';
import { barChartSvg } from './bar-chart.js';
import type { PdfDocument } from './pdf-document.js';

export interface ReportData {
  params: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface ReportLayoutOptions {
  language: string;
  t: (key: string, params?: Record<string, string | number>) => string;
  /** "Printed … by …" in the footer. */
  printedBy: string;
}

/** What every binding may call besides JSONata's own functions. */
const bindingFunctions = (t: ReportLayoutOptions['t']) => ({
  t: (key: unknown, params?: unknown) => (typeof key === 'string' && key ? t(key, (params && typeof params === 'object' ? params : {}) as Record<string, string | number>) : undefined),
});

/** A binding that failed: where it is in the descriptor (a JSON pointer into the body), what it says and why. */
export class BindingError extends Error {
  constructor(readonly pointer: string, readonly expression: string, readonly reason: string) {
    super(`${pointer}: ${reason}`);
  }
}

type ValueFormat = { format?: 'text' | 'number' | 'integer' | 'percent' | 'date' | 'dateTime' | 'yesNo'; decimals?: number; unit?: LocalText };

const grey = '#555555';
/** Compiled bindings of one document: a table column's expression is compiled once, not per row. */
type Compiled = Map<string, CompiledExpression>;

async function evaluate(compiled: Compiled, expression: string, pointer: string, input: unknown, bindings: Record<string, unknown>): Promise<unknown> {
  try {
    let program = compiled.get(expression);
    if (!program) {
      program = compileExpression(expression);
      compiled.set(expression, program);
    }
    return await program.evaluate(input, bindings);
  } catch (error) {
    throw new BindingError(pointer, expression, (error as Error).message);
  }
}

/** The value written as the format says, in the language. */
export function formatValue(value: unknown, format: ValueFormat, language: string, t: ReportLayoutOptions['t']): string {
  if (value === undefined || value === null || value === '') return '—';
  const unit = format.unit ? ` ${resolveText(format.unit, language, t)}` : '';
  const number = (n: number, decimals?: number) => new Intl.NumberFormat(language, { maximumFractionDigits: decimals ?? 2, minimumFractionDigits: decimals ?? 0 }).format(n);
  switch (format.format) {
    case 'number': return typeof value === 'number' ? `${number(value, format.decimals)}${unit}` : String(value);
    case 'integer': return typeof value === 'number' ? `${number(Math.round(value), 0)}${unit}` : String(value);
    case 'percent': return typeof value === 'number' ? `${number(value * 100, format.decimals ?? 1)} %` : String(value);
    case 'yesNo': return t(value ? 'measures.formatters.yes' : 'measures.formatters.no');
    case 'date':
    case 'dateTime': {
      const instant = typeof value === 'number' ? value : Date.parse(String(value));
      if (Number.isNaN(instant)) return String(value);
      const options: Intl.DateTimeFormatOptions = format.format === 'date'
        ? { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' };
      return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, options).format(new Date(instant));
    }
    default:
      if (typeof value === 'number') return `${number(value, format.decimals)}${unit}`;
      if (typeof value === 'boolean') return t(value ? 'measures.formatters.yes' : 'measures.formatters.no');
      if (typeof value === 'object') return JSON.stringify(value);
      return `${String(value)}${unit}`;
  }
}

/** The printout: the descriptor's blocks over the data, with its header, "printed by" and page X of Y. */
export async function reportDocument(report: ReportDescriptorBody, input: ReportData, options: ReportLayoutOptions): Promise<PdfDocument> {
  const { language, t } = options;
  const text = (value: LocalText | undefined) => (value === undefined ? '' : resolveText(value, language, t));
  const scope = { params: input.params, data: input.data };
  const functions = bindingFunctions(t);
  const compiled: Compiled = new Map();
  const bind = (expression: string, pointer: string, input: unknown = scope, extra: Record<string, unknown> = {}) => evaluate(compiled, expression, pointer, input, { ...functions, ...extra });

  const headerPart = async (name: 'left' | 'center' | 'right'): Promise<string> => {
    const part = report.header?.[name];
    if (!part) return '';
    const bound = part.bind ? await bind(part.bind, `/header/${name}/bind`) : undefined;
    return [text(part.text), bound === undefined || bound === null ? '' : String(bound)].filter(Boolean).join(' ');
  };

  const block = async (item: ReportBlock, index: number): Promise<Content> => {
    const at = `/body/${index}`;
    switch (item.type) {
      case 'heading':
        return { text: text(item.text), bold: true, fontSize: [0, 14, 12, 10][item.level ?? 1], margin: [0, 8, 0, 4] };
      case 'text': {
        const bound = item.bind ? await bind(item.bind, `${at}/bind`) : undefined;
        const shown = [text(item.text), bound === undefined || bound === null ? '' : String(bound)].filter(Boolean).join(' ');
        return { text: shown, margin: [0, 2, 0, 4], ...(item.style === 'small' ? { fontSize: 8 } : item.style === 'note' ? { fontSize: 8, color: grey, italics: true } : {}) };
      }
      case 'keyValue': {
        const rows = await Promise.all(item.items.map(async (entry, i) => [
          { text: text(entry.label), color: grey },
          { text: formatValue(await bind(entry.bind, `${at}/items/${i}/bind`), entry, language, t), bold: true },
        ]));
        const columns = item.columns ?? 1;
        const perColumn = Math.ceil(rows.length / columns);
        const tables = Array.from({ length: columns }, (_, c) => rows.slice(c * perColumn, (c + 1) * perColumn)).filter((part) => part.length);
        return {
          columnGap: 16, margin: [0, 2, 0, 6],
          columns: tables.map((body) => ({ width: '*', table: { widths: ['55%', '45%'], body }, layout: 'noBorders' })),
        };
      }
      case 'table': {
        const rows = await bind(item.rows, `${at}/rows`);
        const list = rows === undefined || rows === null ? [] : Array.isArray(rows) ? rows : [rows];
        const total = item.columns.reduce((sum, column) => sum + (column.width ?? 1), 0);
        const body: TableCell[][] = [item.columns.map((column) => ({ text: text(column.title), bold: true, fillColor: '#eeeeee', alignment: column.align ?? 'left' }))];
        for (const row of list) {
          body.push(await Promise.all(item.columns.map(async (column, c) => ({
            text: formatValue(await bind(column.bind, `${at}/columns/${c}/bind`, row, scope), column, language, t), alignment: column.align ?? 'left',
          }))));
        }
        if (!list.length) body.push([{ text: text(item.empty) || t('printouts.noRows'), colSpan: item.columns.length, italics: true, color: grey }, ...item.columns.slice(1).map(() => ({}))]);
        return {
          stack: [
            ...(item.title ? [{ text: text(item.title), bold: true, margin: [0, 6, 0, 3] } as Content] : []),
            { table: { headerRows: 1, dontBreakRows: true, widths: item.columns.map((column) => `${((100 * (column.width ?? 1)) / total).toFixed(2)}%`), body },
              layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingTop: () => 2, paddingBottom: () => 2 } },
          ],
          margin: [0, 2, 0, 6],
        };
      }
      case 'barChart': {
        const bound = await bind(item.bind, `${at}/bind`);
        const bars = (Array.isArray(bound) ? bound : []).map((bar) => {
          const { label, value } = (bar ?? {}) as { label?: unknown; value?: unknown };
          return { label: String(label ?? ''), value: typeof value === 'number' && Number.isFinite(value) ? value : null };
        });
        return {
          stack: [
            ...(item.title ? [{ text: text(item.title), bold: true, margin: [0, 6, 0, 3] } as Content] : []),
            { svg: barChartSvg(bars, { width: 500, height: item.height ?? 160, unit: item.unit ? text(item.unit) : '', language }), width: 500 },
          ],
          unbreakable: true,
        };
      }
      case 'signatures': {
        const lines = await Promise.all(item.lines.map(async (line, i) => {
          const name = line.bind ? await bind(line.bind, `${at}/lines/${i}/bind`) : undefined;
          return {
            width: '*',
            stack: [
              { text: ' ', margin: [0, 18, 0, 0] },
              { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 180, y2: 0, lineWidth: 0.5 }] },
              { text: text(line.label), fontSize: 8, color: grey },
              ...(name ? [{ text: String(name), fontSize: 8 }] : []),
            ],
          } as Content;
        }));
        return { columns: lines, columnGap: 24, margin: [0, 10, 0, 0], unbreakable: true } as Content;
      }
      case 'pageBreak':
        return { text: '', pageBreak: 'after' };
      default:
        return { text: '' };
    }
  };

  const [left, center, right] = await Promise.all([headerPart('left'), headerPart('center'), headerPart('right')]);
  const content: Content[] = [];
  for (const [index, item] of report.body.entries()) content.push(await block(item, index));
  const landscape = report.page?.orientation === 'landscape';
  return {
    info: { title: text(report.title) },
    pageSize: report.page?.size ?? 'A4',
    pageOrientation: landscape ? 'landscape' : 'portrait',
    pageMargins: [36, 60, 36, 40],
    defaultStyle: { fontSize: 9 },
    pageHeader: {
      margin: [36, 20, 36, 0], fontSize: 8,
      columns: [{ text: left, width: '*' }, { text: center || text(report.title), width: 'auto', bold: true, fontSize: 11 }, { text: right, width: '*', alignment: 'right' }],
    },
    pageFooter: {
      margin: [36, 12, 36, 0], fontSize: 7, color: grey,
      columns: [{ text: options.printedBy }, { text: t('elogPrint.pageOf', { page: '{{page}}', pages: '{{pages}}' }), alignment: 'right', width: 'auto' }],
    },
    content,
  };
}

/** The file's name: the descriptor's binding, else its code and the day. */
export async function reportFileName(report: ReportDescriptorBody, code: string, input: ReportData, today: string): Promise<string> {
  const named = report.fileName ? await evaluate(new Map(), report.fileName, '/fileName', input, {}) : undefined;
  const base = typeof named === 'string' && named.trim() ? named.trim() : `${code}-${today}`;
  return `${base.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120)}.pdf`;
}
