/**
 * The year the benchmarks read: BENCH_YEAR_DAYS (365 unless told, fewer for a quick try) closed UTC days ending three
 * days before the run, loaded into Keel's store for one ship as it would arrive, and the signed-in API caller they
 * read it with.
 */
import type { KeelApp } from '../../server/app.js';
import type { Db } from '../../server/db/engine.js';
import { ingestMeasurements } from '../../server/modules/timeseries/ingest.js';
import { msOnce } from './measure.js';
import { benchTags, dayBatch, dayMs, minuteMs } from './timeseries-data.js';

export const yearDays = Number(process.env.BENCH_YEAR_DAYS ?? 365);
/** 10 tags × 525 600 minutes = 5 256 000 points for a whole year. */
export const yearPoints = benchTags.length * yearDays * (dayMs / minuteMs);
export const lastClosedDay = Math.floor(Date.now() / dayMs) * dayMs - 3 * dayMs;
export const yearFrom = lastClosedDay - (yearDays - 1) * dayMs;
export const yearTo = lastClosedDay + dayMs;

/** The tables of Keel's time-series store. */
export const keelTables = ['measure_series', 'measure_points', 'measure_chunks', 'measure_hour_rollups', 'measure_rollups', 'measure_latest'];

/** The year of every bench tag into Keel's store, one closed day per ingestMeasurements call; answers the milliseconds it took. */
export async function ingestYear(db: Db, groupingKey: string): Promise<number> {
  let ms = 0;
  for (let day = yearFrom; day < yearTo; day += dayMs) {
    const batch = dayBatch(groupingKey, day, 'date');
    ms += await msOnce(() => ingestMeasurements(db, batch));
  }
  return ms;
}

export interface Caller {
  /** POST with the admin's bearer token; anything but 200 throws with the answer. */
  post(path: string, body: string): Promise<Response>;
  /** GET with the admin's bearer token; anything but 200 throws with the answer. */
  get(path: string): Promise<Response>;
}

/** Signs in as the demo admin through the in-process app. */
export async function signedInCaller(app: KeelApp): Promise<Caller> {
  const signIn = await app.request('/api/authentication', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Admin#2026' }),
  });
  const { token } = await signIn.json() as { token: string };
  const call = async (path: string, init: RequestInit) => {
    const res = await app.request(path, { ...init, headers: { ...init.headers as Record<string, string>, authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  return {
    post: (path, body) => call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
    get: (path) => call(path, { method: 'GET' }),
  };
}
