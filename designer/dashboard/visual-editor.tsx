/** The visual dashboard editor as the designer's catalogue offers it for `analytics-page` descriptors. */
import { lazy } from 'react';
import type { VisualEditor } from '../lib/visual-editor-props.js';
import { newPageBody } from './new-page.js';

export const dashboardVisualEditor: VisualEditor = {
  tabLabel: 'designer.dashboard.tab',
  Editor: lazy(() => import('./DashboardDesigner.js').then((m) => ({ default: m.DashboardDesigner }))),
  starterBody: (code, owner) => ({ ...newPageBody(code, owner) }),
};
