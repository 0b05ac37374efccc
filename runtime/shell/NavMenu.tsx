/** The navigation menu: the server's filtered, ordered tree; groups open around the current page. */
import { NavLink, ScrollArea, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuItem } from '../../descriptors/lib/menu.js';
import { resolveText } from '../../descriptors/lib/text.js';
import { Icon } from './Icon.js';
import { useLanguage } from './use-stores.js';

/** Event a menu item with a commandAction dispatches on window; features listen for their action. */
export const menuCommandEvent = 'keel:menu-command';

/** True when the item or one of its descendants links to the path. */
export function isMenuItemActive(item: MenuItem, path: string): boolean {
  const link = item.routerLink;
  if (linksTo(link, path)) return true;
  return (item.items ?? []).some((child) => isMenuItemActive(child, path));
}

const linksTo = (link: string | undefined, path: string) => !!link && (path === link || path.startsWith(`${link}/`));

/** The link of the page shown: the longest menu link the path is or lies under (/cii-calculator/cii-overview, not /cii-calculator). */
export function currentMenuLink(items: readonly MenuItem[], path: string): string | undefined {
  let best: string | undefined;
  const visit = (list: readonly MenuItem[]) => list.forEach((item) => {
    if (linksTo(item.routerLink, path) && item.routerLink!.length > (best?.length ?? 0)) best = item.routerLink;
    visit(item.items ?? []);
  });
  visit(items);
  return best;
}

/**
 * A group of the menu: a button (Mantine's default is a link without href, which takes no focus), so a collapsed
 * group opens from the keyboard, and says whether it is open.
 */
function MenuGroup({ label, icon, title, isActive, depth, children }: {
  label: string; icon: ReactNode; title?: string; isActive: boolean; depth: number; children: ReactNode;
}) {
  const [opened, setOpened] = useState(isActive);
  return (
    <NavLink
      component="button" type="button" label={label} leftSection={icon} title={title} opened={opened} onChange={setOpened}
      aria-expanded={opened} childrenOffset={depth === 0 ? 28 : 16} fw={500} active={false} data-group-active={isActive || undefined}
    >
      {children}
    </NavLink>
  );
}

function hrefOf(item: MenuItem): string {
  const query = new URLSearchParams(item.queryParams ?? {}).toString();
  return `${item.routerLink}${query ? `?${query}` : ''}`;
}

export function NavMenu({ items, onNavigate }: { items: readonly MenuItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const label = (item: MenuItem) => resolveText(item.label, language, (key) => t(key));
  const current = currentMenuLink(items, pathname);

  const render = (item: MenuItem, depth: number) => {
    const children = item.items ?? [];
    const icon = depth === 0 ? <Icon name={item.icon ?? 'circle'} size={18} /> : undefined;
    const isActive = isMenuItemActive(item, pathname);
    const title = item.title ? resolveText(item.title, language, (key) => t(key)) : undefined;
    if (children.length > 0) {
      return (
        <MenuGroup
          key={item.id} label={label(item)} icon={icon} title={title} isActive={isActive} depth={depth}
        >
          {children.map((child) => render(child, depth + 1))}
        </MenuGroup>
      );
    }
    if (item.routerLink) {
      const isCurrent = item.routerLink === current;
      return (
        <NavLink
          key={item.id} component={Link} to={hrefOf(item)} label={label(item)} leftSection={icon} title={title}
          active={isCurrent} aria-current={isCurrent ? 'page' : undefined} onClick={onNavigate}
        />
      );
    }
    return (
      <NavLink
        key={item.id} label={label(item)} leftSection={icon} title={title}
        onClick={() => { window.dispatchEvent(new CustomEvent(menuCommandEvent, { detail: item.commandAction })); onNavigate?.(); }}
      />
    );
  };

  return (
    <ScrollArea h="100%" type="scroll" component="nav" aria-label={t('shell.menu.label')}>
      {items.length === 0
        ? <Text size="sm" c="dimmed" p="md">{t('shell.menu.empty')}</Text>
        : <div style={{ padding: 'var(--mantine-spacing-xs)' }}>{items.map((item) => render(item, 0))}</div>}
    </ScrollArea>
  );
}
