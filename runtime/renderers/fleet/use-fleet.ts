/**
 * The ships the user may see with their current state: loaded once, then kept current by re-reading the latest
 * values every minute (and at once when the page comes back into view).
 */
import { useEffect, useMemo } from 'react';
import { api } from '../../shell/services.js';
import { useLoadingStatus } from '../../shell/use-loading-status.js';
import { fleetApi, type FleetScope } from './fleet-api.js';
import { shipState, type LatestValue, type ShipState } from './fleet-state.js';

export const fleet = fleetApi(api);
const refreshMs = 60_000;

export interface FleetView {
  scope?: FleetScope;
  ships: ShipState[];
  status: ReturnType<typeof useLoadingStatus<unknown>>['status'];
  error?: Error;
  reload(): Promise<void>;
}

export function useFleet(): FleetView {
  const scope = useLoadingStatus(() => fleet.scope());
  const latest = useLoadingStatus<LatestValue[]>(() => fleet.latest());
  useEffect(() => {
    const timer = window.setInterval(() => void latest.reload(), refreshMs);
    const onVisible = () => { if (document.visibilityState === 'visible') void latest.reload(); };
    document.addEventListener('visibilitychange', onVisible);
    return () => { window.clearInterval(timer); document.removeEventListener('visibilitychange', onVisible); };
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const ships = useMemo(
    () => (scope.value?.units ?? []).map((unit) => shipState(unit, latest.value ?? [])).sort((a, b) => a.name.localeCompare(b.name)),
    [scope.value, latest.value],
  );
  return {
    scope: scope.value, ships,
    status: scope.status === 'Error' || latest.status === 'Error' ? 'Error' : scope.value && latest.value ? latest.status : 'Loading',
    error: scope.error ?? latest.error,
    reload: async () => { await Promise.all([scope.reload(), latest.reload()]); },
  };
}
