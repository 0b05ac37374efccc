/**
 * Who may do what with analytics pages (SPEC §6; docs/analytics.md "Access"): ANALYTICS, SHIP_LIVE_DASHBOARDS or
 * ANALYTICS_PAGEDS read; a user sees the published pages and their own. Users of custom analytics (ANALYTICS) keep
 * private pages of their own; everything that makes a page reach others — publishing, unpublishing, duplicating,
 * wallboard links, changing a published page — is administration (ANALYTICS_PAGEDS MANAGEMENT).
 */
import { analyticsAdministration } from '../../../descriptors/kinds/analytics-page/index.js';
import { hasFunction, meetsRequirement, type Principal } from '../../../descriptors/lib/access.js';
import { requireAccess, requireAnyFunction } from '../../http/auth.js';
import { KeelError } from '../../errors/keel-error.js';

/** Functions whose holders read dashboards and their data (ANALYTICS_PAGEDS: the /custom-analytics screens). */
export const analyticsReaders = ['ANALYTICS', 'SHIP_LIVE_DASHBOARDS', 'ANALYTICS_PAGEDS'] as const;
export const readAnalytics = requireAnyFunction(analyticsReaders, 'VIEW');
/** Route guard of publishing, duplicating and wallboard links: checked before the page is looked up or a body read. */
export const administerAnalytics = requireAccess(analyticsAdministration);

interface Ownership {
  owner?: string;
  published?: boolean;
  editable?: boolean;
}

export const isAnalyticsAdministrator = (principal: Principal) => meetsRequirement(principal, analyticsAdministration);
const isOwner = (principal: Principal, page: Ownership) => page.owner !== undefined && page.owner === principal.username;

export function maySeePage(principal: Principal, page: Ownership): boolean {
  return isAnalyticsAdministrator(principal) || page.published === true || isOwner(principal, page);
}

/**
 * Changing and deleting: an administrator of dashboards, or the owner of a private, unlocked page (editable not
 * false). Once published the page is read by others, so only administrators change it.
 */
export function mayChangePage(principal: Principal, page: Ownership): boolean {
  if (isAnalyticsAdministrator(principal)) return true;
  return isOwner(principal, page) && page.published !== true && page.editable !== false && hasFunction(principal, 'ANALYTICS', 'VIEW');
}

/** Creating private pages is for users of custom analytics. */
export function assertMayAuthor(principal: Principal): void {
  if (!hasFunction(principal, 'ANALYTICS', 'VIEW')) throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: 'ANALYTICS', level: 'VIEW' });
}

export function assertMayChange(principal: Principal, page: Ownership & { code: string }): void {
  if (mayChangePage(principal, page)) return;
  const key = isOwner(principal, page) && page.published === true ? 'customAnalytics.publishedPageLocked' : 'customAnalytics.notYourPage';
  throw new KeelError('FORBIDDEN', key, { code: page.code });
}

/** Publishing, unpublishing, duplicating and wallboard links: administrators of dashboards only. */
export function assertMayAdminister(principal: Principal): void {
  if (!isAnalyticsAdministrator(principal)) {
    throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: 'ANALYTICS_PAGEDS', level: 'MANAGEMENT' });
  }
}

/** A save by a non-administrator may not publish: `published` must stay as it is (false for a new page). */
export function assertKeepsPublication(principal: Principal, published: unknown, current = false): void {
  if ((published ?? false) !== current) assertMayAdminister(principal);
}
