/** The "multi-dashboard-page" renderer: /multi-dashboard-page/view/{code}. */
import { useParams } from 'react-router';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { subscribeToLatest } from './live-subscriber.js';
import { MultiDashboardScreen } from './MultiDashboardScreen.js';

export function MultiDashboardRenderer(_props: RendererProps) {
  const { code = '' } = useParams();
  return <MultiDashboardScreen key={code} code={code} client={api} subscribeLive={subscribeToLatest} />;
}
