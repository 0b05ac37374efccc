/** The "analytics-page" renderer: /custom-analytics/view/{code}. */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { screenConfigOf } from '../../../descriptors/lib/screens/screen-renderers.js';
import { ShipMemoryContext } from '../../filters/ship-memory.js';
import { api } from '../../shell/services.js';
import { userShipMemory } from '../../shell/user-ship-memory.js';
import type { RendererProps } from '../renderer-registry.js';
import { AnalyticsPageScreen } from './AnalyticsPageScreen.js';
import { subscribeToLatest } from './live-subscriber.js';

export function AnalyticsPageRenderer({ screen }: RendererProps) {
  const { code = '' } = useParams();
  const shown = screenConfigOf('analytics-page', screen).page ?? code;
  const memory = useMemo(userShipMemory, []);
  return (
    <ShipMemoryContext.Provider value={memory}>
      <AnalyticsPageScreen key={shown} code={shown} client={api} subscribeLive={subscribeToLatest} />
    </ShipMemoryContext.Provider>
  );
}
