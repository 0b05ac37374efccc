/**
 * The one access check (DESIGN §6). The server guards every route with it; the runtime uses it
 * only to hide what cannot be used.
 */
export const userTypes = ['ADMIN', 'USER'] as const;
export type UserType = (typeof userTypes)[number];

export const functionLevels = ['VIEW', 'MANAGEMENT'] as const;
export type FunctionLevel = (typeof functionLevels)[number];

/** Who is asking: the session view of a user. */
export interface Principal {
  userId: string;
  username: string;
  userType: UserType;
  /** Function → highest level granted. */
  functions: Record<string, FunctionLevel>;
  /** Role codes of the user (menu items may require one). */
  roles: string[];
  /** Units (ships) the user may see; ADMIN sees every unit. */
  unitIds: string[];
}

/** What a route, menu item or screen asks for. All parts must hold. */
export interface AccessRequirement {
  requiredFunctions?: Record<string, FunctionLevel>;
  requiredRoles?: string[];
}

const levelRank: Record<FunctionLevel, number> = { VIEW: 1, MANAGEMENT: 2 };

/** True when the principal holds the function at the level or above (MANAGEMENT implies VIEW). */
export function hasFunction(principal: Principal, fn: string, level: FunctionLevel = 'VIEW'): boolean {
  if (principal.userType === 'ADMIN') return true;
  const granted = principal.functions[fn];
  return granted !== undefined && levelRank[granted] >= levelRank[level];
}

/** True when every required function and at least one of the required roles (if any) is held. */
export function meetsRequirement(principal: Principal, requirement: AccessRequirement): boolean {
  if (principal.userType === 'ADMIN') return true;
  const functionsOk = Object.entries(requirement.requiredFunctions ?? {})
    .every(([fn, level]) => hasFunction(principal, fn, level));
  const roles = requirement.requiredRoles ?? [];
  const rolesOk = roles.length === 0 || roles.some((role) => principal.roles.includes(role));
  return functionsOk && rolesOk;
}

/** True when the principal may see the unit (ship). */
export function canSeeUnit(principal: Principal, unitId: string): boolean {
  return principal.userType === 'ADMIN' || principal.unitIds.includes(unitId);
}

/** The units (ships) the principal may see, for a query's filter; undefined when every unit (ADMIN), as canSeeUnit. */
export function visibleUnitIds(principal: Principal): readonly string[] | undefined {
  return principal.userType === 'ADMIN' ? undefined : principal.unitIds;
}

/** Merges granted and denied role functions into the function map of a session. */
export function resolveFunctions(
  grants: { function: string; level: string; applyAs?: string }[],
): Record<string, FunctionLevel> {
  const result: Record<string, FunctionLevel> = {};
  const denied = new Set(grants.filter((g) => g.applyAs === 'DENY').map((g) => g.function));
  for (const grant of grants) {
    if (grant.applyAs === 'DENY' || denied.has(grant.function)) continue;
    if (!isFunctionLevel(grant.level)) continue;
    const current = result[grant.function];
    if (!current || levelRank[grant.level] > levelRank[current]) result[grant.function] = grant.level;
  }
  return result;
}

export function isFunctionLevel(value: unknown): value is FunctionLevel {
  return value === 'VIEW' || value === 'MANAGEMENT';
}

/**
 * The editing gate (SPEC §6): on a ship's own installation the configuration comes from shore, so a user allowed to
 * edit it may do so only while the installation's editing parameter is on. Ashore the permission alone decides.
 */
export function isEditingOpen(installation: 'SHORE' | 'UNIT', configurationEditable: boolean): boolean {
  return installation !== 'UNIT' || configurationEditable;
}
