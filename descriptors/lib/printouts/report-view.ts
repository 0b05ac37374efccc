/**
 * A report descriptor evaluated over its model's data (issue 19): every binding run as JSONata over { params, data }
 * (a table's columns over each row, with $params and $data) within the expressions' time and depth budget, texts
 * resolved and values formatted in the language — blocks of plain JSON that the PDF lays out (report-layout.ts) and a
 * screen shows as they are (the vessel reports, decision 61). `$t(key, params)` translates an interface key. A binding
 * that does not compile or fails is a BindingError naming the block and the expression, so the user knows which to fix.
 */
import type { ReportBlock, ReportDescriptorBody } from '../../kinds/report-descriptor/report-descriptor.schema.js';
import { z } from 'zod';
import { LogbookDay } from '../elog/print-answer.js';
import { compileExpression, type CompiledExpression } from '../expression.js';
import { resolveText, type LocalText } from '../text.js';
import type { ReportViewAnswer, ViewBlock, ViewCell } from './printout-answers.js';

export interface ReportData {
  params: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface ReportViewOptions {
  language: string;
  t: (key: string, params?: Record<string, string | number>) => string;
}

/** A binding that failed: where it is in the descriptor (a JSON pointer into the body), what it says and why. */
export class BindingError extends Error {
  constructor(readonly pointer: string, readonly expression: string, readonly reason: string) {
    super(`${pointer}: ${reason}`);
  }
}

type ValueFormat = { format?: 'text' | 'number' | 'integer' | 'percent' | 'date' | 'dateTime' | 'yesNo'; decimals?: number; unit?: LocalText };
export type { ViewBlock, ViewCell } from './printout-answers.js';

/** The descriptor evaluated: title, header and blocks in the language (the wire shape is ReportViewAnswer). */
export type ReportView = ReportViewAnswer;

/** What every binding may call besides JSONata's own functions: `$t(key, params)` an interface text, `$text(value)` a text kept in both languages ({ en, ru }). */
const bindingFunctions = (t: ReportViewOptions['t'], language: string) => ({
  t: (key: unknown, params?: unknown) => (typeof key === 'string' && key ? t(key, (params && typeof params === 'object' ? params : {}) as Record<string, string | number>) : undefined),
  text: (value: unknown) => (typeof value === 'string' || (value && typeof value === 'object' && 'en' in value) ? resolveText(value as LocalText, language, t) : undefined),
});

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
export function formatValue(value: unknown, format: ValueFormat, language: string, t: ReportViewOptions['t']): string {
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

/** The descriptor's header and blocks over the data, every binding evaluated and every text in the language. */
export async function reportView(report: ReportDescriptorBody, input: ReportData, options: ReportViewOptions): Promise<ReportView> {
  const { language, t } = options;
  const text = (value: LocalText | undefined) => (value === undefined ? '' : resolveText(value, language, t));
  const scope = { params: input.params, data: input.data };
  const functions = bindingFunctions(t, language);
  const compiled: Compiled = new Map();
  const bind = (expression: string, pointer: string, on: unknown = scope, extra: Record<string, unknown> = {}) => evaluate(compiled, expression, pointer, on, { ...functions, ...extra });
  const joined = (label: string, bound: unknown) => [label, bound === undefined || bound === null ? '' : String(bound)].filter(Boolean).join(' ');

  const headerPart = async (name: 'left' | 'center' | 'right'): Promise<string> => {
    const part = report.header?.[name];
    if (!part) return '';
    return joined(text(part.text), part.bind ? await bind(part.bind, `/header/${name}/bind`) : undefined);
  };

  const block = async (item: ReportBlock, at: string): Promise<ViewBlock> => {
    switch (item.type) {
      case 'heading':
        return { type: 'heading', text: text(item.text), level: item.level ?? 1 };
      case 'text':
        return { type: 'text', text: joined(text(item.text), item.bind ? await bind(item.bind, `${at}/bind`) : undefined), ...(item.style && item.style !== 'normal' ? { style: item.style } : {}) };
      case 'keyValue':
        return {
          type: 'keyValue', columns: item.columns ?? 1,
          items: await Promise.all(item.items.map(async (entry, i) => {
            const value = await bind(entry.bind, `${at}/items/${i}/bind`);
            return { label: text(entry.label), text: formatValue(value, entry, language, t), value: value ?? null };
          })),
        };
      case 'table': {
        const rows = await bind(item.rows, `${at}/rows`);
        const list = rows === undefined || rows === null ? [] : Array.isArray(rows) ? rows : [rows];
        const cells: ViewCell[][] = [];
        for (const row of list) {
          cells.push(await Promise.all(item.columns.map(async (column, c) => {
            const value = await bind(column.bind, `${at}/columns/${c}/bind`, row, scope);
            return { text: formatValue(value, column, language, t), value: value ?? null };
          })));
        }
        return {
          type: 'table', ...(item.title ? { title: text(item.title) } : {}), empty: text(item.empty) || t('printouts.noRows'),
          columns: item.columns.map((column) => ({ title: text(column.title), width: column.width ?? 1, align: column.align ?? 'left' })), rows: cells,
        };
      }
      case 'barChart': {
        const bound = await bind(item.bind, `${at}/bind`);
        const bars = (Array.isArray(bound) ? bound : []).map((bar) => {
          const { label, value } = (bar ?? {}) as { label?: unknown; value?: unknown };
          return { label: String(label ?? ''), value: typeof value === 'number' && Number.isFinite(value) ? value : null };
        });
        return { type: 'barChart', ...(item.title ? { title: text(item.title) } : {}), ...(item.height ? { height: item.height } : {}), unit: item.unit ? text(item.unit) : '', bars };
      }
      case 'signatures':
        return {
          type: 'signatures',
          lines: await Promise.all(item.lines.map(async (line, i) => {
            const name = line.bind ? await bind(line.bind, `${at}/lines/${i}/bind`) : undefined;
            return { label: text(line.label), ...(name ? { name: String(name) } : {}) };
          })),
        };
      case 'logbook': {
        const bound = await bind(item.bind, `${at}/bind`);
        const days = z.array(LogbookDay).safeParse(bound === undefined || bound === null ? [] : bound);
        if (!days.success) throw new BindingError(`${at}/bind`, item.bind, 'gives no logbook days (the report source elogDays answers them)');
        return { type: 'logbook', days: days.data, history: item.history ?? true };
      }
      default:
        return { type: 'pageBreak' };
    }
  };

  const [left, center, right] = await Promise.all([headerPart('left'), headerPart('center'), headerPart('right')]);
  const blocks: ViewBlock[] = [];
  for (const [index, item] of report.body.entries()) blocks.push(await block(item, `/body/${index}`));
  return { title: text(report.title), header: { left, center, right }, blocks };
}

/** The file's name: the descriptor's binding, else its code and the day; `extension` without the dot. */
export async function reportFileName(report: ReportDescriptorBody, code: string, input: ReportData, today: string, extension = 'pdf'): Promise<string> {
  const named = report.fileName ? await evaluate(new Map(), report.fileName, '/fileName', input, {}) : undefined;
  const base = typeof named === 'string' && named.trim() ? named.trim() : `${code}-${today}`;
  return `${base.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 120)}.${extension}`;
}
