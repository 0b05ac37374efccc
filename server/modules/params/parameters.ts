/** Application parameters: typed defaults declared once, overridable in the app_parameters table. */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/engine.js';
import { appParameters } from '../../db/schema.js';

/** Every parameter the server reads, with its group and default. */
export const parameterDefaults = {
  'auth.maxFailedAttempts': { group: 'AUTH', value: 5 },
  'auth.passwordValidityDays': { group: 'AUTH', value: 90 },
  'auth.passwordHistorySize': { group: 'AUTH', value: 5 },
  'auth.password.minLength': { group: 'AUTH', value: 8 },
  'auth.password.lowerChars': { group: 'AUTH', value: 1 },
  'auth.password.upperChars': { group: 'AUTH', value: 1 },
  'auth.password.digits': { group: 'AUTH', value: 1 },
  'auth.password.specialChars': { group: 'AUTH', value: 1 },
  /** 1: descriptors may be edited on a ship's own installation (SPEC §6 editing gate); 0: they come from shore only. */
  'unit.configurationEditable': { group: 'UNIT', value: 0 },
} as const;

export type ParameterCode = keyof typeof parameterDefaults;

/** Reads a numeric parameter: the stored value when it parses, else the default. */
export async function readNumberParameter(db: Db, code: ParameterCode): Promise<number> {
  const [row] = await db.select().from(appParameters).where(eq(appParameters.paramCode, code));
  const parsed = row ? Number(row.paramValue) : NaN;
  return Number.isFinite(parsed) ? parsed : parameterDefaults[code].value;
}

/** Reads several numeric parameters in one query, each falling back to its default. */
export async function readNumberParameters<C extends ParameterCode>(db: Db, codes: readonly C[]): Promise<Record<C, number>> {
  const rows = await db.select().from(appParameters).where(inArray(appParameters.paramCode, [...codes]));
  const stored = new Map(rows.map((r) => [r.paramCode, Number(r.paramValue)]));
  return Object.fromEntries(codes.map((code) => {
    const value = stored.get(code);
    return [code, value !== undefined && Number.isFinite(value) ? value : parameterDefaults[code].value];
  })) as Record<C, number>;
}

/** Stores a parameter value (used by the seed, tests and the app-parameters screen). */
export async function writeParameter(db: Db, code: ParameterCode, value: string | number, by = 'system'): Promise<void> {
  const row = { paramCode: code, paramGroup: parameterDefaults[code].group, paramValue: String(value), updatedBy: by };
  await db.insert(appParameters).values({ ...row, createdBy: by })
    .onConflictDoUpdate({ target: appParameters.paramCode, set: { paramValue: row.paramValue, updatedBy: by, updatedAt: new Date() } });
}
