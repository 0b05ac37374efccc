/**
 * The ships the user may see with their current state: the latest values are read once and then follow the
 * socket's live pushes (useLiveValues), so a value stored on shore shows on the map and in the list within a second.
 */
import { useMemo } from 'react';
import { api } from '../../shell/services.js';
import { useLiveValues } from '../../shell/use-live-values.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import type { LoadingStatus } from '../../shell/loading-status.js';
import { fleetApi, type FleetScope } from './fleet-api.js';
import { fleetTags, shipState, type LatestValue, type ShipState } from './fleet-state.js';

export const fleet = fleetApi(api);
const liveSelection = { groupingKeys: ['SHIP-UNIT-*'], tags: [...fleetTags] };

export interface FleetView {
  scope?: FleetScope;
  ships: ShipState[];
  status: LoadingStatus;
  error?: Error;
}

export function useFleet(): FleetView {
  const scope = useLoadingStatus(() => fleet.scope());
  // Where the ships are bound adds to the list and the map; without it they still show.
  const voyages = useLoadingStatus(() => fleet.voyages().catch(() => ({ ships: [] })));
  const ports = useLoadingStatus(() => fleet.portNames().catch(() => []));
  const live = useLiveValues(liveSelection);
  const ships = useMemo(() => {
    const latest: LatestValue[] = [...live].map(([key, entry]) => {
      const [groupingKey, tag] = key.split('|');
      return { groupingKey, tag, unit: null, ts: entry.ts, value: entry.value };
    });
    const bound = new Map((voyages.value?.ships ?? []).map((v) => [v.unitId, v]));
    const portNames = new Map((ports.value ?? []).map((p) => [p.value, p.label]));
    return (scope.value?.units ?? []).map((unit) => {
      const voyage = bound.get(unit.id);
      const state = shipState(unit, latest);
      return { ...state, portName: state.port ? portNames.get(state.port) : undefined,
        shipType: voyage?.shipType ?? null, destination: voyage?.destination ?? null, eta: voyage?.eta ?? null };
    }).sort((a, b) => a.name.localeCompare(b.name));
  }, [scope.value, voyages.value, ports.value, live]);
  return { scope: scope.value, ships, status: scope.status, error: scope.error };
}
