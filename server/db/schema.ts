/**
 * Every table of every module, for drizzle-kit (drizzle.config.ts) and the engine's setup only: each module declares its
 * own tables in server/modules/<module>/tables.ts and other modules call its functions instead (docs/architecture.md
 * "Boundaries").
 */
export * from '../modules/access/tables.js';
export * from '../modules/alarms/tables.js';
export * from '../modules/algorithms/tables.js';
export * from '../modules/analytics/tables.js';
export * from '../modules/audit/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/descriptors/tables.js';
export * from '../modules/elog/tables.js';
export * from '../modules/licence/tables.js';
export * from '../modules/measures/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/params/tables.js';
export * from '../modules/managed-documents/tables.js';
export * from '../modules/email/tables.js';
export * from '../modules/registries/tables.js';
export * from '../modules/printouts/tables.js';
export * from '../modules/resources/tables.js';
export * from '../modules/scheduler/tables.js';
export * from '../modules/system/tables.js';
export * from '../modules/timeseries/tables.js';
export * from '../modules/vessel-reports/tables.js';
export * from '../modules/voyages/tables.js';
export type { ConsumerFuel } from '../modules/voyages/consumer-fuel.js';
