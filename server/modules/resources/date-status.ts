/**
 * A resource's `dateStatus` on the server: the status is added to a record's data whenever it is read, dropped from
 * whatever a client sends (it is never stored), and a list filters by it through the date it is computed from. The
 * warning days may come from an app parameter; the params module depends on this one, so the app plugs its reader in.
 */
import { sql, type SQL } from 'drizzle-orm';
import { dateStatusOf, dateStatusWindow, type DateStatusSetting, type DateStatusWindow } from '../../../descriptors/lib/date-status.js';
import type { Db } from '../../db/engine.js';
import type { LoadedResource } from './definitions.js';
import { dataText } from './record-sql.js';

type ParameterReader = (db: Db, code: string) => Promise<number | undefined>;
let readParameter: ParameterReader = async () => undefined;

/** Called once by the app: how a numeric app parameter is read (undefined when not stored). */
export function plugParameterReader(reader: ParameterReader): void {
  readParameter = reader;
}

export const dateStatusOfResource = (resource: LoadedResource): DateStatusSetting | undefined => resource.definition.dateStatus;

/** The day boundaries of the resource's status today, or undefined when it has none. */
export async function dateStatusWindowFor(db: Db, resource: LoadedResource, now = new Date()): Promise<DateStatusWindow | undefined> {
  const setting = dateStatusOfResource(resource);
  if (!setting) return undefined;
  return dateStatusWindow(now, await warningDaysOf(db, setting));
}

/** The warning days: the parameter's stored value when it is a whole number of days, else the descriptor's. */
export async function warningDaysOf(db: Db, setting: DateStatusSetting): Promise<number> {
  const stored = setting.warningDaysParameter ? await readParameter(db, setting.warningDaysParameter) : undefined;
  return stored !== undefined && Number.isInteger(stored) && stored >= 0 ? stored : setting.warningDays;
}

/** The data as the reader sees it: with the status computed for the window. */
export function withDateStatus(resource: LoadedResource, data: Record<string, unknown>, window: DateStatusWindow | undefined): Record<string, unknown> {
  const setting = dateStatusOfResource(resource);
  if (!setting || !window) return data;
  return { ...data, [setting.field]: dateStatusOf(data[setting.dateField], window) };
}

/** The data as it is stored: without the computed status a client may send back. */
export function withoutDateStatus(resource: LoadedResource, data: Record<string, unknown>): Record<string, unknown> {
  const setting = dateStatusOfResource(resource);
  if (!setting || !(setting.field in data)) return data;
  const { [setting.field]: _status, ...rest } = data;
  return rest;
}

/** The list condition for one status value, over the date field (a value that is no status matches nothing). */
export function dateStatusCondition(setting: DateStatusSetting, value: string, window: DateStatusWindow): SQL {
  const date = sql`left(coalesce(${dataText(setting.dateField)}, ''), 10)`;
  const hasDate = sql`length(${date}) = 10`;
  switch (value) {
    case 'NO_EXPIRY': return sql`length(${date}) < 10`;
    case 'EXPIRED': return sql`(${hasDate} and ${date} < ${window.today})`;
    case 'EXPIRING': return sql`(${hasDate} and ${date} >= ${window.today} and ${date} <= ${window.warnUntil})`;
    case 'VALID': return sql`(${hasDate} and ${date} > ${window.warnUntil})`;
    default: return sql`false`;
  }
}
