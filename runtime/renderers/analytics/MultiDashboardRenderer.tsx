/** The "multi-dashboard-page" renderer: /multi-dashboard-page/view/{code}. */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ShipMemoryContext } from '../../filters/ship-memory.js';
import { api } from '../../shell/services.js';
import { userShipMemory } from '../../shell/user-ship-memory.js';
import type { RendererProps } from '../renderer-registry.js';
import { subscribeToLatest } from './live-subscriber.js';
import { MultiDashboardScreen } from './MultiDashboardScreen.js';

export function MultiDashboardRenderer(_props: RendererProps) {
  const { code = '' } = useParams();
  const memory = useMemo(userShipMemory, []);
  return (
    <ShipMemoryContext.Provider value={memory}>
      <MultiDashboardScreen key={code} code={code} client={api} subscribeLive={subscribeToLatest} />
    </ShipMemoryContext.Provider>
  );
}
