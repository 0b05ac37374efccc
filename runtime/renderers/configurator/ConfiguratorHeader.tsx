/** The heading of a configurator screen: the screen's title (or the default one) and what the screen does. */
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { resolveText, type LocalText } from '../../../descriptors/lib/text.js';

export interface ConfiguratorHeaderProps {
  screenTitle?: LocalText;
  defaultTitle: string;
  subtitle: string;
}

export function ConfiguratorHeader({ screenTitle, defaultTitle, subtitle }: ConfiguratorHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <Title order={1} size="h2">{screenTitle ? resolveText(screenTitle, i18n.language, (key) => t(key)) : defaultTitle}</Title>
      <Text c="dimmed" size="sm" maw={760}>{subtitle}</Text>
    </div>
  );
}
