/**
 * The visual designer edits the same JSON text as the JSON editor: it reads the page out of the text and writes the
 * edited page back in the designer's own layout (two-space JSON), so Save, revisions and validation stay as they are.
 */
import type { AnalyticsPage } from '../../descriptors/kinds/analytics-page/analytics-page.js';
import { formatBody, isJsonObject, tryParseJson } from '../lib/parse-json.js';
import type { BodyCodec, EditBody } from '../lib/use-body-history.js';

export type PageReading = { isReadable: true; page: AnalyticsPage } | { isReadable: false; reason: 'unparsable' | 'shape' };

const isObjectList = (value: unknown) => value === undefined || (Array.isArray(value) && value.every(isJsonObject));

/** The page in the text, when the text is JSON of the shape the visual designer can draw (charts and datasets lists of objects). */
export function readPage(text: string): PageReading {
  const parsed = tryParseJson(text);
  if (!parsed.isValid) return { isReadable: false, reason: 'unparsable' };
  const body = parsed.value;
  if (!isJsonObject(body) || !isObjectList(body.charts) || !isObjectList(body.datasets)) return { isReadable: false, reason: 'shape' };
  const charts = (body.charts ?? []) as Record<string, unknown>[];
  if (!charts.every((c) => typeof c.id === 'string' && isObjectList(c.datasets))) return { isReadable: false, reason: 'shape' };
  // A draft being edited: drawn as far as it goes; the server checks it against the kind's schema on save.
  return { isReadable: true, page: body as AnalyticsPage };
}

export function writePage(page: AnalyticsPage): string {
  return formatBody(page);
}

/** The page as the visual designer's undo history reads and writes it. */
export const pageCodec: BodyCodec<AnalyticsPage> = {
  read: (text) => { const reading = readPage(text); return reading.isReadable ? reading.page : undefined; },
  write: writePage,
};

/** A visual edit of the page (one undo step per key in quick succession). */
export type EditPage = EditBody<AnalyticsPage>;

/** A copy of `target` with `key` set to `value`, or without `key` when `value` is undefined (absent fields stay absent). */
export function withField<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): T {
  const next = { ...target };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * `next` with every chart that did not change replaced by its `previous` object (and the whole previous page when
 * nothing changed), so panels that did not change are not drawn again while one field is being typed.
 */
export function sharePage(previous: AnalyticsPage | undefined, next: AnalyticsPage): AnalyticsPage {
  if (!previous) return next;
  if (sameJson(previous, next)) return previous;
  if (!next.charts || !previous.charts) return next;
  const charts = next.charts.map((chart, i) => {
    const before = previous.charts![i]?.id === chart.id ? previous.charts![i] : previous.charts!.find((c) => c.id === chart.id);
    return before && sameJson(before, chart) ? before : chart;
  });
  const isSameList = charts.length === previous.charts.length && charts.every((c, i) => c === previous.charts![i]);
  return { ...next, charts: isSameList ? previous.charts : charts };
}
