/** What the alarm engine needs of the server beside the database (set per database by wireAlarmEngine). */
import type { Db } from '../../db/engine.js';

export interface EngineOptions {
  /** Keel's address, for the link in alarm mails (config.publicUrl) */
  publicUrl: string;
}

const options = new WeakMap<Db, EngineOptions>();

export const setEngineOptions = (db: Db, value: EngineOptions) => { options.set(db, value); };
export const engineOptionsOf = (db: Db): EngineOptions => options.get(db) ?? { publicUrl: '' };
