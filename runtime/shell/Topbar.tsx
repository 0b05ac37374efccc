/** The topbar: menu toggle, logo, installation, the notifications bell, language, theme and the user menu. */
import { Badge, Burger, Group, Image, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePathOf } from './boot.js';
import { LanguageMenu } from './LanguageMenu.js';
import { NotificationBell } from './notifications/NotificationBell.js';
import { api, onNotificationChanges, onSocketReady } from './services.js';
import { ThemeToggle } from './ThemeToggle.js';
import classes from './Topbar.module.css';
import { useLogoUrl } from './use-logo-url.js';
import { useShellData } from './ShellDataContext.js';
import { UserMenu } from './UserMenu.js';

export interface TopbarProps {
  isMenuOpen: boolean;
  onToggleMenu: () => void;
  isCompact: boolean;
}

export function Topbar({ isMenuOpen, onToggleMenu, isCompact }: TopbarProps) {
  const { t } = useTranslation();
  const shell = useShellData();
  const logo = useLogoUrl('topbar-logo');
  const unit = shell?.unit;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.bar}>
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={isMenuOpen} onClick={onToggleMenu} size="sm" aria-label={t('shell.topbar.toggleMenu')}
          aria-expanded={isMenuOpen} aria-controls="keel-navigation"
        />
        <Link to={homePathOf(shell?.user)} className={classes.logoLink} aria-label={t('shell.topbar.home')}>
          <Image src={logo} alt={t('shell.app.name')} h={30} w="auto" fit="contain" />
        </Link>
      </Group>
      <Group gap={6} wrap="nowrap">
        {unit && !isCompact && (
          <Tooltip label={t(`shell.installation.${unit.installation}Hint`)} withArrow>
            <Badge variant="light" color={unit.installation === 'UNIT' ? 'teal' : 'blue'} radius="sm">
              {unit.installation === 'UNIT' ? t('shell.installation.unit', { code: unit.unitCode }) : t('shell.installation.shore')}
            </Badge>
          </Tooltip>
        )}
        <NotificationBell client={api} changes={onNotificationChanges} onReconnect={onSocketReady} />
        <LanguageMenu />
        <ThemeToggle />
        <UserMenu isCompact={isCompact} isMenuModeShown={!isCompact} />
      </Group>
    </Group>
  );
}
