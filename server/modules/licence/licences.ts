/** Installed modules, installed licences and the 451 guard for licensed modules. */
import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { isLicensedModule, moduleNames, type ModuleName } from '../../../descriptors/lib/modules.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/engine.js';
import { licences } from './tables.js';
import type { KeelEnv } from '../../http/context.js';
import { KeelError } from '../../errors/keel-error.js';
import { developmentLicencePublicKey } from './development-key.js';
import { isLicenceSignatureValid, type LicenceDocument } from './licence-document.js';

/** Modules installed here: KEEL_MODULES when set (core always), else every module. */
export function installedModules(config: Config): ModuleName[] {
  if (!config.modules) return [...moduleNames];
  return moduleNames.filter((name) => name === 'core' || config.modules!.includes(name));
}

export function trustedLicenceKeys(config: Config): string[] {
  return [...config.licencePublicKeys, ...(config.trustDevelopmentLicenceKey ? [developmentLicencePublicKey] : [])];
}

export type LicenceState = 'NOT_REQUIRED' | 'VALID' | 'EXPIRED' | 'MISSING';

export async function licenceState(db: Db, module: ModuleName, now = new Date()): Promise<LicenceState> {
  if (!isLicensedModule(module)) return 'NOT_REQUIRED';
  const [row] = await db.select().from(licences).where(eq(licences.module, module));
  if (!row) return 'MISSING';
  return row.validUntil.getTime() > now.getTime() ? 'VALID' : 'EXPIRED';
}

/** Stores every module of a verified licence document (replacing earlier licences of those modules). */
export async function installLicence(db: Db, document: LicenceDocument): Promise<void> {
  await db.transaction(async (tx) => {
    for (const entry of document.modules) {
      // Valid through the whole last day, UTC.
      const validUntil = new Date(`${entry.validUntil}T23:59:59.999Z`);
      const row = { module: entry.module, licensee: document.licensee, validUntil, installedAt: new Date(), document };
      await tx.insert(licences).values(row).onConflictDoUpdate({ target: licences.module, set: row });
    }
  });
}

export function verifyLicence(config: Config, document: LicenceDocument): boolean {
  return isLicenceSignatureValid(document, trustedLicenceKeys(config));
}

/** Mounted on a licensed module's routes: 451 when its licence is missing or expired. */
export function requireLicence(db: Db, module: ModuleName): MiddlewareHandler<KeelEnv> {
  return async (_c, next) => {
    const state = await licenceState(db, module);
    if (state === 'MISSING') throw new KeelError('LICENCE_MISSING', 'licence.missing', { module });
    if (state === 'EXPIRED') throw new KeelError('LICENCE_MISSING', 'licence.expired', { module });
    return next();
  };
}
