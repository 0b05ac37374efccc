/**
 * SPEC §6 "Setup menu requires ADMIN plus SETUP view": what the setup screens ask for and the API behind them checks,
 * at VIEW (system status, app parameters) or MANAGEMENT (configurator import and export).
 */
import type { AccessRequirement, FunctionLevel } from './access.js';

export function setupRequirement(level: FunctionLevel): AccessRequirement {
  return { requiredRoles: ['ADMIN'], requiredFunctions: { SETUP: level } };
}
