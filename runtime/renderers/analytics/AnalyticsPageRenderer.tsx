/** The "analytics-page" renderer: /custom-analytics/view/{code}. */
import { useParams } from 'react-router';
import { api } from '../../shell/services.js';
import type { RendererProps } from '../renderer-registry.js';
import { AnalyticsPageScreen } from './AnalyticsPageScreen.js';
import { subscribeToLatest } from './live-subscriber.js';

export function AnalyticsPageRenderer({ screen }: RendererProps) {
  const { code = '' } = useParams();
  const fixed = typeof screen.config?.page === 'string' ? screen.config.page : undefined;
  const shown = fixed ?? code;
  return <AnalyticsPageScreen key={shown} code={shown} client={api} subscribeLive={subscribeToLatest} />;
}
