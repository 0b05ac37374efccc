/**
 * How the designer offers the visual dashboard editor: for which kind, the editor itself (its own chunk: it brings
 * the dashboard runtime), and the body a new page of that kind starts with.
 */
import { lazy } from 'react';
import { newPageBody } from './new-page.js';

export const dashboardKind = 'analytics-page';

export const hasVisualEditor = (kind: string) => kind === dashboardKind;

export const DashboardDesignerChunk = lazy(() => import('./DashboardDesigner.js').then((m) => ({ default: m.DashboardDesigner })));

/** The starter body of a kind with a visual editor; undefined for the others (they start from their meta-schema). */
export function visualStarterBody(kind: string, code: string, owner?: string): Record<string, unknown> | undefined {
  return kind === dashboardKind ? { ...newPageBody(code, owner) } : undefined;
}
