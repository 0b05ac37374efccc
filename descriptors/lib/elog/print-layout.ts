/**
 * A logbook day laid out as its official printout (docs/elog.md "Printing"): rows of plain strings the print view
 * draws as a table, from the book's `print` configuration (elog-config), its entry descriptors and forms, and the
 * day's entries in every status. Pure and shared, so the layout can be tested without a browser.
 *
 * RECORD_BOOK (MARPOL record books): Date | Code | Item | Record of operations; one row per item number
 * (`ui:options.item` of a form field; a field belongs to its nearest item, fields without one go on the entry's first
 * row), closed by the officer's signature. TABLE: one row per entry with the configured columns. Signatures are laid
 * out by print-signatures.ts: each entry's officer in charge with the entry, the day's approval once at the end.
 * Nothing is left out: a DELETED entry is struck through, a corrected entry shows its earlier completed contents struck
 * through before the current one, and who corrected or deleted it, when and why.
 */
import { orderedKeys } from '../field-order.js';
import { isAttachmentsField, isTimeWithOffset } from '../forms/keel-fields.js';
import { measureFormatters } from '../measure-formatters.js';
import { resolveText, type LocalText } from '../text.js';
import type { ElogEntryStatus } from './day-entries.js';
import {
  clockText, hasDayFirstSignature, instantText, isApproved, personText, signatureCell, signatureLine, signatureLines, versionSignature,
  type PrintPerson, type PrintSignature, type PrintSignatureLine, type Translate,
} from './print-signatures.js';
import { formatOffset, toLocalTime, type TimestampWithOffset } from './time-with-offset.js';

type Json = Record<string, unknown>;

export type PrintLayoutKind = 'RECORD_BOOK' | 'TABLE';
export type PrintColumnSource = 'time' | 'entry' | 'recordCode' | 'fields' | 'remarks' | 'signature';

/** One column of a TABLE layout (elog-config `print.columns[]`). */
export interface PrintColumn {
  title: LocalText;
  source: PrintColumnSource;
  /** JSON pointers into the entry content; `*` stands for every item of an array. */
  fields?: string[];
  /** Shows the values bare, in pointer order, joined by this text; a missing one as —. */
  join?: string;
  /** Shows the stored values of choice fields instead of their names. */
  codes?: boolean;
  /** Entry descriptor codes the column shows values for; all when absent. */
  entries?: string[];
  /** Relative width; 1 when absent. */
  width?: number;
}

/** elog-config `print`. */
export interface ElogPrintConfig {
  layout: PrintLayoutKind;
  columns?: PrintColumn[];
}

/** One kept version of an entry (elog_entry_versions). */
export interface PrintEntryVersion {
  version: number;
  status: ElogEntryStatus;
  author: PrintPerson;
  /** When the version was saved (ISO instant). */
  ts: string;
  reason?: string | null;
  content?: Json | null;
  heading?: { start: TimestampWithOffset; end?: TimestampWithOffset | null; notes?: string | null } | null;
}

export interface PrintEntry {
  id: string;
  version: number;
  entryDescriptor: string;
  formDescriptor?: string;
  /** the form the entry was saved with, when the forms hold it */
  formSnapshot?: string | null;
  heading: { start: TimestampWithOffset; end?: TimestampWithOffset | null; notes?: string | null };
  eleStatus: ElogEntryStatus;
  areasContent: Json;
  /** The author of the current version. */
  author?: PrintPerson | null;
  updatedBy?: string | null;
  /** Every version, oldest first; corrections are read from them. */
  versions?: PrintEntryVersion[];
}

export interface PrintEntryDescriptor {
  code: string;
  name: LocalText;
  dfdSelector: string;
  parameters?: Json;
}

export interface PrintForm {
  schema: Json;
  uiSchema?: Json;
}

export interface PrintLayoutInput {
  /** The book's print configuration; a TABLE of time, entry, remarks and signature when absent. */
  print?: ElogPrintConfig | null;
  /** The ship's day printed, YYYY-MM-DD. */
  day: string;
  /** The offset (minutes east of UTC) the page is kept at; entries at another offset say theirs. */
  offset: number;
  entryDescriptors: readonly PrintEntryDescriptor[];
  /** Forms by snapshot id (an entry's formSnapshot) or code (its formDescriptor, else its descriptor's dfdSelector). */
  forms: Readonly<Record<string, PrintForm>>;
  entries: readonly PrintEntry[];
  signatures?: readonly PrintSignature[];
  /** Labels of reference values: resource → value → label (a port's name for its UN/LOCODE). */
  references?: Readonly<Record<string, Readonly<Record<string, LocalText>>>>;
  /** File names of the entries' attachments by id, for their attachments fields. */
  fileNames?: Readonly<Record<string, string>>;
  language: string;
  /** Translates interface keys (elogPrint.*, measures.formatters.*). */
  t: Translate;
}

export interface PrintRow {
  entryId: string;
  /** record: the entry's content; signature: the officer's signature line; mark: a correction or deletion note. */
  kind: 'record' | 'signature' | 'mark';
  /** One string per column; may hold line breaks. */
  cells: string[];
  /** The cell from which on the row is one cell to the last column (marks). */
  spanFrom?: number;
  /** The first row of its entry. */
  entryStart: boolean;
  /** Deleted, or a content later corrected. */
  struck: boolean;
  notApplicable: boolean;
  /** The entry was changed after it was completed. */
  corrected: boolean;
}

export interface PrintLayout {
  layout: PrintLayoutKind;
  columns: { title: string; width: number }[];
  rows: PrintRow[];
  /** The day's own signatures: its approval and removals (entries' signatures are in their rows). */
  signatures: PrintSignatureLine[];
  /** The day carries a valid main (master's or chief engineer's) signature. */
  mainSigned: boolean;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  || (Array.isArray(value) && value.length === 0);
const propertiesOf = (schema: Json): Json => (isObject(schema.properties) ? schema.properties : {});
const uiOptions = (ui: Json): Json => (isObject(ui['ui:options']) ? ui['ui:options'] : {});
const itemOf = (ui: Json) => (typeof uiOptions(ui).item === 'string' ? uiOptions(ui).item as string : undefined);

const escapeSegment = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeSegment = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const segmentsOf = (pointer: string) => pointer.split('/').slice(1).map(unescapeSegment);

/** A schema node of a form with its uiSchema node and the JSON pointer of its value. */
interface FieldNode {
  schema: Json;
  ui: Json;
  pointer: string;
  key: string;
}

const rootNode = (form: PrintForm): FieldNode => ({ schema: form.schema, ui: isObject(form.uiSchema) ? form.uiSchema : {}, pointer: '', key: '' });

function childNode(node: FieldNode, key: string): FieldNode | undefined {
  const schema = propertiesOf(node.schema)[key];
  if (!isObject(schema)) return undefined;
  return { schema, ui: isObject(node.ui[key]) ? node.ui[key] as Json : {}, pointer: `${node.pointer}/${escapeSegment(key)}`, key };
}

function itemNode(node: FieldNode, index: number): FieldNode | undefined {
  if (!isObject(node.schema.items)) return undefined;
  return { schema: node.schema.items, ui: isObject(node.ui.items) ? node.ui.items as Json : {}, pointer: `${node.pointer}/${index}`, key: String(index) };
}

/** Whether a JSON pointer (with `*` for array items) names a field of the form. */
export function pointerExists(form: PrintForm, pointer: string): boolean {
  let node: FieldNode | undefined = rootNode(form);
  for (const segment of segmentsOf(pointer)) {
    if (!node) return false;
    node = segment === '*' || /^\d+$/.test(segment) ? (node.schema.type === 'array' ? itemNode(node, 0) : undefined) : childNode(node, segment);
  }
  return Boolean(node) && pointer.startsWith('/');
}

/** Every value at the pointer, with its field; `*` and array indexes walk array items. */
function resolvePointer(root: FieldNode, content: Json, pointer: string): { node: FieldNode; value: unknown }[] {
  let current: { node: FieldNode; value: unknown }[] = [{ node: root, value: content }];
  for (const segment of segmentsOf(pointer)) {
    const next: { node: FieldNode; value: unknown }[] = [];
    for (const { node, value } of current) {
      if ((segment === '*' || /^\d+$/.test(segment)) && Array.isArray(value)) {
        const indexes = segment === '*' ? value.map((_, i) => i) : [Number(segment)];
        for (const i of indexes) {
          const child = itemNode(node, i);
          if (child && i < value.length) next.push({ node: child, value: value[i] });
        }
      } else if (isObject(value)) {
        const child = childNode(node, segment);
        if (child) next.push({ node: child, value: value[segment] });
      }
    }
    current = next;
  }
  return current.filter((found) => !isEmpty(found.value));
}

/** Whether `pointer` is `shown` or lies below it (`*` in `shown` matching any array index). */
function covers(shown: string, pointer: string): boolean {
  const a = segmentsOf(shown);
  const b = segmentsOf(pointer);
  return a.length <= b.length && a.every((segment, i) => segment === b[i] || (segment === '*' && /^\d+$/.test(b[i])));
}

interface Context {
  language: string;
  t: Translate;
  day: string;
  /** The offset date-time values are read at (the entry's). */
  offset: number;
  references: Readonly<Record<string, Readonly<Record<string, LocalText>>>>;
  fileNames: Readonly<Record<string, string>>;
  /** Choice fields as their stored values. */
  codes?: boolean;
}

const text = (value: unknown, ctx: Context) => (typeof value === 'string' || isObject(value) ? resolveText(value as LocalText, ctx.language, (key) => ctx.t(key)) : '');
const titleOf = (node: FieldNode, ctx: Context) => text(node.ui['ui:title'], ctx) || (typeof node.schema.title === 'string' ? node.schema.title : '') || node.key;
const labeled = (title: string, value: string) => (title ? `${title}: ${value}` : value);

/** The day as printed in headers: "20 Nov 2026" / "20 нояб. 2026 г.". */
export function formatPrintDay(day: string, language: string): string {
  const instant = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(instant)) return day;
  // Day before month, as record books write it (en-GB rather than the American order).
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
    .format(new Date(instant));
}

function latLonAxis(node: FieldNode): 'LATITUDE' | 'LONGITUDE' | undefined {
  const measure = uiOptions(node.ui).measure;
  if (measure === 'LAT' || node.key === 'lat') return 'LATITUDE';
  if (measure === 'LON' || node.key === 'lon') return 'LONGITUDE';
  return undefined;
}

const hasPosition = (node: FieldNode) => {
  const properties = propertiesOf(node.schema);
  return isObject(properties.lat) && isObject(properties.lon);
};

/** One filled value as text: enum names, yes/no, numbers in the language, positions in degrees and minutes, ship's times. */
function leafText(node: FieldNode, value: unknown, ctx: Context): string {
  if (isEmpty(value)) return '';
  const { schema, ui } = node;
  if (Array.isArray(schema.enum) && !ctx.codes) {
    const index = schema.enum.indexOf(value);
    const names = ui['ui:enumNames'];
    if (index >= 0 && Array.isArray(names) && names[index] !== undefined) return text(names[index], ctx);
  }
  if (typeof value === 'boolean') return ctx.t(value ? 'measures.formatters.yes' : 'measures.formatters.no');
  if (typeof value === 'number') {
    const axis = latLonAxis(node);
    if (axis) return measureFormatters.find(axis)!.format(value, { decimals: 1 }, { language: ctx.language, text: (key) => ctx.t(key) });
    // Thousands grouped from five digits on: 1012.5 hPa, but 12,500 kW.
    return new Intl.NumberFormat(ctx.language, { maximumFractionDigits: 6, useGrouping: 'min2' }).format(value);
  }
  if (typeof value === 'string') {
    const reference = uiOptions(ui).reference;
    const resource = isObject(reference) && typeof reference.resource === 'string' ? reference.resource : undefined;
    if (resource) {
      const label = ctx.references[resource]?.[value];
      const shown = label === undefined ? '' : text(label, ctx);
      // A short code (a UN/LOCODE, HFO) is kept after the name; a long technical one (NORTH_SEA_ECA) is not.
      if (!shown) return value;
      return /^[A-Z0-9]{2,6}$/.test(value) && !shown.includes(value) ? `${shown} (${value})` : shown;
    }
    if (schema.format === 'date-time') {
      const timestamp = Date.parse(value);
      return Number.isNaN(timestamp) ? value : clockText(timestamp, ctx.offset, ctx.day);
    }
    return value.trim();
  }
  if (isObject(value) || Array.isArray(value)) return JSON.stringify(value);
  return String(value);
}

type Accept = (pointer: string) => boolean;
const acceptAll: Accept = () => true;

/** An object's lat and lon as one position: "57° 54.0′ N 011° 12.0′ E". */
function positionText(node: FieldNode, value: Json, ctx: Context, accept: Accept): string {
  return ['lat', 'lon'].map((k) => childNode(node, k)!).filter((child) => accept(child.pointer))
    .map((child) => leafText(child, value[child.key], ctx)).filter(Boolean).join(' ');
}

/** The filled values of an object as "Title: value" segments in form order (a lat/lon pair as one position). */
function objectSegments(node: FieldNode, value: Json, ctx: Context, accept: Accept): string[] {
  const out: string[] = [];
  const pair = hasPosition(node);
  for (const key of orderedKeys(node.schema, node.ui)) {
    if (pair && key === 'lon') continue;
    if (pair && key === 'lat') {
      const position = positionText(node, value, ctx, accept);
      if (position) out.push(position);
      continue;
    }
    const child = childNode(node, key);
    if (!child) continue;
    const shown = segment(child, value[key], ctx, accept);
    if (shown) out.push(shown);
  }
  return out;
}

/** A value without its own title: an object's segments joined by `separator`, an array's items one per line (plain values by "; "). */
function contentText(node: FieldNode, value: unknown, ctx: Context, accept: Accept, separator = ', '): string {
  if (!accept(node.pointer) || isEmpty(value)) return '';
  if (isTimeWithOffset(node.ui) && isObject(value) && typeof value.timestamp === 'number' && typeof value.offset === 'number') {
    const text = clockText(value.timestamp, value.offset, ctx.day);
    return value.offset === ctx.offset ? text : `${text} (UTC${formatOffset(value.offset)})`;
  }
  if (isAttachmentsField(node.ui) && Array.isArray(value)) {
    return value.map((id) => (typeof id === 'string' && ctx.fileNames[id]) || ctx.t('elogPrint.unknownFile')).join('; ');
  }
  if (isObject(value)) {
    const isObjectField = node.schema.type === 'object' || isObject(node.schema.properties);
    return isObjectField ? objectSegments(node, value, ctx, accept).join(separator) : leafText(node, value, ctx);
  }
  if (Array.isArray(value)) {
    return value.map((item, i) => { const child = itemNode(node, i); return child ? contentText(child, item, ctx, accept) : ''; }).filter(Boolean)
      .join(value.some(isObject) ? '\n' : '; ');
  }
  return leafText(node, value, ctx);
}

/** A value with its title: "Title: value", or "Group — a: 1, b: 2" for an object of several fields. */
function segment(node: FieldNode, value: unknown, ctx: Context, accept: Accept): string {
  const content = contentText(node, value, ctx, accept);
  if (!content) return '';
  const title = titleOf(node, ctx);
  if (!title) return content;
  const isGroup = isObject(value) && content.includes(': ');
  return isGroup ? `${title} — ${content}` : `${title}: ${content}`;
}

/**
 * The values at the pointers: bare when only one pointer has any, each with its title when several do; with `join`
 * bare in pointer order, a missing one before a filled one as —.
 */
function fieldsText(root: FieldNode, content: Json, pointers: readonly string[], ctx: Context, join?: string): string {
  if (join !== undefined) {
    const parts = pointers.map((pointer) => resolvePointer(root, content, pointer)
      .map(({ node, value }) => contentText(node, value, ctx, acceptAll)).filter(Boolean).join(', '));
    while (parts.length && !parts.at(-1)) parts.pop();
    return parts.map((part) => part || '—').join(join);
  }
  const found = pointers.map((pointer) => resolvePointer(root, content, pointer)).filter((values) => values.length);
  if (found.length === 1) return found[0].map(({ node, value }) => contentText(node, value, ctx, acceptAll, '\n')).filter(Boolean).join('\n');
  return found.flat().map(({ node, value }) => segment(node, value, ctx, acceptAll)).filter(Boolean).join('\n');
}

const hasItemsBelow = (node: FieldNode): boolean => orderedKeys(node.schema, node.ui).some((key) => {
  const child = childNode(node, key);
  return Boolean(child && (itemOf(child.ui) || (child.schema.type === 'object' && hasItemsBelow(child))));
});

const stripItem = (title: string, item: string) => title.replace(new RegExp(`^${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.?\\s+`), '');

/** The segments of an entry's content by item number ('' for fields before any item), in form order. */
function itemGroups(node: FieldNode, value: Json, ctx: Context, item: string, groups: Map<string, string[]>): Map<string, string[]> {
  const push = (key: string, shown: string) => { if (shown) groups.set(key, [...groups.get(key) ?? [], shown]); };
  const pair = hasPosition(node);
  for (const key of orderedKeys(node.schema, node.ui)) {
    if (pair && (key === 'lat' || key === 'lon')) {
      if (key === 'lat') push(item, positionText(node, value, ctx, acceptAll));
      continue;
    }
    const child = childNode(node, key);
    const childValue = value[key];
    if (!child || isEmpty(childValue)) continue;
    const own = itemOf(child.ui);
    if (isObject(childValue) && child.schema.type === 'object' && hasItemsBelow(child)) {
      if (!groups.has(own ?? item)) groups.set(own ?? item, []);
      itemGroups(child, childValue, ctx, own ?? item, groups);
    } else if (own) {
      const content = contentText(child, childValue, ctx, acceptAll);
      const isLeaf = !isObject(childValue) && !Array.isArray(childValue);
      if (content) push(own, isLeaf ? labeled(stripItem(titleOf(child, ctx), own), content) : content);
    } else {
      push(item, segment(child, childValue, ctx, acceptAll));
    }
  }
  return groups;
}

/** A stable text of a value (jsonb does not keep key order), to see whether two contents differ. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return JSON.stringify(value ?? null);
}

interface EntryVersionShown {
  version: number;
  status: ElogEntryStatus;
  content: Json;
  heading: PrintEntry['heading'];
  author: PrintPerson | null | undefined;
  struck: boolean;
}

interface EntryHistory {
  /** Completed contents later corrected, oldest first (struck through). */
  superseded: EntryVersionShown[];
  marks: { kind: 'corrected' | 'deleted'; version: PrintEntryVersion }[];
}

/**
 * What of an entry's versions the page shows: a change made after the entry was first completed (or marked not
 * applicable) is a correction; saves of a draft before that are not. Deletion is always shown.
 */
function historyOf(entry: PrintEntry): EntryHistory {
  const versions = [...entry.versions ?? []].filter((v) => v.version <= entry.version).sort((a, b) => a.version - b.version);
  const isFinal = (status: ElogEntryStatus) => status === 'COMPLETED' || status === 'NA';
  const firstFinal = versions.findIndex((v) => isFinal(v.status));
  const marks = versions.flatMap((v, i): EntryHistory['marks'] => (v.status === 'DELETED' ? [{ kind: 'deleted', version: v }]
    : firstFinal >= 0 && i > firstFinal ? [{ kind: 'corrected', version: v }] : []));
  const candidates = firstFinal < 0 ? [] : versions.slice(firstFinal).filter((v) => v.version < entry.version && isFinal(v.status) && v.content);
  // A version whose content the next shown one repeats (only the time, the notes or the status changed) is not repeated.
  const superseded: EntryVersionShown[] = [];
  candidates.forEach((v, i) => {
    const next = candidates[i + 1]?.content ?? entry.areasContent;
    const nextStart = candidates[i + 1] ? candidates[i + 1].heading?.start : entry.heading.start;
    const sameTime = !v.heading || !nextStart || canonical(v.heading.start) === canonical(nextStart);
    if (canonical(v.content) === canonical(next) && sameTime) return;
    superseded.push({ version: v.version, status: v.status, content: v.content ?? {}, heading: v.heading ?? entry.heading, author: v.author, struck: true });
  });
  return { superseded, marks };
}

const recordBookColumns = [
  { title: 'elogPrint.recordBook.date', width: 1.3 },
  { title: 'elogPrint.recordBook.code', width: 0.6 },
  { title: 'elogPrint.recordBook.item', width: 0.7 },
  { title: 'elogPrint.recordBook.record', width: 9 },
];

const defaultColumns: PrintColumn[] = [
  { title: 'elogPrint.column.time', source: 'time', width: 1 },
  { title: 'elogPrint.column.entry', source: 'entry', width: 1.5 },
  { title: 'elogPrint.column.remarks', source: 'remarks', width: 6 },
  { title: 'elogPrint.column.signature', source: 'signature', width: 1.8 },
];

const byStartThenId = (a: PrintEntry, b: PrintEntry) => a.heading.start.timestamp - b.heading.start.timestamp || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** One entry while it is laid out: its form, its shown versions (struck ones first) and its correction notes. */
interface EntryFrame {
  entry: PrintEntry;
  root: FieldNode;
  ctx: Context;
  code: string;
  name: string;
  shown: EntryVersionShown[];
  marks: string[];
  /** The signature column's text of a shown version, and the record book's closing line. */
  signatureCell(version: EntryVersionShown): string;
  signatureLine(version: EntryVersionShown): string;
  row(kind: PrintRow['kind'], cells: string[], extra?: Partial<PrintRow>): PrintRow;
}

/** RECORD_BOOK: per shown version a row per item number and a signature; the correction notes; the signature. */
function recordBookRows(frame: EntryFrame): PrintRow[] {
  const { ctx, shown, row } = frame;
  const { t, language } = ctx;
  const rows: PrintRow[] = [];
  for (const version of shown) {
    const isNa = version.status === 'NA';
    const flags = { struck: version.struck, notApplicable: isNa };
    const start = toLocalTime(version.heading.start) ?? '';
    const dateCell = `${formatPrintDay(start.slice(0, 10), language)}\n${start.slice(11, 16)}`;
    const groups = isNa ? new Map<string, string[]>() : itemGroups(frame.root, version.content, ctx, '', new Map());
    const lines = [...groups].filter(([, segments]) => segments.length).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : 0))
      .map(([item, segments]) => [item, segments.join('; ')]);
    if (isNa) lines.push(['', t('elogPrint.notApplicable')]);
    if (version.heading.notes?.trim()) lines.push(['', version.heading.notes.trim()]);
    if (!lines.length) lines.push(['', '']);
    lines.forEach(([item, record], i) => rows.push(row('record', [i === 0 ? dateCell : '', i === 0 ? frame.code : '', item, record], flags)));
    // Each version is signed by whoever wrote it; the current one's signature closes the entry, after the notes.
    if (version !== shown.at(-1)) rows.push(row('signature', ['', '', '', frame.signatureLine(version)], flags));
  }
  for (const mark of frame.marks) rows.push(row('mark', ['', '', '', mark], { spanFrom: 3 }));
  const current = shown.at(-1)!;
  const signature = frame.signatureLine(current);
  rows.push(row('signature', ['', '', '', signature], { struck: current.struck, notApplicable: current.status === 'NA' }));
  return rows;
}

/** TABLE: a row per shown version with the configured columns, then the correction notes across the row. */
function tableRows(frame: EntryFrame, columns: readonly PrintColumn[], pageOffset: number): PrintRow[] {
  const { entry, root, ctx } = frame;
  const applies = (column: PrintColumn) => !column.entries || column.entries.includes(entry.entryDescriptor);
  const covered = columns.filter((c) => (c.source === 'fields' || c.source === 'remarks') && applies(c)).flatMap((c) => c.fields ?? []);
  const remarksColumn = columns.findIndex((c) => c.source === 'remarks');
  const naColumn = remarksColumn >= 0 ? remarksColumn : columns.findIndex((c) => c.source === 'fields');
  const rows = frame.shown.map((version) => {
    const isNa = version.status === 'NA';
    const content = isNa ? {} : version.content;
    const cells = columns.map((column) => {
      const columnCtx = { ...ctx, codes: column.codes };
      switch (column.source) {
        case 'time': {
          const { start, end } = version.heading;
          const text = clockText(start.timestamp, start.offset, ctx.day) + (end ? `–${clockText(end.timestamp, end.offset, ctx.day)}` : '');
          return start.offset === pageOffset ? text : `${text} (UTC${formatOffset(start.offset)})`;
        }
        case 'entry': return frame.name;
        case 'recordCode': return frame.code;
        case 'signature': return frame.signatureCell(version);
        case 'fields': return applies(column) ? fieldsText(root, content, column.fields ?? [], columnCtx, column.join) : '';
        case 'remarks': {
          const first = applies(column) ? fieldsText(root, content, column.fields ?? [], columnCtx, column.join) : '';
          const rest = objectSegments(root, content, ctx, (pointer) => !covered.some((shownPointer) => covers(shownPointer, pointer))).join('\n');
          return [first, rest, version.heading.notes?.trim() ?? ''].filter(Boolean).join('\n');
        }
        default: return '';
      }
    });
    // "Not applicable" leads the remarks (or the first fields column), else follows the first column.
    if (isNa && naColumn >= 0) cells[naColumn] = [ctx.t('elogPrint.notApplicable'), cells[naColumn]].filter(Boolean).join('\n');
    else if (isNa) cells[0] = [cells[0], ctx.t('elogPrint.notApplicable')].filter(Boolean).join('\n');
    return frame.row('record', cells, { struck: version.struck, notApplicable: isNa });
  });
  for (const mark of frame.marks) rows.push(frame.row('mark', [mark, ...columns.slice(1).map(() => '')], { spanFrom: 0 }));
  return rows;
}

/** The offset a day's page is kept at: its last entry's (not deleted), else the day's. */
export function pageOffsetOf(entries: readonly Pick<PrintEntry, 'eleStatus' | 'heading'>[], dayOffset: number): number {
  return entries.filter((e) => e.eleStatus !== 'DELETED').at(-1)?.heading.start.offset ?? dayOffset;
}

/** How a record's values are written outside a logbook day (a registry's records, which keep no files): no day, times with their date. */
export interface RecordTextOptions {
  language: string;
  t: Translate;
  references?: Readonly<Record<string, Readonly<Record<string, LocalText>>>>;
}

/**
 * A record of a form as a printout writes it: the value at each pointer (choice names, yes/no, positions, ship's
 * times, reference names) and every other filled field as "Title: value" lines, in form order.
 */
export function recordTexts(form: PrintForm, content: Json, pointers: readonly string[], options: RecordTextOptions): { cells: string[]; rest: string } {
  const ctx: Context = { language: options.language, t: options.t, day: '', offset: 0, references: options.references ?? {}, fileNames: {} };
  const root = rootNode(form);
  const cells = pointers.map((pointer) => fieldsText(root, content, [pointer], ctx));
  const rest = objectSegments(root, content, ctx, (pointer) => !pointers.some((shown) => covers(shown, pointer))).join('\n');
  return { cells, rest };
}

/** The printout of a day: its column titles, its rows and its signatures. */
export function printLayout(input: PrintLayoutInput): PrintLayout {
  const { t, language, day } = input;
  const layout = input.print?.layout ?? 'TABLE';
  const descriptors = new Map(input.entryDescriptors.map((d) => [d.code, d]));
  const columns: PrintColumn[] = input.print?.columns?.length ? input.print.columns : defaultColumns;
  const shownColumns = layout === 'RECORD_BOOK'
    ? recordBookColumns.map((c) => ({ title: t(c.title), width: c.width }))
    : columns.map((c) => ({ title: resolveText(c.title, language, (key) => t(key)), width: c.width ?? 1 }));

  const allSignatures = input.signatures ?? [];
  const signing = { t, day, offset: input.offset, hasDaySignature: hasDayFirstSignature(allSignatures) };
  const rows = [...input.entries].sort(byStartThenId).flatMap((entry) => {
    const descriptor = descriptors.get(entry.entryDescriptor);
    const form = input.forms[entry.formSnapshot ?? ''] ?? input.forms[entry.formDescriptor ?? ''] ?? (descriptor ? input.forms[descriptor.dfdSelector] : undefined)
      ?? { schema: { type: 'object' } };
    const history = historyOf(entry);
    const corrected = history.marks.some((m) => m.kind === 'corrected');
    const author = entry.author ?? (entry.updatedBy ? { userName: entry.updatedBy } : null);
    const signed = (version: EntryVersionShown) => ({
      author: version.author, isUnsignable: version.status === 'DELETED',
      signature: version.status === 'DELETED' ? undefined : versionSignature(allSignatures, entry.id, version.version),
    });
    const frame: EntryFrame = {
      entry, root: rootNode(form), ctx: { language, t, day, references: input.references ?? {}, fileNames: input.fileNames ?? {}, offset: entry.heading.start.offset },
      code: typeof descriptor?.parameters?.recordCode === 'string' ? descriptor.parameters.recordCode : '',
      name: descriptor ? resolveText(descriptor.name, language, (key) => t(key)) : entry.entryDescriptor,
      shown: [...history.superseded,
        { version: entry.version, status: entry.eleStatus, content: entry.areasContent ?? {}, heading: entry.heading, author, struck: entry.eleStatus === 'DELETED' }],
      marks: history.marks.map(({ kind, version }) => {
        const what = t(kind === 'deleted' ? 'elogPrint.deletedBy' : 'elogPrint.correctedBy', {
          time: instantText(version.ts, entry.heading.start.offset), person: personText(version.author, t),
        });
        return version.reason?.trim() ? `${what} ${t('elogPrint.reason', { reason: version.reason.trim() })}` : what;
      }),
      signatureCell: (version) => signatureCell(signed(version), signing),
      signatureLine: (version) => signatureLine(signed(version), signing),
      row: (kind, cells, extra = {}) => ({ entryId: entry.id, kind, cells, entryStart: false, struck: false, notApplicable: false, corrected, ...extra }),
    };
    const entryRows = layout === 'RECORD_BOOK' ? recordBookRows(frame) : tableRows(frame, columns, input.offset);
    return entryRows.map((row, i) => (i === 0 ? { ...row, entryStart: true } : row));
  });

  return { layout, columns: shownColumns, rows, signatures: signatureLines(allSignatures, input.offset, t), mainSigned: isApproved(allSignatures) };
}
