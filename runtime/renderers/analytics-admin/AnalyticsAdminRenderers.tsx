/** The renderers of the dashboard list screens: each draws its screen with the runtime's API client and the screen's title. */
import { api } from '../../shell/services.js';
import { subscribeToLatest } from '../analytics/live-subscriber.js';
import type { RendererProps } from '../renderer-registry.js';
import { MultiPageListScreen } from './MultiPageListScreen.js';
import { PageListScreen } from './PageListScreen.js';
import { PageViewerScreen } from './PageViewerScreen.js';
import { WallboardLinksScreen } from './WallboardLinksScreen.js';

/** "analytics-page-list": /custom-analytics/list. */
export function PageListRenderer({ screen }: RendererProps) {
  return <PageListScreen client={api} title={screen.title} />;
}

/** "analytics-page-viewer": /custom-analytics. */
export function PageViewerRenderer(_props: RendererProps) {
  return <PageViewerScreen client={api} subscribeLive={subscribeToLatest} />;
}

/** "multi-dashboard-list": /multi-dashboard-page/list. */
export function MultiPageListRenderer({ screen }: RendererProps) {
  return <MultiPageListScreen client={api} title={screen.title} />;
}

/** "wallboard-links": /wall-boards. */
export function WallboardLinksRenderer({ screen }: RendererProps) {
  return <WallboardLinksScreen client={api} title={screen.title} />;
}
