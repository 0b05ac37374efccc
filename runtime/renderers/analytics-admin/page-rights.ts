/**
 * Which row actions the page list offers, by the rules the server enforces (docs/analytics.md "Access"): publishing,
 * unpublishing, duplicating and wallboard links for ANALYTICS_PAGEDS MANAGEMENT only, never for a page's owner as
 * such; deleting when the caller may change the page (`canEdit`) and it is not a built-in; creating for users of
 * custom analytics (ANALYTICS); the designer for ANALYTICS_PAGEDS MANAGEMENT when the designer screen is open to them.
 */
import { analyticsAdministration } from '../../../descriptors/kinds/analytics-page/index.js';
import type { AccessRequirement } from '../../../descriptors/lib/access.js';
import type { UserAccess } from '../../shell/user-access.js';
import type { PageSummary } from './analytics-admin-api.js';

export const pageActionIds = ['open', 'design', 'publish', 'unpublish', 'duplicate', 'link', 'delete'] as const;
export type PageActionId = (typeof pageActionIds)[number];

/** What the user may do beyond a page's own `owned` and `canEdit`. */
export interface PageRights {
  /** ANALYTICS at VIEW: create private pages. */
  isAuthor: boolean;
  /** ANALYTICS_PAGEDS at MANAGEMENT: every page; publishing, duplicating and links. */
  isAdministrator: boolean;
  /** The designer screen is among the user's screens. */
  canOpenDesigner: boolean;
}

export const authorRequirement: AccessRequirement = { requiredFunctions: { ANALYTICS: 'VIEW' } };
export const designerRoute = '/designer';

export function pageRightsOf(access: UserAccess): PageRights {
  return {
    isAuthor: access.meets(authorRequirement),
    isAdministrator: access.meets(analyticsAdministration),
    canOpenDesigner: access.canOpen(designerRoute),
  };
}

/** The actions of one row, in menu order. */
export function pageActionsOf(page: PageSummary, rights: PageRights): PageActionId[] {
  const administers = rights.isAdministrator;
  const allowed: Record<PageActionId, boolean> = {
    open: true,
    design: administers && rights.canOpenDesigner,
    publish: administers && !page.published,
    unpublish: administers && page.published,
    duplicate: administers,
    link: administers,
    delete: page.canEdit && !page.system,
  };
  return pageActionIds.filter((id) => allowed[id]);
}

export const pageViewPath = (code: string) => `/custom-analytics/view/${encodeURIComponent(code)}`;
export const designerPath = (code: string) => `${designerRoute}?kind=analytics-page&code=${encodeURIComponent(code)}`;
