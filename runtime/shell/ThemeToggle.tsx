/** The theme switch of the topbar and the sign-in pages. */
import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.js';
import { themeStore } from './services.js';
import { useTheme } from './use-stores.js';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const label = t('shell.topbar.toggleTheme');
  return (
    <Tooltip label={theme === 'dark' ? t('shell.theme.toLight') : t('shell.theme.toDark')} withArrow>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => themeStore.toggle()}>
        <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
      </ActionIcon>
    </Tooltip>
  );
}
