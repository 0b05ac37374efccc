/**
 * Who may do what with analytics pages (SPEC §6): ANALYTICS or SHIP_LIVE_DASHBOARDS read; a user sees the published
 * pages and their own and changes only their own; ANALYTICS_PAGEDS MANAGEMENT sees and changes every page.
 */
import { analyticsAdministration } from '../../../descriptors/kinds/analytics-page/index.js';
import { hasFunction, meetsRequirement, type Principal } from '../../../descriptors/lib/access.js';
import { requireAnyFunction } from '../../http/auth.js';
import { KeelError } from '../../http/errors.js';

/** Functions whose holders read dashboards and their data. */
export const analyticsReaders = ['ANALYTICS', 'SHIP_LIVE_DASHBOARDS'] as const;
export const readAnalytics = requireAnyFunction(analyticsReaders, 'VIEW');

interface Ownership {
  owner?: string;
  published?: boolean;
  editable?: boolean;
}

export const isAnalyticsAdministrator = (principal: Principal) => meetsRequirement(principal, analyticsAdministration);
export const isReader = (principal: Principal) => analyticsReaders.some((fn) => hasFunction(principal, fn, 'VIEW'));
const isOwner = (principal: Principal, page: Ownership) => page.owner !== undefined && page.owner === principal.username;

export function maySeePage(principal: Principal, page: Ownership): boolean {
  return isAnalyticsAdministrator(principal) || page.published === true || isOwner(principal, page);
}

/** Changing and deleting: the owner of an unlocked page (editable not false), or an administrator of dashboards. */
export function mayChangePage(principal: Principal, page: Ownership): boolean {
  if (isAnalyticsAdministrator(principal)) return true;
  return isOwner(principal, page) && page.editable !== false && hasFunction(principal, 'ANALYTICS', 'VIEW');
}

/** Publishing, unpublishing and wallboard links: the owner or an administrator of dashboards. */
export function mayPublishPage(principal: Principal, page: Ownership): boolean {
  return isAnalyticsAdministrator(principal) || isOwner(principal, page);
}

/** Creating pages (and duplicates) is for users of custom analytics. */
export function assertMayAuthor(principal: Principal): void {
  if (!hasFunction(principal, 'ANALYTICS', 'VIEW')) throw new KeelError('FORBIDDEN', 'access.missingFunction', { function: 'ANALYTICS', level: 'VIEW' });
}

export function assertMayChange(principal: Principal, page: Ownership & { code: string }): void {
  if (!mayChangePage(principal, page)) throw new KeelError('FORBIDDEN', 'customAnalytics.notYourPage', { code: page.code });
}

export function assertMayPublish(principal: Principal, page: Ownership & { code: string }): void {
  if (!mayPublishPage(principal, page)) throw new KeelError('FORBIDDEN', 'customAnalytics.notYourPage', { code: page.code });
}
