/**
 * The title row of a screen: the screen descriptor's title (or the renderer's default), what the screen does, and the
 * screen's own controls on the right.
 */
import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveText, type LocalText } from '../../descriptors/lib/text.js';

export interface ScreenHeaderProps {
  title?: LocalText;
  fallback: string;
  subtitle: string;
  children?: ReactNode;
}

export function ScreenHeader({ title, fallback, subtitle, children }: ScreenHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h2">{title ? resolveText(title, i18n.language, (key) => t(key)) : fallback}</Title>
        <Text c="dimmed" size="sm" maw={760}>{subtitle}</Text>
      </div>
      {children && <Group gap="sm" wrap="wrap">{children}</Group>}
    </Group>
  );
}
