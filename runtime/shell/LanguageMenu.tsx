/** The language switch (en/ru): changes the interface at once and the Accept-Language of later calls. */
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon.js';
import { languages } from './language.js';
import { languageStore } from './services.js';
import { useLanguage } from './use-stores.js';

export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Menu position="bottom-end" withArrow shadow="md">
      <Menu.Target>
        <Button
          variant="subtle" color="gray" size="compact-md" aria-label={t('shell.topbar.language')}
          leftSection={<Icon name="language" size={18} />}
        >
          {language.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((code) => (
          <Menu.Item
            key={code} lang={code} onClick={() => languageStore.set(code)}
            rightSection={code === language ? <Icon name="check" size={16} /> : null}
            aria-current={code === language ? 'true' : undefined}
          >
            {t(`shell.language.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
