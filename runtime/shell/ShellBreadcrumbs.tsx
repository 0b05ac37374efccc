/** The breadcrumb under the topbar: home, the menu trail of the page, then the page's own extensions. */
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { resolveText } from '../../descriptors/lib/text.js';
import { homePathOf } from './boot.js';
import { useBreadcrumbExtensions } from './BreadcrumbContext.js';
import { menuTrail } from './breadcrumb-trail.js';
import { Icon } from './Icon.js';
import { useCurrentScreen } from './route-screen.js';
import { useShellData } from './ShellDataContext.js';
import { useLanguage } from './use-stores.js';

interface Crumb { key: string; label: string; to?: string }

export function ShellBreadcrumbs() {
  const { t } = useTranslation();
  const language = useLanguage();
  const shell = useShellData();
  const location = useLocation();
  const screen = useCurrentScreen();
  const extensions = useBreadcrumbExtensions();
  const text = (value: Parameters<typeof resolveText>[0]) => resolveText(value, language, (key) => t(key));

  const trail = menuTrail(shell?.menu ?? [], location.pathname, screen?.menuItemId);
  const crumbs: Crumb[] = trail.map((item) => ({ key: item.id, label: text(item.label), to: item.routerLink }));
  if (crumbs.length === 0 && screen?.title) crumbs.push({ key: screen.code, label: text(screen.title) });
  crumbs.push(...extensions.map((e) => ({ key: `x-${e.id}`, label: e.label, to: e.to })));

  const pageTitle = crumbs.at(-1)?.label;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${t('shell.app.name')}` : t('shell.app.name');
  }, [pageTitle, t]);

  return (
    <nav aria-label={t('shell.breadcrumb.label')}>
      <Breadcrumbs separator={<Icon name="chevron" size={14} />} separatorMargin={6} mb="md" fz="sm">
        <Anchor component={Link} to={homePathOf(shell?.user)} c="dimmed" aria-label={t('shell.breadcrumb.home')} display="flex">
          <Icon name="home" size={16} />
        </Anchor>
        {crumbs.map((crumb, index) => (index < crumbs.length - 1 && crumb.to
          ? <Anchor key={crumb.key} component={Link} to={crumb.to} c="dimmed" fz="sm">{crumb.label}</Anchor>
          : <Text key={crumb.key} fz="sm" c={index === crumbs.length - 1 ? undefined : 'dimmed'} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.label}</Text>))}
      </Breadcrumbs>
    </nav>
  );
}
