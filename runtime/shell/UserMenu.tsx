/** The user menu: who is signed in, change password, menu mode, sign out. */
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from './ChangePasswordDialog.js';
import { Icon } from './Icon.js';
import { menuModes } from './menu-mode.js';
import { menuModeStore, sessionStore } from './services.js';
import { useShellData } from './ShellDataContext.js';
import { useMenuMode } from './use-stores.js';
import classes from './Topbar.module.css';

/** Two letters for the avatar: first letters of the first two words, else the first two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length >= 2 ? `${words[0][0]}${words[1][0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export function UserMenu({ isCompact, isMenuModeShown }: { isCompact: boolean; isMenuModeShown: boolean }) {
  const { t } = useTranslation();
  const shell = useShellData();
  const mode = useMenuMode();
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  const user = shell?.user;
  if (!user) return null;
  return (
    <>
      <Menu position="bottom-end" withArrow shadow="md" width={240}>
        <Menu.Target>
          <UnstyledButton aria-label={t('shell.topbar.userMenu')} className={classes.userButton}>
            <Group gap={8} wrap="nowrap">
              <Avatar size={30} radius="xl" color="blue" variant="filled">{initialsOf(user.displayName)}</Avatar>
              {!isCompact && <Text size="sm" fw={500} truncate maw={180}>{user.displayName}</Text>}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <div className={classes.userHeader}>
            <Text size="sm" fw={600} truncate>{user.displayName}</Text>
            <Text size="xs" c="dimmed" truncate>{user.username} · {t(`access.userType.${user.userType}`, { defaultValue: user.userType })}</Text>
          </div>
          <Menu.Divider />
          <Menu.Item leftSection={<Icon name="key" size={16} />} onClick={() => setPasswordOpen(true)}>
            {t('shell.user.changePassword')}
          </Menu.Item>
          {isMenuModeShown && (
            <>
              <Menu.Label>{t('shell.menu.modeTitle')}</Menu.Label>
              {menuModes.map((m) => (
                <Menu.Item
                  key={m} leftSection={<Icon name="layout" size={16} />} onClick={() => menuModeStore.set(m)}
                  rightSection={m === mode ? <Icon name="check" size={14} /> : null} aria-current={m === mode ? 'true' : undefined}
                >
                  {t(`shell.menu.mode.${m}`)}
                </Menu.Item>
              ))}
            </>
          )}
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<Icon name="logout" size={16} />} onClick={() => void sessionStore.signOut()}>
            {t('shell.user.signOut')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordDialog isOpen={isPasswordOpen} onClose={() => setPasswordOpen(false)} username={user.username} />
    </>
  );
}
