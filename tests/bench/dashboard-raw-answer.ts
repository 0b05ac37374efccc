/**
 * The baseline of the dashboard benchmark: the extract answer a dashboard that fetches raw points would get — Keel's
 * own answer for the page (same charts, series, labels and units) with every series carrying each minute point of
 * the period instead of buckets. The points are the synthetic values Keel stored (timeseries-data.ts), so the
 * baseline's database read costs nothing here.
 */
import { benchTags, minuteMs, syntheticValue } from './timeseries-data.js';

interface AnswerSeries { tag: string | null; points: unknown[]; [field: string]: unknown }
interface AnswerChart { from: string; to: string; resolution: number; series: AnswerSeries[]; latest: unknown[] }
export interface PageAnswer { from: string; to: string; resolution: number; charts: Record<string, AnswerChart> }

export interface RawAnswer {
  /** The JSON text, as the server sends it. */
  body: Uint8Array<ArrayBuffer>;
  points: number;
}

/** `[t,v],[t,v],…` of every minute of [from, to) of a bench tag. */
function minutePoints(tag: string, from: number, to: number): string {
  const index = benchTags.indexOf(tag as typeof benchTags[number]);
  if (index < 0) throw new Error(`${tag} is not a bench tag`);
  const parts: string[] = [];
  for (let t = from; t < to; t += minuteMs) parts.push(`[${t},${syntheticValue(index, t)}]`);
  return parts.join(',');
}

/** Keel's answer with the points of every series replaced by the minute points of [from, to). */
export function rawAnswerOf(keel: PageAnswer, from: number, to: number): RawAnswer {
  const iso = (t: number) => new Date(t).toISOString();
  const chunks: Buffer[] = [];
  const write = (text: string) => chunks.push(Buffer.from(text));
  let points = 0;
  write(`{"from":"${iso(from)}","to":"${iso(to)}","resolution":60,"charts":{`);
  Object.entries(keel.charts).forEach(([id, chart], c) => {
    write(`${c ? ',' : ''}${JSON.stringify(id)}:{"from":"${iso(from)}","to":"${iso(to)}","resolution":60,"latest":${JSON.stringify(chart.latest)},"series":[`);
    chart.series.forEach((series, s) => {
      if (!series.tag) throw new Error(`chart ${id} has a series without a tag`);
      const { points: _bucketed, ...fields } = series;
      const head = JSON.stringify(fields);
      write(`${s ? ',' : ''}${head.slice(0, -1)},"points":[${minutePoints(series.tag, from, to)}]}`);
      points += (to - from) / minuteMs;
    });
    write(']}');
  });
  write('}}');
  return { body: Buffer.concat(chunks), points };
}
