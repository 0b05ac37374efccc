/**
 * The signed-in layout (SPEC §2): topbar, navigation menu (static above 1024 px, floating in overlay
 * mode and at ≤ 1024 px, closed by a click outside), breadcrumb, licence notice and the login popup. Printing shows
 * only the page itself (a screen's print view): the shell's parts carry `noPrint`.
 */
import { AppShell, Drawer, Image, Progress } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import type { ShellData } from './boot.js';
import { BreadcrumbProvider } from './BreadcrumbContext.js';
import { ShellDataContext } from './ShellDataContext.js';
import { LicenceBanner } from './LicenceBanner.js';
import { LoginPopup } from './LoginPopup.js';
import { isFloatingMenu, mobileMediaQuery } from './menu-mode.js';
import { NavMenu } from './NavMenu.js';
import { ShellBreadcrumbs } from './ShellBreadcrumbs.js';
import classes from './ShellLayout.module.css';
import { Topbar } from './Topbar.js';
import { useLiveSocket } from './use-live-socket.js';
import { useLogoUrl } from './use-logo-url.js';
import { useSessionPing } from './use-session-ping.js';
import { useTableSortLabels } from './use-table-sort-labels.js';
import { useMenuMode, useSession } from './use-stores.js';

export function ShellLayout({ shell }: { shell: ShellData }) {
  const { t } = useTranslation();
  const { isLoginRequired } = useSession();
  const mode = useMenuMode();
  const isMobile = useMediaQuery(mobileMediaQuery, false, { getInitialValueInEffect: false }) ?? false;
  const effective = isMobile ? 'mobile' : mode;
  const isFloating = isFloatingMenu(effective);
  const [isStaticOpen, setStaticOpen] = useState(true);
  const [isFloatingOpen, setFloatingOpen] = useState(false);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const logo = useLogoUrl('topbar-logo');
  useSessionPing(!isLoginRequired);
  useLiveSocket();
  useTableSortLabels();

  useEffect(() => setFloatingOpen(false), [pathname, effective]);

  const isMenuOpen = isFloating ? isFloatingOpen : isStaticOpen;
  const toggleMenu = () => (isFloating ? setFloatingOpen((open) => !open) : setStaticOpen((open) => !open));
  const menu = shell.menu;

  return (
    <ShellDataContext.Provider value={shell}>
      <BreadcrumbProvider>
        <AppShell
          header={{ height: 56 }}
          navbar={{ width: 272, breakpoint: 'xs', collapsed: { desktop: isFloating || !isStaticOpen, mobile: true } }}
          padding={{ base: 'sm', sm: 'lg' }}
        >
          <AppShell.Header withBorder className={classes.noPrint}>
            <Topbar isMenuOpen={isMenuOpen} onToggleMenu={toggleMenu} isCompact={isMobile} />
          </AppShell.Header>
          {!isFloating && (
            <AppShell.Navbar id="keel-navigation" className={`${classes.navbar} ${classes.noPrint}`}>
              <NavMenu items={menu} />
            </AppShell.Navbar>
          )}
          <Drawer
            opened={isFloating && isFloatingOpen} onClose={() => setFloatingOpen(false)} size={288} padding={0}
            title={<Image src={logo} alt={t('shell.app.name')} h={28} w="auto" fit="contain" />}
            closeButtonProps={{ 'aria-label': t('shell.menu.close') }} id="keel-navigation"
            classNames={{ content: classes.drawer, header: classes.drawerHeader, body: classes.drawerBody }}
            overlayProps={{ backgroundOpacity: 0.35 }}
          >
            <NavMenu items={menu} onNavigate={() => setFloatingOpen(false)} />
          </Drawer>
          <AppShell.Main className={classes.main}>
            {navigation.state === 'loading' && (
              <Progress value={100} animated size="xs" radius={0} className={`${classes.progress} ${classes.noPrint}`} aria-label={t('shell.loading')} />
            )}
            <div className={classes.noPrint}>
              <LicenceBanner />
              <ShellBreadcrumbs />
            </div>
            <Outlet />
          </AppShell.Main>
          <LoginPopup />
        </AppShell>
      </BreadcrumbProvider>
    </ShellDataContext.Provider>
  );
}
