/** The menu tree: filtering by modules and screens, ordering by sequence, breadcrumbs. Pure. */
import type { Principal } from './access.js';
import { canOpenScreen, screenForLink, type ScreenAccess } from './screen-access.js';
import type { MenuItemBody } from '../kinds/menu/menu.schema.js';

/** An entry of the menu (the menu kind's schema says its fields). It asks for no function itself: a routed entry shows when the screen of its route opens. */
export type MenuItem = MenuItemBody;

export interface MenuFilter {
  principal: Principal;
  installedModules: readonly string[];
  /** Item ids a custom menu keeps (with their ancestors and descendants); empty or absent keeps all. */
  customMenu?: readonly string[] | null;
  /** Every enabled screen: a routed entry shows only when the screen of its route exists and opens for the user. */
  screens: readonly ScreenAccess[];
}

/** The items this user may see: installed module, a screen they may open, custom menu; empty groups dropped. */
export function filterMenu(items: readonly MenuItem[], filter: MenuFilter): MenuItem[] {
  const custom = filter.customMenu && filter.customMenu.length > 0 ? new Set(filter.customMenu) : undefined;
  const opens = (link: string) => {
    const screen = screenForLink(filter.screens, link);
    return screen !== undefined && canOpenScreen(filter.principal, screen, filter.installedModules);
  };
  const visit = (list: readonly MenuItem[], keptByAncestor: boolean): MenuItem[] => sortBySequence(list).flatMap((item) => {
    if (item.module && !filter.installedModules.includes(item.module)) return [];
    const kept = keptByAncestor || !custom || custom.has(item.id);
    const children = item.items ? visit(item.items, kept) : undefined;
    const isLeafVisible = (item.routerLink ? opens(item.routerLink) : Boolean(item.commandAction)) && kept;
    if (!isLeafVisible && !(children && children.length > 0)) return [];
    return [{ ...item, ...(children ? { items: children } : {}) }];
  });
  return visit(items, false);
}

export function sortBySequence(items: readonly MenuItem[]): MenuItem[] {
  return [...items].sort((a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER));
}

/** The chain of items from the top to the item whose routerLink matches the path (longest match). */
export function breadcrumbFor(items: readonly MenuItem[], path: string): MenuItem[] {
  let best: MenuItem[] = [];
  const walk = (list: readonly MenuItem[], trail: MenuItem[]) => {
    for (const item of list) {
      const chain = [...trail, item];
      const link = item.routerLink;
      if (link && (path === link || path.startsWith(`${link}/`)) && (!best.length || link.length > (best.at(-1)!.routerLink?.length ?? 0))) best = chain;
      if (item.items) walk(item.items, chain);
    }
  };
  walk(items, []);
  return best;
}

/** The chain of items down to the item with this id. */
export function breadcrumbForId(items: readonly MenuItem[], id: string): MenuItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = item.items ? breadcrumbForId(item.items, id) : [];
    if (below.length) return [item, ...below];
  }
  return [];
}

/** Ids used more than once in the tree: a menu with duplicates is rejected. */
export function duplicateMenuIds(items: readonly MenuItem[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  const walk = (list: readonly MenuItem[]) => list.forEach((item) => {
    if (seen.has(item.id)) duplicates.add(item.id);
    seen.add(item.id);
    if (item.items) walk(item.items);
  });
  walk(items);
  return [...duplicates];
}
