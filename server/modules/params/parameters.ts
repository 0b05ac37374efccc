/** Application parameters: typed defaults declared once, overridable in the app_parameters table. */
import { databaseCache } from '../../db/database-caches.js';
import type { Db } from '../../db/engine.js';
import { appParameters } from './tables.js';

/** Every parameter the server reads, with its group and default. */
export const parameterDefaults = {
  'auth.maxFailedAttempts': { group: 'AUTH', value: 5 },
  /** Minutes a lockout after auth.maxFailedAttempts lasts; 0: until an administrator (or `npm run keel -- unblock`) ends it. */
  'auth.lockoutMinutes': { group: 'AUTH', value: 15 },
  /** Sign-in throttling (OWASP ASVS 2.2.1): attempts not yet succeeded per account name and per client address in a window. */
  'auth.throttle.windowMinutes': { group: 'AUTH', value: 15 },
  'auth.throttle.accountAttempts': { group: 'AUTH', value: 10 },
  /** Generous: an office or a ship behind one NAT address shares it. 0 turns a scope off. */
  'auth.throttle.addressAttempts': { group: 'AUTH', value: 50 },
  'auth.passwordValidityDays': { group: 'AUTH', value: 90 },
  'auth.passwordHistorySize': { group: 'AUTH', value: 5 },
  'auth.password.minLength': { group: 'AUTH', value: 8 },
  'auth.password.lowerChars': { group: 'AUTH', value: 1 },
  'auth.password.upperChars': { group: 'AUTH', value: 1 },
  'auth.password.digits': { group: 'AUTH', value: 1 },
  'auth.password.specialChars': { group: 'AUTH', value: 1 },
  /** 1: descriptors may be edited on a ship's own installation (SPEC §6 editing gate); 0: they come from shore only. */
  'unit.configurationEditable': { group: 'UNIT', value: 0 },
  /** EUR per EU allowance for the EU ETS cost figures: a market price the company sets, not a regulatory constant. */
  'emissions.ets.allowancePriceEur': { group: 'EMISSIONS', value: 75 },
  /** Last emission year of the 5 % ice-class reduction (2029 by default; 2030 where the authority reads it so). */
  'emissions.ets.iceClassLastEmissionYear': { group: 'EMISSIONS', value: 2029 },
  /** CII tables: 2022 (MEPC.352–354(78)) or 2021 (MEPC.336–339(76)). */
  'emissions.cii.edition': { group: 'EMISSIONS', value: 2022 },
  /** A CII exactly on a boundary: 0 → the worse band (strict <), 1 → the better band (≤). */
  'emissions.cii.boundaryToBetterBand': { group: 'EMISSIONS', value: 0 },
  /** FuelEU GWP set: 5 → IPCC AR5 (28/265, as THETIS applies it), 4 → AR4 (25/298, the regulation text). */
  'emissions.fueleu.gwpAssessmentReport': { group: 'EMISSIONS', value: 5 },
  /** Days before its expiry date a ship's document or certificate counts as EXPIRING (the managed-document resource). */
  'documents.expiryWarningDays': { group: 'DOCUMENTS', value: 30 },
  /** Who may show wallboard pages in a frame: 'none', or 'self' and origins separated by spaces (docs/operations.md). */
  'security.wallboardFrameAncestors': { group: 'SECURITY', value: "'none'" },
  /** Outgoing mail (docs/email.md): the SMTP server; an empty host means e-mail is not configured. */
  'email.smtp.host': { group: 'EMAIL', value: '' },
  'email.smtp.port': { group: 'EMAIL', value: 587 },
  /** NONE (plain, or STARTTLS when the server offers it is not tried), STARTTLS (required), TLS (implicit, port 465). */
  'email.smtp.security': { group: 'EMAIL', value: 'STARTTLS' },
  /** 1: the server's certificate must be valid for its host; 0: any certificate (a test or internal relay). */
  'email.smtp.verifyCertificate': { group: 'EMAIL', value: 1 },
  /** Empty: no authentication. */
  'email.smtp.user': { group: 'EMAIL', value: '' },
  /** Write-only: no API answer carries it (secretParameters). */
  'email.smtp.password': { group: 'EMAIL', value: '' },
  'email.from.address': { group: 'EMAIL', value: '' },
  'email.from.name': { group: 'EMAIL', value: 'Keel' },
} as const;

/** Parameters whose value no API answer shows: they answer `secretMask` when set and '' when not. */
export const secretParameters: ReadonlySet<string> = new Set(['email.smtp.password']);
export const secretMask = '********';

/** The value an API answer may show for a parameter. */
export const shownParameterValue = (code: string, value: string): string => (secretParameters.has(code) ? (value ? secretMask : '') : value);

export type ParameterCode = keyof typeof parameterDefaults;
type NumberParameterCode = { [C in ParameterCode]: (typeof parameterDefaults)[C]['value'] extends number ? C : never }[ParameterCode];
type TextParameterCode = Exclude<ParameterCode, NumberParameterCode>;

/**
 * Every stored parameter by code, kept in memory (server/db/database-caches.ts): parameters are read on hot paths (the
 * password criteria on the sign-in page, a wallboard's framing on each answer) and written rarely; a write forgets
 * them on every instance.
 */
const storedParameters = databaseCache<ReadonlyMap<string, typeof appParameters.$inferSelect>>('parameters', { maxEntries: 1, maxAgeMs: 60_000 });

async function storedParameterRows(db: Db): Promise<ReadonlyMap<string, typeof appParameters.$inferSelect>> {
  const rows = await storedParameters.read(db, 'all', async () => new Map((await db.select().from(appParameters)).map((r) => [r.paramCode, r])));
  return rows!;
}

/** Forgets the kept parameters after `db`'s commit, on every instance (each writer of the table calls it). */
export function forgetStoredParameters(db: Db): void {
  storedParameters.forget(db);
}

/** Reads a numeric parameter: the stored value when it parses, else the default. */
export async function readNumberParameter(db: Db, code: NumberParameterCode): Promise<number> {
  const row = await findStoredParameter(db, code);
  const parsed = row ? Number(row.paramValue) : NaN;
  return Number.isFinite(parsed) ? parsed : parameterDefaults[code].value;
}

/** Reads several numeric parameters, each falling back to its default. */
export async function readNumberParameters<C extends NumberParameterCode>(db: Db, codes: readonly C[]): Promise<Record<C, number>> {
  const stored = await storedParameterRows(db);
  return Object.fromEntries(codes.map((code) => {
    const value = Number(stored.get(code)?.paramValue);
    return [code, stored.has(code) && Number.isFinite(value) ? value : parameterDefaults[code].value];
  })) as Record<C, number>;
}

/** Reads a numeric parameter named at run time (a descriptor names it): stored or default, undefined when it is neither. */
export async function readNumberParameterByCode(db: Db, code: string): Promise<number | undefined> {
  const row = await findStoredParameter(db, code);
  const stored = row ? Number(row.paramValue) : NaN;
  if (Number.isFinite(stored)) return stored;
  const fallback = (parameterDefaults as Record<string, { value: unknown }>)[code]?.value;
  return typeof fallback === 'number' ? fallback : undefined;
}

/** Reads a text parameter: the stored value, else the default. */
export async function readTextParameter(db: Db, code: TextParameterCode): Promise<string> {
  const row = await findStoredParameter(db, code);
  return row ? row.paramValue : parameterDefaults[code].value;
}

/** The stored row of a parameter of any code, or undefined (defaults are not stored). */
export async function findStoredParameter(db: Db, code: string): Promise<typeof appParameters.$inferSelect | undefined> {
  return (await storedParameterRows(db)).get(code);
}

/** Stores a parameter value (used by the seed, tests and the app-parameters screen). */
export async function writeParameter(db: Db, code: ParameterCode, value: string | number, by = 'system'): Promise<void> {
  const row = { paramCode: code, paramGroup: parameterDefaults[code].group, paramValue: String(value), updatedBy: by };
  await db.insert(appParameters).values({ ...row, createdBy: by })
    .onConflictDoUpdate({ target: appParameters.paramCode, set: { paramValue: row.paramValue, updatedBy: by, updatedAt: new Date() } });
  forgetStoredParameters(db);
}
