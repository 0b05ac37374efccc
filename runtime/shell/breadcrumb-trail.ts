/** The breadcrumb (SPEC §2): built from the menu and the page's menu-item id, plus extensions a screen adds. */
import { breadcrumbFor, breadcrumbForId, type MenuItem } from '../../descriptors/lib/menu.js';

export interface BreadcrumbExtension {
  id: string;
  label: string;
  to?: string;
}

/** The menu chain for a page: by its menu-item id when it has one, else by the longest matching route. */
export function menuTrail(menu: readonly MenuItem[], path: string, menuItemId?: string): MenuItem[] {
  const byId = menuItemId ? breadcrumbForId(menu, menuItemId) : [];
  return byId.length > 0 ? byId : breadcrumbFor(menu, path);
}

/** Adds a breadcrumb extension; an id already present is rejected (SPEC §2). */
export function addBreadcrumbExtension(list: readonly BreadcrumbExtension[], item: BreadcrumbExtension): BreadcrumbExtension[] {
  if (list.some((existing) => existing.id === item.id)) throw new Error(`Duplicate breadcrumb extension id: ${item.id}`);
  return [...list, item];
}
