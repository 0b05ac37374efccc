/** The fleet filter: all ships, or the ships of one of the user's fleets (unit groups). */
import type { FleetScope } from './fleet-api.js';
import type { ShipState } from './fleet-state.js';

export const allShips = '';

export function shipsOfFleet(ships: readonly ShipState[], scope: FleetScope | undefined, groupId: string): ShipState[] {
  if (groupId === allShips || !scope) return [...ships];
  const group = scope.unitGroups.find((g) => g.id === groupId);
  if (!group) return [...ships];
  const codes = new Set(scope.units.filter((u) => group.unitIds.includes(u.id)).map((u) => u.code));
  return ships.filter((s) => codes.has(s.code));
}
