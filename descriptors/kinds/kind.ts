/** What every descriptor kind declares: its meta-schema, schema versions, migration steps and access. */
import type { AccessRequirement } from '../lib/access.js';
import { setupRequirement } from '../lib/setup-access.js';

export interface KindMigration {
  /** The schema version this step produces (from `to - 1`). */
  to: number;
  migrate(body: Record<string, unknown>): Record<string, unknown>;
}

export interface KindDefinition<K extends string = string> {
  id: K;
  /** The latest schema version; stored bodies below it are upgraded on read and before write. */
  schemaVersion: number;
  /** Bodies older than this cannot be upgraded any more and are refused. */
  minimumSchemaVersion?: number;
  schema: object;
  migrations: KindMigration[];
  /** Who may create, change and delete descriptors of this kind (default: DESIGNER at MANAGEMENT). */
  manage?: AccessRequirement;
  /** Who may read them besides DESIGNER VIEW (a configuration screen's own function, e.g. ELB MANAGEMENT). */
  read?: AccessRequirement;
  /** Writes that would leave fewer enabled descriptors of this kind are refused (data clusters: never none, SPEC §5). */
  minimumEnabled?: number;
}

export const defaultManageRequirement: AccessRequirement = { requiredFunctions: { DESIGNER: 'MANAGEMENT' } };
export const designerReadRequirement: AccessRequirement = { requiredFunctions: { DESIGNER: 'VIEW' } };

/** Logbook configuration (SPEC §2 "Logbook configuration") is kept by users with ELB at MANAGEMENT. */
export const logbookConfigurationRequirement: AccessRequirement = { requiredFunctions: { ELB: 'MANAGEMENT' } };

/** Algorithms and artifact descriptors (SPEC §7 Algorithms) are kept by users with ALGORITHMS at MANAGEMENT. */
export const algorithmsManagement: AccessRequirement = { requiredFunctions: { ALGORITHMS: 'MANAGEMENT' } };
export const algorithmsView: AccessRequirement = { requiredFunctions: { ALGORITHMS: 'VIEW' } };

/** Printouts (SPEC §2 Printout reporting): configured with MANAGE_PRINTOUT_REPORTING at MANAGEMENT, run at VIEW. */
export const printoutConfiguration: AccessRequirement = { requiredFunctions: { MANAGE_PRINTOUT_REPORTING: 'MANAGEMENT' } };
export const printoutReading: AccessRequirement = { requiredFunctions: { MANAGE_PRINTOUT_REPORTING: 'VIEW' } };

/** Setup (e-mail templates): the ADMIN role with SETUP at MANAGEMENT to change, at VIEW to read (setup-access.ts). */
export const setupManagement: AccessRequirement = setupRequirement('MANAGEMENT');
export const setupReading: AccessRequirement = setupRequirement('VIEW');
